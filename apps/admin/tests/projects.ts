import type { CourseMentor, Project } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { fakeApi, renderConsole } from './render'

/** A project of Creative Design at `n`: photos, required, due 7 days after enrolment. */
export const project = (n: number, extra: Partial<Project> = {}): Project => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  courseId: 'creative-design',
  position: n,
  title: `Project ${n}`,
  titleBn: `প্রজেক্ট ${n}`,
  brief: `## Brief ${n}`,
  briefBn: `## ব্রিফ ${n}`,
  checklist: [{ en: 'Readable text', bn: 'পড়া যায় এমন লেখা' }],
  handIn: ['images'],
  required: true,
  dueDays: 7,
  ...extra,
})

/** Mentor of Creative Design (and, as `otherCourse`, one of Web Development). */
export const mentor: CourseMentor = {
  courseId: 'creative-design',
  userId: 'm0000000-0000-4000-8000-000000000001',
  email: 'mentor@example.com',
  fullName: 'Mitu Mentor',
  createdAt: '2026-11-27T04:00:00Z',
}
export const otherCourse: CourseMentor = {
  courseId: 'web-development',
  userId: 'm0000000-0000-4000-8000-000000000002',
  email: 'web.mentor@example.com',
  fullName: null,
  createdAt: '2026-11-27T05:00:00Z',
}

/**
 * The Lessons tab on Creative Design's projects (or `view`), with these projects and mentors,
 * once its code has arrived (the console's and the tab's lazy chunks: slow on a loaded machine).
 */
export async function projectsConsole(
  projects: Project[] = [
    project(1),
    project(2, { handIn: ['link', 'text'], required: false, dueDays: null }),
  ],
  view: 'projects' | 'mentors' = 'projects',
) {
  const api = fakeApi({
    listProjects: async () => projects.map((p) => ({ ...p })),
    listCourseMentors: async () => [mentor, otherCourse],
  })
  api.saveProject.mockImplementation(async ({ id, ...input }) => ({ ...input, id: id ?? 'new-id' }))
  const rendered = renderConsole(api, `/lessons?course=creative-design&view=${view}`)
  await screen.findByRole('heading', { name: 'Lessons' }, { timeout: 10_000 })
  return { ...rendered, api }
}

export const projectItems = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)
