import { ApiError, type ApiErrorInit } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectRefusedField } from '../../../tests/forms'
import { expectVisible, renderConsole } from '../../../tests/render'
import { firstScreen } from '../../../tests/queueTab'
import { learnerId, mentorApi, project, projectId, submission } from '../../../tests/reviews'

// the page's code, loaded before the tests rather than while a test waits for its first screen
await Promise.all([import('./ReviewPage'), import('./ReviewsTab')])

const first = submission({
  id: 'sub-1',
  attempt: 1,
  note: 'My first poster.',
  links: [],
  files: [`${learnerId}/first.jpg`],
  status: 'changes_requested',
})
const second = submission()
const claimEnds = new Date(Date.now() + 30 * 60_000).toISOString()

/** A call the server refuses as a conflict (400): its operation, hint and any detail. */
const conflict = (refusal: Omit<ApiErrorInit, 'kind' | 'status'>) => async () => {
  throw new ApiError({ kind: 'conflict', status: 400, ...refusal })
}

/** A mentor opening Rahim's second attempt at the poster (the first one got feedback). */
function opened(overrides: Parameters<typeof mentorApi>[0] = {}) {
  const api = mentorApi({
    getSubmission: async () => second,
    getProject: async () => project,
    submissionLearnerName: async () => 'Rahim Uddin',
    listAttempts: async () => [first, second],
    listReviews: async () => [
      {
        id: 'r1',
        submissionId: 'sub-1',
        reviewerId: 'm1',
        verdict: 'changes_requested',
        feedback: 'The title is too big.',
        checklist: [0],
        createdAt: first.submittedAt,
      },
    ],
    signedPhotoUrls: async (paths) =>
      Object.fromEntries(paths.map((p) => [p, `https://storage.example/${p}?token=t`])),
    claimSubmission: async () => claimEnds,
    reviewSubmission: async () => 'review-id',
    ...overrides,
  })
  return { api, ...renderConsole(api, '/reviews/sub-2') }
}

const reviewForm = () => screen.getByRole('form', { name: 'Review' })

