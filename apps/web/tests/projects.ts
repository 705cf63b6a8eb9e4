import type { Project, Submission } from '@repo/api'

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
