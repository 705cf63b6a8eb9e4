/** Sending a hand-in: photos then the attempt with the time of the tap, a lost signal waited out, refusals in words. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, learner } from '../../../tests/learner'
import { api, PROJECT_ID, slow, photo, attempt, send } from '../../../tests/projectPage'
import { pick, openForm } from '../../../tests/projectPage'
import { m } from '../../i18n'

describe('ProjectPage: sending the hand-in', () => {
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
    expect(path).toMatch(new RegExp(`^${learner.userId}/[0-9a-f-]{36}\\.jpg$`))
    expect(api.submitProject).toHaveBeenCalledWith(learner.client, {
      projectId: PROJECT_ID,
      note: 'Done',
      links: [],
      files: [path],
      submittedAt: '2026-11-22T08:00:00.000Z',
    })
    expect(
      window.localStorage.getItem(`skill-courses_project-draft:${learner.userId}:${PROJECT_ID}`),
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
      learner.client,
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
      window.localStorage.getItem(`skill-courses_project-draft:${learner.userId}:${PROJECT_ID}`),
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
