import { m, useLocale } from '../../i18n'
import { Island } from '../../islands/Island'
import { CourseCatalogue } from './CourseCatalogue'

export function CoursesPage() {
  const locale = useLocale()
  return (
    <>
      <h1 className="text-3xl font-extrabold">{m.courses_heading({}, { locale })}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{m.courses_intro({}, { locale })}</p>
      <Island name="course-catalogue" component={CourseCatalogue} />
    </>
  )
}
