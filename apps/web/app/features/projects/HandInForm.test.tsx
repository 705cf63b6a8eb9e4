/** The hand-in form: the parts a project takes, photos compressed and counted, the draft kept, what the checks say. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { api, compress, MB, jpegBytes, photo, project, send } from '../../../tests/projectPage'
import { gallery, pick, estimate, openForm } from '../../../tests/projectPage'
import { m } from '../../i18n'

describe('ProjectPage: the hand-in form', () => {
  it('shows only the parts the project takes', async () => {
    api.getProject.mockResolvedValue(project(['images']))
    const { unmount } = await openForm()
    expect(gallery()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    expect(gallery()).toHaveAttribute('multiple')
    expect(screen.getByLabelText(m.project_takePhoto({}, { locale: 'en' }))).toHaveAttribute(
      'capture',
      'environment',
    )
    expect(screen.queryByLabelText(m.project_linkLabel({ n: 1 }, { locale: 'en' }))).toBeNull()
    expect(screen.queryByLabelText(m.project_noteLabel({}, { locale: 'en' }))).toBeNull()
    unmount()

    api.getProject.mockResolvedValue(project(['link', 'text']))
    await openForm()
    expect(screen.queryByLabelText(m.project_pickPhotos({}, { locale: 'en' }))).toBeNull()
    expect(screen.getByLabelText(m.project_linkLabel({ n: 1 }, { locale: 'en' }))).toHaveAttribute(
      'placeholder',
      'https://',
    )
    expect(screen.getByText(m.project_linksHint({}, { locale: 'en' }))).toBeVisible()
    expect(screen.getByLabelText(m.project_noteLabel({}, { locale: 'en' }))).toBeVisible()
  })

  it('refuses a text file renamed .jpg before compressing anything', async () => {
    await openForm()
    await pick(new File(['just some words, not a photo'], 'poster.jpg', { type: 'image/jpeg' }))
    expect(
      await screen.findByText(m.project_photoNotImage({ name: 'poster.jpg' }, { locale: 'en' })),
    ).toBeVisible()
    expect(compress).not.toHaveBeenCalled()
    expect(screen.queryByTestId('draft-photos')).toBeNull()
  })

  it('compresses each photo to about 1 MB and says how much will be sent, as photos come and go', async () => {
    await openForm()
    expect(estimate()).toHaveTextContent(m.project_noPhotos({}, { locale: 'en' }))
    await pick(photo('a.jpg'), photo('b.jpg'))
    await waitFor(() =>
      expect(estimate()).toHaveTextContent(
        m.project_dataEstimate({ count: 2, size: 2.4 }, { locale: 'en' }),
      ),
    )
    expect(estimate()).toHaveTextContent('2 photos, 2.4 MB will be sent')
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 1, maxWidthOrHeight: 2048, fileType: 'image/jpeg' }),
    )
    fireEvent.click(
      screen.getByRole('button', { name: m.project_removePhoto({ n: 1 }, { locale: 'en' }) }),
    )
    expect(estimate()).toHaveTextContent('1 photo, 1.2 MB will be sent')
  })

  it('says it in Bangla with Bangla digits', async () => {
    await openForm('bn')
    await act(
      async () => void fireEvent.change(gallery('bn'), { target: { files: [photo(), photo()] } }),
    )
    await waitFor(() => expect(estimate()).toHaveTextContent('২টি ছবি, ২.৪ MB পাঠানো হবে'))
  })

  it('refuses a photo still over 5 MB after compression', async () => {
    compress.mockResolvedValue(new Blob([jpegBytes(5 * MB + 1)], { type: 'image/jpeg' }))
    await openForm()
    await pick(photo('huge.jpg'))
    expect(
      await screen.findByText(m.project_photoTooBig({ name: 'huge.jpg' }, { locale: 'en' })),
    ).toBeVisible()
  })

  it('keeps the draft (words, links and photos) across a reload', async () => {
    const first = await openForm()
    fireEvent.change(screen.getByLabelText(m.project_noteLabel({}, { locale: 'en' })), {
      target: { value: 'Two versions of the poster' },
    })
    fireEvent.change(screen.getByLabelText(m.project_linkLabel({ n: 1 }, { locale: 'en' })), {
      target: { value: 'https://www.behance.net/gallery/2' },
    })
    await pick(photo())
    await screen.findByTestId('draft-photos')
    first.unmount()

    await openForm()
    await waitFor(() =>
      expect(screen.getByLabelText(m.project_noteLabel({}, { locale: 'en' }))).toHaveValue(
        'Two versions of the poster',
      ),
    )
    expect(screen.getByLabelText(m.project_linkLabel({ n: 1 }, { locale: 'en' }))).toHaveValue(
      'https://www.behance.net/gallery/2',
    )
    const kept = await within(await screen.findByTestId('draft-photos')).findAllByRole('img')
    expect(kept).toHaveLength(1)
    // shown as data: (the CSP refuses blob: images)
    expect(kept[0]!.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
    expect(estimate()).toHaveTextContent('1 photo, 1.2 MB will be sent')
  })

  it('words a bad link from the catalogue and sends nothing', async () => {
    await openForm()
    fireEvent.change(screen.getByLabelText(m.project_linkLabel({ n: 1 }, { locale: 'en' })), {
      target: { value: 'javascript:alert(1)' },
    })
    fireEvent.click(send())
    expect(await screen.findByText(m.project_error_link({}, { locale: 'en' }))).toBeVisible()
    expect(api.submitProject).not.toHaveBeenCalled()
  })

  it('says what to add when nothing is handed in', async () => {
    await openForm()
    fireEvent.click(send())
    expect(await screen.findByText(m.project_error_empty({}, { locale: 'en' }))).toBeVisible()
    expect(api.submitProject).not.toHaveBeenCalled()
  })
})
