import { CoursesPage } from '../features/courses/CoursesPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.courses.title,
    description: messages.courses.description,
    path: '/courses',
  })
}

export default function Courses() {
  return <CoursesPage />
}
