import 'fake-indexeddb/auto'
import type { Project, Submission } from '@repo/api'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { m, type Locale } from '../../i18n'

// Each test is a learner of its own: their drafts (local storage, IndexedDB) never meet.
const who = vi.hoisted(() => ({ userId: 'u0' }))
const client = vi.hoisted(() => ({ name: 'the learner client' }))
vi.mock('../../lib/session', () => ({
  useSession: () => ({ status: 'signed-in', client, session: { user: { id: who.userId } } }),
}))
const api = vi.hoisted(() => ({
  getProject: vi.fn(),
  listMyEnrollments: vi.fn(),
  listAttempts: vi.fn(),
  listReviews: vi.fn(),
  signedPhotoUrls: vi.fn(),
  uploadSubmissionPhoto: vi.fn(),
  submitProject: vi.fn(),
}))
vi.mock('@repo/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}))
// The canvas work is the browser's: here a "compressed" photo is 1.2 MB of JPEG.
const compress = vi.hoisted(() => vi.fn())
vi.mock('browser-image-compression', () => ({ default: compress }))

const { ApiError } = await import('@repo/api')
const { ProjectPage } = await import('./ProjectPage')

const PROJECT_ID = '0b5e0c1e-1111-4222-8333-944445555666'
const MB = 1024 * 1024
// The chains of a send (IndexedDB, the page's refresh) may take longer than findBy's 1 s on a busy machine.
const slow = { timeout: 4000 }
const jpegBytes = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}
const photo = (name = 'work.jpg') => new File([jpegBytes(64)], name, { type: 'image/jpeg' })

function project(handIn: Project['handIn'] = ['images', 'link', 'text']): Project {
  return {
    id: PROJECT_ID,
    courseId: 'creative-design',
    position: 1,
    title: 'A poster for a tea stall',
    titleBn: 'চায়ের দোকানের পোস্টার',
    brief: 'Design a **poster**.',
    briefBn: 'একটি **পোস্টার** বানান।',
    checklist: [{ en: 'Readable from two metres', bn: 'দুই মিটার দূর থেকে পড়া যায়' }],
    handIn,
    required: true,
    dueDays: 7,
  }
}

function attempt(over: Partial<Submission> = {}): Submission {
  return {
    id: 's1',
    projectId: PROJECT_ID,
    courseId: 'creative-design',
    userId: who.userId,
    attempt: 1,
    note: 'My first poster',
    links: ['https://www.behance.net/gallery/1'],
    files: [],
    submittedAt: '2026-11-20T10:00:00Z',
    createdAt: '2026-11-20T10:00:00Z',
    status: 'submitted',
    claimedBy: null,
    claimExpiresAt: null,
    ...over,
  }
}

let learners = 0
beforeEach(() => {
  who.userId = `u${++learners}`
  for (const fn of Object.values(api)) fn.mockReset()
  api.getProject.mockResolvedValue(project())
  api.listMyEnrollments.mockResolvedValue({
    enrollments: [
      { course_id: 'creative-design', completed: false, created_at: '2026-11-20T04:00:00Z' },
    ],
    requests: [],
  })
  api.listAttempts.mockResolvedValue([])
  api.listReviews.mockResolvedValue([])
  api.signedPhotoUrls.mockResolvedValue({})
  api.uploadSubmissionPhoto.mockImplementation((_c, _u, _b, path: string) => Promise.resolve(path))
  api.submitProject.mockResolvedValue('s-new')
  compress.mockReset()
  compress.mockImplementation(() =>
    Promise.resolve(new Blob([jpegBytes(1.2 * MB)], { type: 'image/jpeg' })),
  )
})

function renderPage(locale: Locale = 'en') {
  const prefix = locale === 'bn' ? '/bn' : ''
  return render(<ProjectPage courseId="creative-design" />, {
    locale,
    at: `${prefix}/learn/creative-design/projects/${PROJECT_ID}`,
  })
}

const send = (locale: Locale = 'en') =>
  screen.getByRole('button', { name: m.project_send({}, { locale }) })
const gallery = (locale: Locale = 'en') =>
  screen.getByLabelText(m.project_pickPhotos({}, { locale }))
const pick = (...files: File[]) =>
  act(async () => void fireEvent.change(gallery(), { target: { files } }))
const estimate = () => screen.getByTestId('data-estimate')

async function openForm(locale: Locale = 'en') {
  const view = renderPage(locale)
  await screen.findByRole('button', { name: m.project_send({}, { locale }) })
  return view
}

