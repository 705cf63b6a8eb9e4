/** The project page: the brief in the page's language, who may hand in, the conversation of attempts and reviews. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { learner } from '../../../tests/learner'
import { api, project, attempt, renderPage, openForm } from '../../../tests/projectPage'
import { m } from '../../i18n'

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
      attempt({ status: 'changes_requested', files: [`${learner.userId}/p1.jpg`] }),
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
    api.signedPhotoUrls.mockResolvedValue({ [`${learner.userId}/p1.jpg`]: 'https://signed/p1' })
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
