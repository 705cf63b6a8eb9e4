import { CourseDetailPage, CourseNotFound } from '../features/course-detail/CourseDetailPage'
import { courseFor, formatPrice, messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/course-detail'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ params }: Route.MetaArgs) {
  const course = courseFor(params.courseId)
  const m = messages.course
  if (!course)
    return pageMeta({
      title: m.notFoundTitle,
      description: m.notFoundText,
      path: '/courses',
      noindex: true,
    })
  const price = formatPrice(course.price)
  return pageMeta({
    title: m.titleTemplate(course.title, price),
    description: m.description(course.subtitle, price, formatPrice(course.originalPrice)),
    // An alias (/courses/skill-pack) names the course's own URL as canonical.
    path: `/courses/${course.id}`,
    image: `/og/${course.id}.jpg`,
    imageAlt: m.imageAlt(course.title),
    type: 'article',
  })
}

export default function CourseDetail({ params }: Route.ComponentProps) {
  const course = courseFor(params.courseId)
  return course ? <CourseDetailPage course={course} /> : <CourseNotFound />
}
