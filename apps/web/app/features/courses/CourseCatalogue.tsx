import { courseListFor } from '@repo/courses'
import { Button, EmptyState, cx } from '@repo/ui'
import { Link, useSearchParams } from '../../islands/navigation'
import { CatalogueCourseCard } from '../../components/CatalogueCourseCard'
import { href, m, useLocale } from '../../i18n'
import { categoryLabel } from '../../i18n/labels'
import { useHydrated } from '../../lib/useHydrated'
import { categoryFilters, categoryFromSearch, categoryHref, filterCourses } from './filter'

/** The category filter and the courses it shows. An island on the prerendered page. */
export function CourseCatalogue() {
  const locale = useLocale()
  const [search, setSearch] = useSearchParams()
  const hydrated = useHydrated()
  // The prerendered HTML is the unfiltered list; the URL's filter applies once hydrated.
  const category = hydrated ? categoryFromSearch(search) : 'all'
  const list = filterCourses(category, courseListFor(locale))

  return (
    <>
      <nav aria-label={m.courses_filterLabel({}, { locale })} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categoryFilters.map((f) => {
            const active = f === category
            return (
              <li key={f}>
                <Link
                  to={href(categoryHref(f), locale)}
                  aria-current={active ? 'true' : undefined}
                  className={cx(
                    'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    active
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  {categoryLabel(f, locale)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <p className="sr-only" role="status">
        {hydrated ? m.courses_resultCount({ n: list.length }, { locale }) : ''}
      </p>
      <div className="mt-6">
        {list.length === 0 ? (
          <EmptyState
            title={m.courses_emptyTitle({}, { locale })}
            description={m.courses_emptyText({}, { locale })}
            action={
              <Button onClick={() => setSearch({})}>{m.courses_viewAll({}, { locale })}</Button>
            }
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.map((course, i) => (
              <li key={course.id}>
                <CatalogueCourseCard course={course} headingLevel={2} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
