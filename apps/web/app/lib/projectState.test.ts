import { describe, expect, it } from 'vitest'
import { attemptFixture, projectFixture } from '../../tests/projects'
import {
  dueAt,
  isLate,
  projectPath,
  projectsAwaitingApproval,
  projectState,
  projectTitle,
} from './projectState'

const project = projectFixture
const attempt = attemptFixture

describe('a project for the learner', () => {
  it('takes the state of the latest attempt, whatever order they come in', () => {
    expect(projectState('p1', [])).toBe('todo')
    expect(projectState('p1', [attempt('p2', 1, 'approved')])).toBe('todo')
    expect(projectState('p1', [attempt('p1', 1, 'submitted')])).toBe('sent')
    expect(projectState('p1', [attempt('p1', 1, 'in_review')])).toBe('sent')
    expect(
      projectState('p1', [
        attempt('p1', 2, 'changes_requested'),
        attempt('p1', 1, 'changes_requested'),
      ]),
    ).toBe('changes')
    expect(
      projectState('p1', [attempt('p1', 2, 'approved'), attempt('p1', 1, 'changes_requested')]),
    ).toBe('approved')
    expect(
      projectState('p1', [attempt('p1', 1, 'changes_requested'), attempt('p1', 2, 'submitted')]),
    ).toBe('sent')
  })

  it('is due its days after the enrolment, and late only past that with nothing sent', () => {
    const due = dueAt(project('p1', { dueDays: 7 }), '2026-11-20T18:30:00Z')
    expect(due).toBe('2026-11-27T18:30:00.000Z')
    expect(dueAt(project('p1', { dueDays: null }), '2026-11-20T18:30:00Z')).toBeNull()
    expect(dueAt(project('p1'), null)).toBeNull()
    const after = Date.parse('2026-11-28T00:00:00Z')
    const before = Date.parse('2026-11-27T00:00:00Z')
    expect(isLate('todo', due, after)).toBe(true)
    expect(isLate('todo', due, before)).toBe(false)
    expect(isLate('sent', due, after)).toBe(false)
    expect(isLate('changes', due, after)).toBe(false)
    expect(isLate('todo', null, after)).toBe(false)
  })

  it('the certificate waits for the required projects not approved', () => {
    const projects = [
      project('p1'),
      project('p2', { required: false }),
      project('p3'),
      project('p4'),
    ]
    const waiting = projectsAwaitingApproval(projects, [
      attempt('p1', 1, 'approved'),
      attempt('p3', 1, 'in_review'),
    ])
    expect(waiting.map((p) => p.id)).toEqual(['p3', 'p4'])
  })

  it('has its title and page in the page language', () => {
    expect(projectTitle(project('p1'), 'bn')).toBe('প্রজেক্ট p1')
    expect(projectTitle(project('p1', { titleBn: '' }), 'bn')).toBe('Project p1')
    expect(projectPath('web-development', 'p1', 'en')).toBe('/learn/web-development/projects/p1')
    expect(projectPath('web-development', 'p1', 'bn')).toBe('/bn/learn/web-development/projects/p1')
  })
})
