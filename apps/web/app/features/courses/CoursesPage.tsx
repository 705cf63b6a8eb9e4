import { messages } from '../../i18n'
import { Island } from '../../islands/Island'
import { CourseCatalogue } from './CourseCatalogue'

export function CoursesPage() {
  const m = messages.courses
  return (
    <>
      <h1 className="text-3xl font-extrabold">{m.heading}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{m.intro}</p>
      <Island name="course-catalogue" component={CourseCatalogue} />
    </>
  )
}