describe('ProjectPage: the project', () => {
  it('shows the brief, what the mentor looks for, the due date in Dhaka time and the 48-hour promise', async () => {
    await openForm()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A poster for a tea stall')
    expect(
      screen.getByRole('heading', { name: m.project_checklist({}, { locale: 'en' }) }),
    ).toBeVisible()
    expect(screen.getByText('Readable from two metres')).toBeVisible()
    // enrolled 20 Nov 10:00 in Dhaka, 7 days
    expect(screen.getByTestId('project-due')).toHaveTextContent('27 Nov 2026')
    expect(screen.getByTestId('feedback-promise')).toHaveTextContent(
      m.project_feedbackPromise({ n: 48 }, { locale: 'en' }),
    )
    await waitFor(() =>
      expect(screen.getByTestId('project-brief').innerHTML).toContain('<strong>poster</strong>'),
    )
  })

  it('in Bangla: the Bangla title, brief and checklist, Bangla digits', async () => {
    await openForm('bn')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('চায়ের দোকানের পোস্টার')
    expect(screen.getByText('দুই মিটার দূর থেকে পড়া যায়')).toBeVisible()
    expect(screen.getByTestId('feedback-promise')).toHaveTextContent('৪৮')
  })

  it("says a made-up or another course's project is not found", async () => {
    api.getProject.mockResolvedValue({ ...project(), courseId: 'web-development' })
    renderPage()
    expect(await screen.findByText(m.project_notFoundText({}, { locale: 'en' }))).toBeVisible()
    expect(screen.queryByRole('button', { name: m.project_send({}, { locale: 'en' }) })).toBeNull()
  })

  it('a learner not enrolled reads the brief and is offered to enrol, with no form', async () => {
    api.listMyEnrollments.mockResolvedValue({ enrollments: [], requests: [] })
    renderPage()
    const notice = await screen.findByTestId('project-access')
    expect(notice).toHaveAttribute('data-access', 'none')
    expect(
      within(notice).getByRole('link', { name: m.project_enrollNow({}, { locale: 'en' }) }),
    ).toHaveAttribute('href', '/enroll/creative-design')
    expect(screen.queryByRole('button', { name: m.project_send({}, { locale: 'en' }) })).toBeNull()
  })
})

