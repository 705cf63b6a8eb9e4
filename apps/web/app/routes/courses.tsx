import { CoursesPage } from '../features/courses/CoursesPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/courses', m.courses_title, m.courses_description)

export default function Courses() {
  return <CoursesPage />
}
