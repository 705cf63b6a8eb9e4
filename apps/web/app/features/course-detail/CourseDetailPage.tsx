import type { ReactNode } from 'react'
import type { Course } from '@repo/courses'
import { Avatar, Badge, Card, Picture, PriceTag, Section, TickItem } from '@repo/ui'
import { courseImage } from '../../components/courseImage'
import { CourseNotFound as NotFound } from '../../components/NoWayOn'
import { formatPrice, m, useLocale } from '../../i18n'
import { categoryLabel } from '../../i18n/labels'
import { CourseSyllabus } from './CourseSyllabus'

/** The page's ticked lists, by the course's field: each one's heading id and heading. */
const tickedLists = {
  features: ['features-title', m.course_features],
  targetAudience: ['audience-title', m.course_audience],
  requirements: ['requirements-title', m.course_requirements],
} as const

/** A section of the page that is a ticked list (what the course gives, whom it is for…). */
function ListSection({ course, list }: { course: Course; list: keyof typeof tickedLists }) {
  const locale = useLocale()
  const [titleId, title] = tickedLists[list]
  return (
    <Section titleId={titleId} title={title({}, { locale })} className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {course[list].map((item) => (
          <TickItem key={item}>{item}</TickItem>
        ))}
      </ul>
    </Section>
  )
}

/** The page of a course id the catalogue does not have. */
export function CourseNotFound() {
  return (
    <NotFound words={[m.course_notFoundTitle, m.course_notFoundText, m.course_backToCourses]} />
  )
}

/** `enroll`: the course's enrol button, which the route brings from the enrolment feature. */
export function CourseDetailPage({ course, enroll }: { course: Course; enroll: ReactNode }) {
  const locale = useLocale()
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge>{categoryLabel(course.category, locale)}</Badge>
          <Badge tone="neutral">{`${m.course_level({}, { locale })}: ${course.level}`}</Badge>
          <Badge tone="neutral">{`${m.course_duration({}, { locale })}: ${course.duration}`}</Badge>
        </div>
        <h1 className="text-3xl font-extrabold leading-tight">{course.title}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-200">{course.subtitle}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {m.course_enrolled({ n: course.students }, { locale })} ·{' '}
          {m.common_rating({ r: course.rating }, { locale })}
        </p>
        {/* The page's largest paint: loaded at once and first. */}
        <Picture
          image={courseImage(
            course.thumbnail.src,
            course.thumbnail.alt,
            '(min-width: 704px) 672px, calc(100vw - 2rem)',
          )}
          priority
          className="block max-w-2xl"
          imgClassName="h-auto w-full rounded-2xl bg-slate-100 dark:bg-slate-800"
        />
        <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <PriceTag
            size="lg"
            price={formatPrice(course.price, locale)}
            originalPrice={formatPrice(course.originalPrice, locale)}
            discount={course.discount}
            priceLabel={m.common_price({}, { locale })}
            originalPriceLabel={m.common_originalPrice({}, { locale })}
          />
          {enroll}
        </Card>
        <p>{course.description}</p>
      </header>

      <ListSection course={course} list="features" />

      <Section
        titleId="curriculum-title"
        title={m.course_curriculum({}, { locale })}
        className="flex flex-col gap-3"
      >
        <ol className="flex flex-col gap-3">
          {course.curriculum.map((mod, i) => (
            <li key={mod.module}>
              <details
                className="group rounded-2xl border border-slate-200 dark:border-slate-700"
                open={i === 0}
              >
                <summary className="flex min-h-11 cursor-pointer list-none flex-col px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {m.course_module({ n: i + 1 }, { locale })} ·{' '}
                    {m.course_lessons({ n: mod.lessons.length }, { locale })}
                  </span>
                  <span className="font-semibold">{mod.module}</span>
                </summary>
                <ul className="list-disc px-8 pb-4">
                  {mod.lessons.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      </Section>

      <CourseSyllabus courseId={course.id} />

      <div className="grid gap-8 md:grid-cols-2">
        <ListSection course={course} list="targetAudience" />
        <ListSection course={course} list="requirements" />
      </div>

      <Section
        titleId="instructor-title"
        title={m.course_instructor({}, { locale })}
        className="flex flex-col gap-3"
      >
        <Card className="flex gap-4">
          <Avatar name={course.instructor.name} size={64} />
          <div>
            <p className="text-lg font-bold">{course.instructor.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{course.instructor.title}</p>
            <p className="mt-2">{course.instructor.bio}</p>
          </div>
        </Card>
      </Section>

      <div>{enroll}</div>
    </article>
  )
}
