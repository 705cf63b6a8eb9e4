import { Link } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { PageMessage } from '../../components/PageMessage'
import { primaryLink } from '../../components/links'

/** The classroom or a lesson of a course id the catalogue does not have. */
export function CourseNotFound() {
  const locale = useLocale()
  return (
    <PageMessage
      title={m.classroom_notFoundTitle({}, { locale })}
      text={m.classroom_notFoundText({}, { locale })}
    >
      <Link to={href('/courses', locale)} className={primaryLink}>
        {m.classroom_backToCourses({}, { locale })}
      </Link>
    </PageMessage>
  )
}
