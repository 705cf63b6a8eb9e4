import { CourseDetailPage, CourseNotFound } from '../features/course-detail/CourseDetailPage'
import { EnrollButton } from '../features/enrollment/EnrollButton'
import { Island } from '../islands/Island'
import { formatPrice, localeOfPath, m, useLocale } from '../i18n'
import { courseFor } from '../i18n/courses'
import { fixedPageMeta, pageMeta } from '../lib/seo'
import type { Route } from './+types/course-detail'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

/** An unknown course's page: kept out of search results, its canonical the catalogue. */
const unknownCourseMeta = fixedPageMeta('/courses', m.course_notFoundTitle, m.course_notFoundText, {
  noindex: true,
})

export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  const course = courseFor(params.courseId, locale)
  if (!course) return unknownCourseMeta({ location })
  const price = formatPrice(course.price, locale)
  return pageMeta({
    title: m.course_titleTemplate({ title: course.title, price }, { locale }),
    description: m.course_description(
      { subtitle: course.subtitle, price, original: formatPrice(course.originalPrice, locale) },
      { locale },
    ),
    // An alias (/courses/skill-pack) names the course's own URL as canonical.
    locale,
    path: `/courses/${course.id}`,
    image: `/og/${course.id}.jpg`,
    imageAlt: m.course_imageAlt({ title: course.title }, { locale }),
    type: 'article',
  })
}

export default function CourseDetail({ params }: Route.ComponentProps) {
  const locale = useLocale()
  const course = courseFor(params.courseId, locale)
  if (!course) return <CourseNotFound />
  // The enrolment feature owns the button's states ('Checking enrollment...', 'Already Enrolled'...).
  const enroll = (
    <Island name="enroll-button" component={EnrollButton} props={{ courseId: course.id }} />
  )
  return <CourseDetailPage course={course} enroll={enroll} />
}
