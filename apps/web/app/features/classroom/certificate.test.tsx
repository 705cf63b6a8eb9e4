/**
 * The certificate waits for the required quizzes too (issue 35): refused with quizzes_pending,
 * the offer says why and names the required quizzes not passed yet, each a link to its page
 * with the learner's state, in the page's language.
 */
import { ApiError } from '@repo/api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { projectFixture } from '../../../tests/projects'
import { quizAttemptFixture as attempt, quizFixture as quiz } from '../../../tests/quizzes'
import { m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { quizzesNotPassed } from '../../lib/quizState'
import type { SupabaseClient } from '../../lib/supabase'

const api = vi.hoisted(() => ({ issueCertificate: vi.fn() }))
vi.mock('@repo/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }))

const { CertificateOffer } = await import('./CertificateOffer')

// q1 passed, q2 tried and failed, q3 not tried, q4 optional and not tried
const quizzes = [quiz('q1'), quiz('q2'), quiz('q3'), quiz('q4', { required: false })]
const attempts = [attempt('q2', 40), attempt('q1', 50), attempt('q1', 80)]
const course = courseFor('web-development', 'en')!
const client = {} as SupabaseClient
const refusal = (
  kind: 'quizzes_pending' | 'projects_pending',
  hint: 'quizzes_incomplete' | 'projects_incomplete',
) => new ApiError({ kind, operation: 'certificate.issue', hint })

function offer(locale: 'en' | 'bn', waiting = quizzesNotPassed(quizzes, attempts)) {
  const onIssued = vi.fn()
  render(
    <CertificateOffer
      client={client}
      course={courseFor('web-development', locale)!}
      certificate={null}
      waiting={[]}
      quizzes={waiting}
      attempts={attempts}
      onIssued={onIssued}
    />,
    { locale },
  )
  return onIssued
}

describe('the certificate offer and the quizzes', () => {
  it('says the required quizzes come first and names those not passed, with links and states', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(refusal('quizzes_pending', 'quizzes_incomplete'))
    const onIssued = offer('en')
    await user.click(screen.getByRole('button', { name: 'Get My Certificate' }))
    expect(await screen.findByText(m.errors_quizzesPending({}, { locale: 'en' }))).toBeVisible()
    const list = screen.getByRole('list', { name: 'Quizzes still to pass:' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Quiz q2 (Not passed yet)',
      'Quiz q3 (To do)',
    ])
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/learn/web-development/quizzes/q2', '/learn/web-development/quizzes/q3'])
    expect(onIssued).not.toHaveBeenCalled()
  })

  it('in Bangla: the reason, the Bangla titles and the /bn links', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(refusal('quizzes_pending', 'quizzes_incomplete'))
    offer('bn')
    await user.click(
      screen.getByRole('button', { name: m.classroom_getCertificate({}, { locale: 'bn' }) }),
    )
    expect(await screen.findByText(m.errors_quizzesPending({}, { locale: 'bn' }))).toBeVisible()
    const list = screen.getByRole('list', {
      name: m.classroom_quizzes_waiting({}, { locale: 'bn' }),
    })
    expect(within(list).getByRole('link', { name: 'কুইজ q3' })).toHaveAttribute(
      'href',
      '/bn/learn/web-development/quizzes/q3',
    )
    expect(within(list).queryByRole('link', { name: 'কুইজ q1' })).toBeNull()
  })

  it('names the quizzes waiting with the projects when the database names the projects first', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(refusal('projects_pending', 'projects_incomplete'))
    render(
      <CertificateOffer
        client={client}
        course={course}
        certificate={null}
        waiting={[projectFixture('p1', { position: 1 })]}
        quizzes={[quizzes[2]!]}
        attempts={[]}
        onIssued={vi.fn()}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Get My Certificate' }))
    expect(
      await screen.findByText(m.classroom_projects_incomplete({}, { locale: 'en' })),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Project p1' })).toBeVisible()
    const list = screen.getByRole('list', { name: 'Quizzes still to pass:' })
    expect(within(list).getByRole('link', { name: 'Quiz q3' })).toBeVisible()
  })

  it('still says why when the page could not read the quizzes, and issues once they are passed', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(refusal('quizzes_pending', 'quizzes_incomplete'))
    const onIssued = offer('en', [])
    const get = screen.getByRole('button', { name: 'Get My Certificate' })
    await user.click(get)
    expect(await screen.findByText(m.errors_quizzesPending({}, { locale: 'en' }))).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
    const certificate = {
      id: 'web-development-abc',
      courseId: 'web-development',
      fullName: 'Rahim Uddin',
      issuedAt: '2026-11-27T06:00:00Z',
    }
    api.issueCertificate.mockResolvedValueOnce(certificate)
    await user.click(get)
    expect(onIssued).toHaveBeenCalledWith(certificate)
  })
})
