import { courseListFor } from '@repo/courses'
import { Link } from 'react-router'
import { CatalogueCourseCard } from '../../../components/CatalogueCourseCard'
import { href, m, useLocale } from '../../../i18n'

export function FeaturedCourses() {
  const locale = useLocale()
  return (
    <section aria-labelledby="featured-title" className="py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="featured-title" className="text-2xl font-bold">
          {m.home_featuredTitle({}, { locale })}
        </h2>
        <Link
          to={href('/courses', locale)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-50"
        >
          {m.home_allCourses({}, { locale })}
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {courseListFor(locale).map((course) => (
          <li key={course.id}>
            <CatalogueCourseCard course={course} />
          </li>
        ))}
      </ul>
    </section>
  )
}
