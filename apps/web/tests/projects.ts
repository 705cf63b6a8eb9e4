import type { Project, Submission } from '@repo/api'
import { within } from '@testing-library/react'
import { expect } from 'vitest'

/** A project of web development for the tests: required, due a week after enrolment, a link. */
export function projectFixture(id: string, facts: Partial<Project> = {}): Project {
  return {
    id,
    courseId: 'web-development',
    position: 1,
    title: `Project ${id}`,
    titleBn: `প্রজেক্ট ${id}`,
    brief: '',
    briefBn: '',
    checklist: [],
    handIn: ['link'],
    required: true,
    dueDays: 7,
    ...facts,
  }
}

/** Attempt `n` of the learner u1 at `projectId`, in `status`. */
export function attemptFixture(
  projectId: string,
  n: number,
  status: Submission['status'],
): Submission {
  return {
    id: `${projectId}-${n}`,
    projectId,
    courseId: 'web-development',
    userId: 'u1',
    attempt: n,
    note: '',
    links: [],
    files: [],
    submittedAt: '2026-11-21T10:00:00Z',
    createdAt: '2026-11-21T10:00:00Z',
    status,
    claimedBy: null,
    claimExpiresAt: null,
  }
}

/**
 * What a project's line (ProjectLine, in the classroom and on the profile) says, each fact given
 * checked: its state; its due day (null: none); Late or not; Required or not.
 */
export function expectProjectLine(
  line: HTMLElement,
  says: { state: string; due?: string | null; late?: boolean; required?: boolean },
) {
  expect(within(line).getByText(says.state)).toBeVisible()
  if (says.due === null) expect(line).not.toHaveTextContent('Due')
  else if (says.due) expect(line).toHaveTextContent(says.due)
  if (says.late) expect(within(line).getByText('Late')).toBeVisible()
  else if (says.late === false) expect(within(line).queryByText('Late')).toBeNull()
  if (says.required) expect(within(line).getByText('Required')).toBeVisible()
  else if (says.required === false) expect(line).not.toHaveTextContent('Required')
}