describe('Reviewing a hand-in', { timeout: 30_000 }, () => {
  it('claims it on opening and shows the brief, the checklist, this attempt and the earlier one with its feedback', async () => {
    const { api } = opened()
    const form = await screen.findByRole('form', { name: 'Review' }, firstScreen)
    expect(api.claimSubmission).toHaveBeenCalledWith('sub-2')
    expect(api.claimSubmission).toHaveBeenCalledTimes(1)
    expect(api.listAttempts).toHaveBeenCalledWith(projectId, learnerId)
    expect(screen.getByRole('heading', { name: 'A poster for a local shop' })).toBeVisible()
    expect(screen.getByText(/Rahim Uddin · attempt 2/)).toBeVisible()
    expect(screen.getByText(/Yours to review until/)).toBeVisible()
    // the brief as Markdown
    expect(screen.getByText('poster', { selector: 'strong' })).toBeVisible()
    expect(within(form).getByRole('checkbox', { name: /Three colours at most/ })).not.toBeChecked()
    // this attempt: note, link (a new tab, no opener), photo opening full size
    expect(screen.getByText('Smaller title this time.')).toBeVisible()
    const link = screen.getByRole('link', { name: 'https://www.behance.net/gallery/1/poster' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const photo = await screen.findByRole('img', { name: 'Photo 1 of attempt 2' })
    expect(photo.closest('a')).toHaveAttribute(
      'href',
      `https://storage.example/${learnerId}/a.jpg?token=t`,
    )
    // the earlier attempt, with its review
    const earlier = screen.getByRole('article', { name: 'Attempt 1' })
    expectVisible(within(earlier), ['My first poster.', 'Changes asked', 'The title is too big.'])
    expect(within(earlier).getByRole('img', { name: 'Photo 1 of attempt 1' })).toBeVisible()
  })

  it('approves with the ticked items at the start of the feedback, then goes back to the queue', async () => {
    const { api, user, router } = opened()
    await screen.findByRole('form', { name: 'Review' }, firstScreen)
    await user.click(screen.getByRole('checkbox', { name: /The text reads on a phone/ }))
    const feedback = screen.getByRole('textbox', { name: 'Feedback' })
    expect(feedback).toHaveValue('- Met: The text reads on a phone\n')
    await user.click(feedback)
    await user.keyboard('{Control>}{End}{/Control}Clear and bold.')
    expect(screen.getByText(/^48 \/ 5,000 characters/)).toBeVisible()
    await user.click(within(reviewForm()).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'))
    expect(api.reviewSubmission).toHaveBeenCalledWith({
      submissionId: 'sub-2',
      verdict: 'approved',
      feedback: '- Met: The text reads on a phone\nClear and bold.',
      checklist: [1],
    })
    expect(await screen.findByText(/Approved: Rahim Uddin’s attempt 2/)).toBeVisible()
    // the queue reads again: the verdict took the hand-in off it
    await waitFor(() => expect(api.reviewQueuePage).toHaveBeenCalled())
  })

  it('asks for changes only with feedback, said on the field', async () => {
    const { api, user } = opened()
    await screen.findByRole('form', { name: 'Review' }, firstScreen)
    const feedback = screen.getByRole('textbox', { name: 'Feedback' })
    await user.click(within(reviewForm()).getByRole('button', { name: 'Ask for changes' }))
    expectRefusedField(
      feedback,
      'Write what to change: the learner reads it to improve their work.',
    )
    expect(api.reviewSubmission).not.toHaveBeenCalled()

    await user.type(feedback, 'Use at most three colours.')
    await user.click(screen.getByRole('checkbox', { name: /Three colours at most/ }))
    await user.click(within(reviewForm()).getByRole('button', { name: 'Ask for changes' }))
    await waitFor(() =>
      expect(api.reviewSubmission).toHaveBeenCalledWith({
        submissionId: 'sub-2',
        verdict: 'changes_requested',
        feedback: '- Met: Three colours at most\n\nUse at most three colours.',
        checklist: [0],
      }),
    )
  })

  it('refuses feedback over 5,000 characters before sending, and keeps it', async () => {
    const { api, user } = opened()
    await screen.findByRole('form', { name: 'Review' }, firstScreen)
    const feedback = screen.getByRole('textbox', { name: 'Feedback' })
    await user.click(feedback)
    await user.paste('x'.repeat(5001))
    expect(screen.getByText(/^5,001 \/ 5,000 characters/)).toBeVisible()
    await user.click(within(reviewForm()).getByRole('button', { name: 'Approve' }))
    expectRefusedField(feedback, 'Feedback has at most 5,000 characters.')
    expect(feedback).toHaveValue('x'.repeat(5001))
    expect(api.reviewSubmission).not.toHaveBeenCalled()
  })

  it('leaves the hand-in to read when another mentor holds it, and names them', async () => {
    const { api } = opened({
      claimSubmission: conflict({
        operation: 'submission.claim',
        hint: 'claimed_by_other',
        detail: 'Nadia Islam',
      }),
    })
    const alert = await screen.findByRole('alert', {}, firstScreen)
    expect(alert).toHaveTextContent('Read only')
    expect(alert).toHaveTextContent('Nadia Islam is reviewing this attempt.')
    expect(screen.getByText('Smaller title this time.')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Review' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(api.reviewSubmission).not.toHaveBeenCalled()
  })

  it('keeps the review when the server refuses it, in words', async () => {
    const { user } = opened({
      reviewSubmission: conflict({ operation: 'submission.review', hint: 'submission_reviewed' }),
    })
    await screen.findByRole('form', { name: 'Review' }, firstScreen)
    const feedback = screen.getByRole('textbox', { name: 'Feedback' })
    await user.type(feedback, 'Lovely.')
    await user.click(within(reviewForm()).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText(/This attempt has been reviewed already/)).toBeVisible()
    expect(feedback).toHaveValue('Lovely.')
  })
})
