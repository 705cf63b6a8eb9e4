/**
 * The profile's "What waits" (issue 33): the projects to do or with changes asked across the
 * learner's courses, soonest due first, each linking to its page; two reads per enrolled course.
 */
import type { ApiClient, Enrollment, Project, Submission } from '@repo/api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { attemptFixture, expectProjectLine, projectFixture } from '../../../tests/projects'
import { m } from '../../i18n'

const api = vi.hoisted(() => ({ listProjects: vi.fn(), listMySubmissions: vi.fn() }))
vi.mock('@repo/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }))

const { WhatWaits } = await import('./WhatWaits')

const client = {} as ApiClient
const project = (id: string, courseId: string, facts: Partial<Project> = {}) =>
  projectFixture(id, { courseId, handIn: ['images'], ...facts })
const attempt = (projectId: string, status: Submission['status']) =>
  attemptFixture(projectId, 1, status)

const enrollments: Enrollment[] = [
  { course_id: 'web-development', completed: false, created_at: '2026-11-20T04:00:00Z' },
  { course_id: 'creative-design', completed: false, created_at: '2026-11-01T04:00:00Z' },
]
const projects: Record<string, Project[]> = {
  'web-development': [
    project('w1', 'web-development', { dueDays: 10 }),
    project('w2', 'web-development'),
    project('w3', 'web-development'),
    project('w4', 'web-development', { dueDays: null, required: false }),
  ],
  'creative-design': [project('c1', 'creative-design', { dueDays: 5 })],
}
const submissions: Record<string, Submission[]> = {
  'web-development': [attempt('w2', 'in_review'), attempt('w3', 'changes_requested')],
  'creative-design': [],
}

beforeEach(() => {
  api.listProjects.mockReset()
  api.listProjects.mockImplementation(async (_c: unknown, course: string) => projects[course])
  api.listMySubmissions.mockReset()
  api.listMySubmissions.mockImplementation(
    async (_c: unknown, course: string) => submissions[course],
  )
})

// 25 Nov 2026 in Dhaka: creative design's c1 (due 6 Nov) is late; web development's are not
const now = Date.parse('2026-11-25T06:00:00Z')

describe('WhatWaits', () => {
  it('lists to do and changes asked, soonest due first, Late past due, each to its page', async () => {
    render(<WhatWaits client={client} enrollments={enrollments} now={now} />)
    const list = await screen.findByRole('list', { name: 'Projects to hand in' })
    const items = within(list).getAllByTestId('project')
    expect(items.map((i) => within(i).getAllByRole('link')[0]!.textContent)).toEqual([
      'Project c1',
      'Project w3',
      'Project w1',
      'Project w4',
    ])
    // sent (w2) waits on the mentor, not on the learner
    expect(screen.queryByText('Project w2')).toBeNull()
    const [c1, w3, w1, w4] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement]
    expect(within(c1).getByRole('link')).toHaveAttribute(
      'href',
      '/learn/creative-design/projects/c1',
    )
    expect(c1).toHaveTextContent('Creative Design')
    expectProjectLine(c1, { state: 'To do', due: 'Due 6 Nov 2026', late: true })
    expectProjectLine(w1, { state: 'To do', due: 'Due 30 Nov 2026', late: false })
    expectProjectLine(w3, { state: 'Changes asked', late: false })
    expectProjectLine(w4, { state: 'To do', due: null, required: false })
    expect(api.listProjects).toHaveBeenCalledTimes(2)
    expect(api.listMySubmissions).toHaveBeenCalledTimes(2)
  })

  it('in Bangla: titles, states and dates of the Bangla catalogue, links under /bn', async () => {
    render(<WhatWaits client={client} enrollments={enrollments} now={now} />, { locale: 'bn' })
    const link = await screen.findByRole('link', { name: 'প্রজেক্ট c1' })
    expect(link).toHaveAttribute('href', '/bn/learn/creative-design/projects/c1')
    const item = link.closest('li')!
    expect(item).toHaveTextContent(
      m.classroom_projects_due({ date: '৬ নভেম্বর, ২০২৬' }, { locale: 'bn' }),
    )
    expect(
      within(item).getByText(m.classroom_projects_state_todo({}, { locale: 'bn' })),
    ).toBeVisible()
    expect(within(item).getByText(m.classroom_projects_late({}, { locale: 'bn' }))).toBeVisible()
  })

  it('says when nothing waits, and offers to try again when a read fails', async () => {
    const user = userEvent.setup()
    api.listMySubmissions.mockRejectedValueOnce(new Error('offline'))
    render(<WhatWaits client={client} enrollments={enrollments.slice(1)} now={now} />)
    expect(await screen.findByText('Could not load your projects.')).toBeVisible()
    api.listMySubmissions.mockResolvedValue([attempt('c1', 'approved')])
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText(m.profile_projects_empty({}, { locale: 'en' }))).toBeVisible()
  })
})
