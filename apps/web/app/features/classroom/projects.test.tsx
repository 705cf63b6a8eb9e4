/**
 * The classroom's projects (issue 33): listed under the lessons with the learner's state, due day
 * in Dhaka time and Late; titles and Required alone for visitors; the certificate's refusal names
 * the required projects still waiting, with links.
 */
import { ApiError, type Project } from '@repo/api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { attemptFixture, expectProjectLine, projectFixture } from '../../../tests/projects'
import { m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import type { SupabaseClient } from '../../lib/supabase'
import type { ClassroomData } from './useClassroom'

const api = vi.hoisted(() => ({ issueCertificate: vi.fn() }))
vi.mock('@repo/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }))

const { CourseProjects } = await import('./Syllabus')
const { CertificateOffer } = await import('./CertificateOffer')
const { accessOf } = await import('./useClassroom')

const project = (id: string, position: number, facts: Partial<Project> = {}) =>
  projectFixture(id, { position, ...facts })
const attempt = attemptFixture

const projects = [
  project('p1', 1),
  project('p2', 2),
  project('p3', 3),
  project('p4', 4, { required: false, dueDays: null }),
  project('p5', 5, { dueDays: 30 }),
]
const enrolled: ClassroomData = {
  lessons: [],
  access: 'enrolled',
  completed: new Set(),
  certificate: null,
  projects,
  // enrolled at 10:00 on 20 Nov in Dhaka: due 27 Nov, p5 on 20 Dec
  enrolledAt: '2026-11-20T04:00:00Z',
  submissions: [
    attempt('p1', 1, 'changes_requested'),
    attempt('p1', 2, 'approved'),
    attempt('p2', 1, 'submitted'),
    attempt('p4', 1, 'changes_requested'),
  ],
}
const now = Date.parse('2026-11-28T06:00:00Z')

const lines = () => screen.getAllByTestId('project')

describe('the classroom projects', () => {
  it('show each state, the due day in Dhaka time and Late past due with nothing sent', () => {
    render(<CourseProjects data={enrolled} courseId="web-development" now={now} />)
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeVisible()
    const [p1, p2, p3, p4, p5] = lines() as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    expect(p1).toHaveAttribute('data-state', 'approved')
    expectProjectLine(p1, { state: 'Approved' })
    expectProjectLine(p2, { state: 'Sent', late: false })
    expectProjectLine(p3, { state: 'To do', due: 'Due 27 Nov 2026', late: true, required: true })
    expectProjectLine(p4, { state: 'Changes asked', due: null, required: false })
    expectProjectLine(p5, { state: 'To do', due: 'Due 20 Dec 2026', late: false })
    expect(within(p3).getByRole('link', { name: 'Project p3' })).toHaveAttribute(
      'href',
      '/learn/web-development/projects/p3',
    )
  })

  it('in Bangla: titles, states and dates from the Bangla catalogue', () => {
    render(<CourseProjects data={enrolled} courseId="web-development" now={now} />, {
      locale: 'bn',
    })
    const p3 = lines()[2]!
    expect(within(p3).getByRole('link', { name: 'প্রজেক্ট p3' })).toHaveAttribute(
      'href',
      '/bn/learn/web-development/projects/p3',
    )
    expect(p3).toHaveTextContent(
      m.classroom_projects_due({ date: '২৭ নভেম্বর, ২০২৬' }, { locale: 'bn' }),
    )
    expect(within(p3).getByText(m.classroom_projects_late({}, { locale: 'bn' }))).toBeVisible()
    expect(
      within(lines()[0]!).getByText(m.classroom_projects_state_approved({}, { locale: 'bn' })),
    ).toBeVisible()
  })

  it('sell the course to visitors: titles and Required, no state, due day or link', () => {
    const visitor: ClassroomData = {
      ...enrolled,
      access: 'anon',
      enrolledAt: null,
      submissions: [],
    }
    render(<CourseProjects data={visitor} courseId="web-development" now={now} />)
    expect(screen.getByText(m.classroom_projects_introLocked({}, { locale: 'en' }))).toBeVisible()
    expect(lines()).toHaveLength(5)
    for (const line of lines()) {
      expect(line).not.toHaveAttribute('data-state')
      expect(line).not.toHaveTextContent('Due')
      expect(within(line).queryByRole('link')).toBeNull()
    }
    expect(within(lines()[0]!).getByText('Required')).toBeVisible()
  })

  it('are left out of a course without projects', () => {
    const { container } = render(
      <CourseProjects data={{ ...enrolled, projects: [] }} courseId="web-development" now={now} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the certificate offer', () => {
  const course = courseFor('web-development', 'en')!
  const client = {} as SupabaseClient

  it('names the required projects still waiting, with links, when the database refuses', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(
      new ApiError({
        kind: 'projects_pending',
        operation: 'certificate.issue',
        hint: 'projects_incomplete',
      }),
    )
    const onIssued = vi.fn()
    render(
      <CertificateOffer
        client={client}
        course={course}
        certificate={null}
        waiting={[projects[1]!, projects[2]!]}
        quizzes={[]}
        attempts={[]}
        onIssued={onIssued}
      />,
      { locale: 'bn' },
    )
    await user.click(
      screen.getByRole('button', { name: m.classroom_getCertificate({}, { locale: 'bn' }) }),
    )
    expect(
      await screen.findByText(m.classroom_projects_incomplete({}, { locale: 'bn' })),
    ).toBeVisible()
    const list = screen.getByRole('list', {
      name: m.classroom_projects_waiting({}, { locale: 'bn' }),
    })
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/bn/learn/web-development/projects/p2', '/bn/learn/web-development/projects/p3'])
    expect(within(list).getByRole('link', { name: 'প্রজেক্ট p2' })).toBeVisible()
    expect(onIssued).not.toHaveBeenCalled()
  })

  it('lists nothing for another refusal', async () => {
    const user = userEvent.setup()
    api.issueCertificate.mockRejectedValueOnce(
      new ApiError({ kind: 'not_finished', operation: 'certificate.issue' }),
    )
    render(
      <CertificateOffer
        client={client}
        course={course}
        certificate={null}
        waiting={[projects[2]!]}
        quizzes={[]}
        attempts={[]}
        onIssued={vi.fn()}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Get My Certificate' }))
    expect(await screen.findByText(m.classroom_notFinished({}, { locale: 'en' }))).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Project p3' })).toBeNull()
  })
})

describe('the classroom access', () => {
  const request = {
    id: 'r1',
    payment_method: 'bKash',
    transaction_id: 'TX1',
    coupon_code: null,
    amount_due: 699,
    created_at: '2026-11-19T10:00:00Z',
    decision_reason: null,
  }
  it('knows the enrolment date that projects are due from, or what waits', () => {
    const enrolment = {
      course_id: 'web-development',
      completed: false,
      created_at: '2026-11-20T04:00:00Z',
    }
    expect(accessOf({ enrollments: [enrolment], requests: [] }, 'web-development')).toEqual({
      access: 'enrolled',
      enrolledAt: '2026-11-20T04:00:00Z',
    })
    expect(
      accessOf(
        {
          enrollments: [{ ...enrolment, course_id: 'video-editing' }],
          requests: [
            { ...request, course_id: 'web-development', status: 'pending' },
            { ...request, course_id: 'creative-design', status: 'rejected' },
          ],
        },
        'web-development',
      ),
    ).toEqual({ access: 'pending', enrolledAt: null })
    expect(
      accessOf(
        {
          enrollments: [],
          requests: [{ ...request, course_id: 'creative-design', status: 'rejected' }],
        },
        'creative-design',
      ),
    ).toEqual({ access: 'none', enrolledAt: null })
  })
})