describe('ProjectPage: the conversation', () => {
  it('shows each attempt with its review below, and no form while an attempt waits', async () => {
    api.listAttempts.mockResolvedValue([
      attempt({ status: 'changes_requested', files: [`${who.userId}/p1.jpg`] }),
      attempt({ id: 's2', attempt: 2, status: 'submitted', note: 'Bigger title now' }),
    ])
    api.listReviews.mockResolvedValue([
      {
        id: 'r1',
        submissionId: 's1',
        reviewerId: 'm1',
        verdict: 'changes_requested',
        feedback: 'Make the **title** bigger <script>x</script>',
        checklist: [0],
        createdAt: '2026-11-21T10:00:00Z',
      },
    ])
    api.signedPhotoUrls.mockResolvedValue({ [`${who.userId}/p1.jpg`]: 'https://signed/p1' })
    renderPage()
    const attempts = await screen.findAllByTestId('project-attempt')
    expect(attempts).toHaveLength(2)
    const review = within(attempts[0]!).getByTestId('project-review')
    expect(review).toHaveTextContent(m.project_reviewChanges({}, { locale: 'en' }))
    expect(review).toHaveTextContent('Readable from two metres')
    await waitFor(() =>
      expect(within(review).getByTestId('project-feedback').innerHTML).toContain(
        '<strong>title</strong>',
      ),
    )
    expect(within(review).getByTestId('project-feedback').innerHTML).not.toContain('<script>')
    const img = await within(attempts[0]!).findByRole('img', { name: 'Photo 1 of attempt 1' })
    expect(img).toHaveAttribute('src', 'https://signed/p1')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(
      within(attempts[0]!).getByRole('link', { name: 'https://www.behance.net/gallery/1' }),
    ).toBeVisible()
    expect(screen.getByTestId('project-state')).toHaveAttribute('data-state', 'sent')
    expect(attempts.map((a) => within(a).getByTestId('attempt-status').dataset.status)).toEqual([
      'changes_requested',
      'submitted',
    ])
    expect(screen.queryByRole('button', { name: m.project_send({}, { locale: 'en' }) })).toBeNull()
  })

  it('after changes were asked, offers a new attempt', async () => {
    api.listAttempts.mockResolvedValue([attempt({ status: 'changes_requested' })])
    renderPage()
    expect(
      await screen.findByRole('heading', { name: m.project_formTitleAgain({}, { locale: 'en' }) }),
    ).toBeVisible()
  })
})

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

  it('sends the photos, then the hand-in with the time of the tap, and clears the draft', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T08:00:00Z'))
    await openForm()
    await pick(photo())
    await screen.findByTestId('draft-photos')
    fireEvent.change(screen.getByLabelText(m.project_noteLabel({}, { locale: 'en' })), {
      target: { value: 'Done' },
    })
    api.listAttempts.mockResolvedValue([attempt({ status: 'submitted', note: 'Done' })])
    fireEvent.click(send())
    expect(
      await screen.findByText(m.project_sent({ n: 48 }, { locale: 'en' }), {}, slow),
    ).toBeVisible()
    const path = api.uploadSubmissionPhoto.mock.calls[0]![3] as string
    expect(path).toMatch(new RegExp(`^${who.userId}/[0-9a-f-]{36}\\.jpg$`))
    expect(api.submitProject).toHaveBeenCalledWith(client, {
      projectId: PROJECT_ID,
      note: 'Done',
      links: [],
      files: [path],
      submittedAt: '2026-11-22T08:00:00.000Z',
    })
    expect(
      window.localStorage.getItem(`skill-courses_project-draft:${who.userId}:${PROJECT_ID}`),
    ).toBeNull()
  })

  it("keeps the draft when the signal drops mid-upload and sends the rest when it returns, with the first tap's time", async () => {
    const tap = Date.parse('2026-11-22T08:00:00Z')
    const now = vi.spyOn(Date, 'now').mockReturnValue(tap)
    await openForm()
    await pick(photo('a.jpg'), photo('b.jpg'))
    await waitFor(() =>
      expect(within(screen.getByTestId('draft-photos')).getAllByRole('img')).toHaveLength(2),
    )
    api.uploadSubmissionPhoto
      .mockImplementationOnce((_c, _u, _b, path: string) => Promise.resolve(path))
      .mockRejectedValueOnce(
        new ApiError({ kind: 'network', operation: 'storage.upload', status: 0 }),
      )
    fireEvent.click(send())
    const status = screen.getByTestId('hand-in-status')
    expect(
      await within(status).findByText(m.project_waitingSignal({}, { locale: 'en' }), {}, slow),
    ).toBeVisible()
    await waitFor(() => expect(status).toHaveFocus())
    expect(api.submitProject).not.toHaveBeenCalled()
    expect(within(screen.getByTestId('draft-photos')).getAllByRole('img')).toHaveLength(2)
    const [first, second] = api.uploadSubmissionPhoto.mock.calls.map((c) => c[3] as string)

    // The signal returns an hour later: the rest is sent, dated by the first tap.
    now.mockReturnValue(tap + 60 * 60 * 1000)
    api.listAttempts.mockResolvedValue([attempt({ status: 'submitted' })])
    await act(async () => void window.dispatchEvent(new Event('online')))
    await screen.findByText(m.project_sent({ n: 48 }, { locale: 'en' }), {}, slow)
    // the photo that landed is not sent again
    expect(api.uploadSubmissionPhoto.mock.calls.map((c) => c[3])).toEqual([first, second, second])
    expect(api.submitProject).toHaveBeenCalledTimes(1)
    expect(api.submitProject).toHaveBeenCalledWith(
      client,
      expect.objectContaining({ files: [first, second], submittedAt: new Date(tap).toISOString() }),
    )
  })

  it('a retry refused as already waiting means the first send landed: the draft is cleared', async () => {
    await openForm()
    fireEvent.change(screen.getByLabelText(m.project_noteLabel({}, { locale: 'en' })), {
      target: { value: 'Sent once' },
    })
    api.submitProject.mockRejectedValueOnce(
      new ApiError({ kind: 'network', operation: 'project.submit', status: 0 }),
    )
    fireEvent.click(send())
    await screen.findByText(m.project_waitingSignal({}, { locale: 'en' }), {}, slow)
    api.submitProject.mockRejectedValueOnce(
      new ApiError({ kind: 'conflict', operation: 'project.submit', hint: 'submission_waiting' }),
    )
    api.listAttempts.mockResolvedValue([attempt({ status: 'submitted', note: 'Sent once' })])
    fireEvent.click(screen.getByRole('button', { name: m.project_retryNow({}, { locale: 'en' }) }))
    expect(
      await screen.findByText(m.project_sent({ n: 48 }, { locale: 'en' }), {}, slow),
    ).toBeVisible()
    expect(
      window.localStorage.getItem(`skill-courses_project-draft:${who.userId}:${PROJECT_ID}`),
    ).toBeNull()
  })

  it("words a refusal of the database in the learner's language and keeps the draft", async () => {
    await openForm('bn')
    fireEvent.change(screen.getByLabelText(m.project_noteLabel({}, { locale: 'bn' })), {
      target: { value: 'নোট' },
    })
    api.submitProject.mockRejectedValue(
      new ApiError({ kind: 'not_enrolled', operation: 'project.submit', hint: 'not_enrolled' }),
    )
    fireEvent.click(send('bn'))
    const alert = await within(screen.getByTestId('hand-in-status')).findByRole('alert')
    expect(alert).toHaveTextContent(m.project_error_notEnrolled({}, { locale: 'bn' }))
    expect(alert).toHaveTextContent(m.project_draftKept({}, { locale: 'bn' }))
    expect(screen.getByLabelText(m.project_noteLabel({}, { locale: 'bn' }))).toHaveValue('নোট')
  })
})
