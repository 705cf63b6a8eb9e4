import type { Lesson } from '@repo/api'
import { lessonPlan, type CourseId } from '@repo/courses'
import { Badge, LessonListItem } from '@repo/ui'
import { Fragment, type ReactNode } from 'react'
import { formatNumber, m, useLocale } from '../../i18n'
import { RouterLink } from '../../lib/RouterLink'
import { lessonMeta, lessonPath } from './lessons'
import { lessonTitle, type ClassroomData } from './useClassroom'
import { PanelSection } from '../../components/PanelSection'
import { ProjectLine } from '../../components/ProjectLine'
import { dueAt, projectPath, projectState, projectTitle } from '../../lib/projectState'

/**
 * The syllabus with ticks; lessons the visitor may open are links, the others say Locked.
 * `after`: what follows a lesson in the list, and with null what ends it (the course page's
 * quizzes, QuizLines.tsx: the lesson pages do not carry them).
 */
export function Syllabus({
  data,
  courseId,
  currentId,
  after,
}: {
  data: ClassroomData
  courseId: string
  currentId?: string
  after?: (lessonId: string | null) => ReactNode
}) {
  const locale = useLocale()
  const open = (l: Lesson) => data.access === 'enrolled' || l.isPreview
  return (
    <ol className="flex flex-col gap-1" aria-label={m.classroom_syllabus({}, { locale })}>
      {data.lessons.map((l, i) => (
        <Fragment key={l.id}>
          <LessonListItem
            number={formatNumber(i + 1, locale)}
            title={lessonTitle(l, locale)}
            meta={lessonMeta(l, locale)}
            href={open(l) ? lessonPath(courseId, l.id, locale) : undefined}
            completed={data.completed.has(l.id)}
            completedLabel={m.classroom_completed({}, { locale })}
            current={l.id === currentId}
            link={RouterLink}
            badge={
              data.access !== 'enrolled' ? (
                l.isPreview ? (
                  <Badge tone="success">{m.syllabus_preview({}, { locale })}</Badge>
                ) : (
                  <Badge tone="neutral">{m.classroom_locked({}, { locale })}</Badge>
                )
              ) : l.kind === 'live' ? (
                <Badge tone="accent">{m.syllabus_live({}, { locale })}</Badge>
              ) : undefined
            }
          />
          {after?.(l.id)}
        </Fragment>
      ))}
      {after?.(null)}
    </ol>
  )
}

/**
 * The course's projects, in position order, under the lessons: lessons carry no module to place
 * each project after, and on a phone one short list of the work to hand in, each with its state,
 * reads better than projects scattered between twenty lessons. Visitors and learners not
 * enrolled see what the course asks for (titles, Required); an enrolled learner their state, due
 * day and Late, each linking to the project's page.
 */
export function CourseProjects({
  data,
  courseId,
  now,
}: {
  data: ClassroomData
  courseId: string
  now: number
}) {
  const locale = useLocale()
  if (data.projects.length === 0) return null
  const enrolled = data.access === 'enrolled'
  return (
    <PanelSection titleId="projects-title" title={m.classroom_projects_title({}, { locale })}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {enrolled
          ? m.classroom_projects_intro({}, { locale })
          : m.classroom_projects_introLocked({}, { locale })}
      </p>
      <ol className="flex flex-col gap-2" aria-labelledby="projects-title">
        {data.projects.map((p) => (
          <ProjectLine
            key={p.id}
            title={projectTitle(p, locale)}
            required={p.required}
            now={now}
            {...(enrolled
              ? {
                  to: projectPath(courseId, p.id, locale),
                  state: projectState(p.id, data.submissions),
                  due: dueAt(p, data.enrolledAt),
                }
              : {})}
          />
        ))}
      </ol>
    </PanelSection>
  )
}

/**
 * The syllabus as the lesson plan has it (titles, lengths, previews), shown until the database
 * answers: the prerendered HTML has the course's lessons before any script runs. No links yet:
 * lesson ids and what this visitor may open come with the answer.
 */
function PlannedSyllabus({ courseId }: { courseId: CourseId }) {
  const locale = useLocale()
  return (
    <ol className="flex flex-col gap-1" aria-label={m.classroom_syllabus({}, { locale })}>
      {lessonPlan[courseId].map((l, i) => (
        <LessonListItem
          key={l.title}
          number={formatNumber(i + 1, locale)}
          title={lessonTitle(l, locale)}
          meta={lessonMeta(l, locale)}
          completed={false}
          completedLabel={m.classroom_completed({}, { locale })}
          link={RouterLink}
          badge={
            l.isPreview ? (
              <Badge tone="success">{m.syllabus_preview({}, { locale })}</Badge>
            ) : l.kind === 'live' ? (
              <Badge tone="accent">{m.syllabus_live({}, { locale })}</Badge>
            ) : undefined
          }
        />
      ))}
    </ol>
  )
}

/** The syllabus section of the classroom and lesson pages. */
export function SyllabusSection({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <PanelSection titleId="syllabus-title" title={m.classroom_syllabus({}, { locale })}>
      {children}
    </PanelSection>
  )
}

/** While a classroom page loads: what is known already, a status line and the planned syllabus. */
export function ClassroomLoading({
  courseId,
  text,
  children,
}: {
  courseId: CourseId
  text: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      {children}
      <p role="status" className="py-6 text-center">
        {text}
      </p>
      <SyllabusSection>
        <PlannedSyllabus courseId={courseId} />
      </SyllabusSection>
    </div>
  )
}
