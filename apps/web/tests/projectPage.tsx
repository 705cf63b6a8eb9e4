/**
 * The project page's tests' set-up: an enrolled learner of their own per test, the API fake with
 * one project and nothing handed in yet, photos "compressed" to 1.2 MB, and the page's controls.
 */
import 'fake-indexeddb/auto'
import type { Project, Submission } from '@repo/api'
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, vi } from 'vitest'
import { fakeApi, learner, loaded, renderCoursePage } from './learner'
import { m, type Locale } from '../app/i18n'

export const api = fakeApi(
  'getProject',
  'listMyEnrollments',
  'listAttempts',
  'listReviews',
  'signedPhotoUrls',
  'uploadSubmissionPhoto',
  'submitProject',
)
// The canvas work is the browser's: here a "compressed" photo is 1.2 MB of JPEG.
export const compress = vi.fn()
vi.mock('browser-image-compression', () => ({ default: compress }))

const { ProjectPage } = await import('../app/features/projects/ProjectPage')

export const PROJECT_ID = '0b5e0c1e-1111-4222-8333-944445555666'
export const MB = 1024 * 1024
// The chains of a send (IndexedDB, the page's refresh) may take longer than findBy's 1 s on a busy machine.
export const slow = { timeout: 4000 }
export const jpegBytes = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}
export const photo = (name = 'work.jpg') => new File([jpegBytes(64)], name, { type: 'image/jpeg' })

export function project(handIn: Project['handIn'] = ['images', 'link', 'text']): Project {
  return {
    id: PROJECT_ID,
    courseId: 'creative-design',
    position: 1,
    title: 'A poster for a tea stall',
    titleBn: 'চায়ের দোকানের পোস্টার',
    brief: 'Design a **poster**.',
    briefBn: 'একটি **পোস্টার** বানান।',
    checklist: [{ en: 'Readable from two metres', bn: 'দুই মিটার দূর থেকে পড়া যায়' }],
    handIn,
    required: true,
    dueDays: 7,
  }
}

export function attempt(over: Partial<Submission> = {}): Submission {
  return {
    id: 's1',
    projectId: PROJECT_ID,
    courseId: 'creative-design',
    userId: learner.userId,
    attempt: 1,
    note: 'My first poster',
    links: ['https://www.behance.net/gallery/1'],
    files: [],
    submittedAt: '2026-11-20T10:00:00Z',
    createdAt: '2026-11-20T10:00:00Z',
    status: 'submitted',
    claimedBy: null,
    claimExpiresAt: null,
    ...over,
  }
}

beforeEach(() => {
  api.getProject.mockResolvedValue(project())
  api.listMyEnrollments.mockResolvedValue({
    enrollments: [
      { course_id: 'creative-design', completed: false, created_at: '2026-11-20T04:00:00Z' },
    ],
    requests: [],
  })
  api.listAttempts.mockResolvedValue([])
  api.listReviews.mockResolvedValue([])
  api.signedPhotoUrls.mockResolvedValue({})
  api.uploadSubmissionPhoto.mockImplementation((_c, _u, _b, path: string) => Promise.resolve(path))
  api.submitProject.mockResolvedValue('s-new')
  compress.mockReset()
  compress.mockImplementation(() =>
    Promise.resolve(new Blob([jpegBytes(1.2 * MB)], { type: 'image/jpeg' })),
  )
})

export const renderPage = (locale: Locale = 'en') =>
  renderCoursePage(ProjectPage, 'creative-design', `projects/${PROJECT_ID}`, locale)

export const send = (locale: Locale = 'en') =>
  screen.getByRole('button', { name: m.project_send({}, { locale }) })
export const gallery = (locale: Locale = 'en') =>
  screen.getByLabelText(m.project_pickPhotos({}, { locale }))
export const pick = (...files: File[]) =>
  act(async () => void fireEvent.change(gallery(), { target: { files } }))
export const estimate = () => screen.getByTestId('data-estimate')

export const openForm = (locale: Locale = 'en') => loaded(renderPage(locale), () => send(locale))
