import type { Project, QueueRow, Submission } from '@repo/api'
import { adminUser, fakeApi, type FakeApi } from './render'

/** The seeded mentor: creative design and web development only. */
export const mentorUser = {
  ...adminUser,
  id: 'm0000000-0000-4000-8000-000000000002',
  email: 'mentor@example.com',
}
export const mentorCourses = ['creative-design', 'web-development']

/** A signed-in mentor's console (whose other calls answer as `overrides` say). */
export function mentorApi(overrides: Parameters<typeof fakeApi>[0] = {}): FakeApi {
  return fakeApi({
    currentUser: async () => ({ ok: true, user: mentorUser, mentorOf: mentorCourses }),
    ...overrides,
  })
}

const HOUR = 3_600_000
/** An ISO time `hours` before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

export const projectId = '11111111-1111-4111-8111-111111111111'
export const learnerId = '22222222-2222-4222-8222-222222222222'

/** A hand-in in the queue: Rahim's first attempt at the first poster, 3 hours ago. */
export function queueRow(changes: Partial<QueueRow> = {}): QueueRow {
  return {
    id: 'sub-1',
    projectId,
    projectTitle: 'A poster for a local shop',
    projectTitleBn: 'স্থানীয় দোকানের পোস্টার',
    courseId: 'creative-design',
    learnerName: 'Rahim Uddin',
    attempt: 1,
    status: 'submitted',
    submittedAt: hoursAgo(3),
    claimedBy: null,
    claimerName: null,
    claimExpiresAt: null,
    ...changes,
  }
}

export const project: Project = {
  id: projectId,
  courseId: 'creative-design',
  position: 1,
  title: 'A poster for a local shop',
  titleBn: 'স্থানীয় দোকানের পোস্টার',
  brief: 'Design a **poster** for a shop near you.',
  briefBn: 'আপনার কাছের একটি দোকানের জন্য **পোস্টার** ডিজাইন করুন।',
  checklist: [
    { en: 'Three colours at most', bn: 'সর্বোচ্চ তিনটি রং' },
    { en: 'The text reads on a phone', bn: 'ফোনে লেখা পড়া যায়' },
  ],
  handIn: ['images', 'link'],
  required: true,
  dueDays: 7,
}

/** An attempt by Rahim at the poster; a test changes which. */
export function submission(changes: Partial<Submission> = {}): Submission {
  return {
    id: 'sub-2',
    projectId,
    courseId: 'creative-design',
    userId: learnerId,
    attempt: 2,
    note: 'Smaller title this time.',
    links: ['https://www.behance.net/gallery/1/poster'],
    files: [`${learnerId}/a.jpg`],
    submittedAt: hoursAgo(5),
    createdAt: hoursAgo(5),
    status: 'submitted',
    claimedBy: null,
    claimExpiresAt: null,
    ...changes,
  }
}
