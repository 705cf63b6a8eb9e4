import {
  listCompletedLessonIds,
  listLessons,
  listMyEnrollments,
  markLessonComplete,
  markLessonIncomplete,
  myCertificate,
  type Certificate,
  type Lesson,
  type MyEnrollments,
  type Project,
  type Submission,
} from '@repo/api'
import type { CourseId } from '@repo/courses'
import { toast, useLoad } from '@repo/ui'
import { useCallback, useEffect, useState } from 'react'
import { m, useLocale, type Locale } from '../../i18n'
import type { DataClient } from '../../lib/supabase'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'
import { useDataClient, useLearner, useSession, type Learner } from '../../lib/session'
import {
  flushProgress,
  pendingProgress,
  queueProgress,
  withPending,
  type FlushResult,
} from './progressQueue'

/** What the learner may see: not logged in, logged in without paying, waiting, or enrolled. */
export type Access = 'anon' | 'none' | 'pending' | 'enrolled'

export interface ClassroomData {
  lessons: Lesson[]
  access: Access
  /** Completed lessons as the learner last set them (the server's, with what waits to be sent). */
  completed: Set<string>
  certificate: Certificate | null
  /** The course's projects, in position order (public: the syllabus sells them). */
  projects: Project[]
  /** The learner's attempts at them (enrolled only). */
  submissions: Submission[]
  /** When the learner was enrolled: projects are due so many days after it (enrolled only). */
  enrolledAt: string | null
}

/** A lesson's title in the page's language (English when the Bangla one is missing). */
export function lessonTitle(lesson: Pick<Lesson, 'title' | 'titleBn'>, locale: Locale): string {
  return locale === 'bn' && lesson.titleBn ? lesson.titleBn : lesson.title
}

export const isNetworkError = (error: unknown) =>
  browserOffline() || (isApiError(error) && error.kind === 'network')

/**
 * Enrolled (and since when), waiting or neither, from the learner's enrolments and requests: one
 * read gives the access and the enrolment's date that projects are due from.
 */
export function accessOf(
  mine: MyEnrollments,
  courseId: CourseId,
): { access: Exclude<Access, 'anon'>; enrolledAt: string | null } {
  const enrolment = mine.enrollments.find((e) => e.course_id === courseId)
  if (enrolment) return { access: 'enrolled', enrolledAt: enrolment.created_at }
  const waiting = mine.requests.some((r) => r.course_id === courseId && r.status === 'pending')
  return { access: waiting ? 'pending' : 'none', enrolledAt: null }
}

async function load(
  client: DataClient,
  learner: Learner | null,
  courseId: CourseId,
  withProjects: boolean,
): Promise<ClassroomData> {
  const reads = withProjects ? import('./projectReads') : null
  const publicP = Promise.all([
    listLessons(client, courseId),
    reads ? reads.then(({ listProjects }) => listProjects(client, courseId)) : [],
  ])
  const outside = { completed: new Set<string>(), certificate: null, submissions: [] }
  if (!learner) {
    const [lessons, projects] = await publicP
    return { lessons, projects, access: 'anon', enrolledAt: null, ...outside }
  }
  const { userId } = learner
  const [[lessons, projects], mine] = await Promise.all([
    publicP,
    listMyEnrollments(learner.client, userId),
  ])
  const { access, enrolledAt } = accessOf(mine, courseId)
  if (access !== 'enrolled') return { lessons, projects, access, enrolledAt, ...outside }
  const [done, certificate, submissions] = await Promise.all([
    listCompletedLessonIds(learner.client, courseId),
    myCertificate(learner.client, courseId),
    reads ? reads.then(({ listMySubmissions }) => listMySubmissions(learner.client, courseId)) : [],
  ])
  return {
    lessons,
    projects,
    access,
    enrolledAt,
    completed: withPending(new Set(done), pendingProgress(userId)),
    certificate,
    submissions,
  }
}

/**
 * The classroom of one course for whoever is on the page: the syllabus (public), their access,
 * their progress and certificate; with `projects`, the course's projects and the learner's
 * attempts (only the course page shows them: a lesson page does not fetch their briefs). Progress
 * marked offline is sent when the page opens and when the connection returns; `setComplete`
 * marks a lesson (kept on the phone when offline). `client` reads (a visitor's is the public
 * one), `learnerClient` is the signed-in learner's.
 */
export function useClassroom(courseId: CourseId, { projects = false } = {}) {
  const locale = useLocale()
  // Lazy: a visitor with no session to restore reads the syllabus without the auth client.
  const session = useSession({ lazy: true })
  /** Changes that wait on this phone for the connection. */
  const [waiting, setWaiting] = useState(0)
  const client = useDataClient(session)
  const learner = useLearner(session)
  const learnerClient = learner?.client ?? null
  const userId = learner?.userId ?? null

  const { state, setState, retry } = useLoad(
    'Classroom',
    () => (client ? load(client, learner, courseId, projects) : null),
    [client, learner, courseId, projects],
  )

  const send = useCallback(async (): Promise<FlushResult | null> => {
    if (!learnerClient || !userId) return null
    const result = await flushProgress(
      userId,
      (c) =>
        c.complete
          ? markLessonComplete(learnerClient, c.lessonId)
          : markLessonIncomplete(learnerClient, c.lessonId),
      isNetworkError,
    )
    setWaiting(result.left)
    return result
  }, [learnerClient, userId])

  /** Sends what waits in the background; a refused change is said in a toast, and the truth reloaded. */
  const sync = useCallback(async () => {
    const result = await send()
    if (result && result.refused > 0) {
      toast({
        title: m.lesson_notSaved({}, { locale }),
        description: refusalText(result.error, locale),
        variant: 'destructive',
      })
      retry()
    }
  }, [send, retry])

  // What waits is sent when the page opens and whenever the connection comes back.
  useEffect(() => {
    if (!userId) return
    void sync()
    const online = () => void sync()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [userId, sync])

  const mark = (lessonId: string, complete: boolean) =>
    setState((s) => {
      if (s.state !== 'ready') return s
      const completed = new Set(s.data.completed)
      if (complete) completed.add(lessonId)
      else completed.delete(lessonId)
      return { state: 'ready', data: { ...s.data, completed } }
    })

  /** Marks a lesson (shown at once); kept on the phone if it cannot be sent now, undone if refused. */
  const setComplete = useCallback(
    async (lessonId: string, complete: boolean): Promise<FlushResult | null> => {
      if (!userId) return null
      queueProgress(userId, { lessonId, complete })
      mark(lessonId, complete)
      const result = await send()
      if (result && result.refused > 0) mark(lessonId, !complete)
      return result
    },
    [userId, send],
  )

  const setCertificate = useCallback((certificate: Certificate) => {
    setState((s) =>
      s.state === 'ready' ? { state: 'ready', data: { ...s.data, certificate } } : s,
    )
  }, [])

  return {
    session,
    client,
    learnerClient,
    userId,
    state,
    retry,
    waiting,
    setComplete,
    setCertificate,
  }
}

/** Why a change was refused, in the learner's words. */
export function refusalText(error: unknown, locale: Locale): string {
  const limited = rateLimitedText(error, locale)
  if (limited) return limited
  if (isApiError(error) && error.kind === 'session') return m.lesson_sessionEnded({}, { locale })
  if (isApiError(error) && (error.kind === 'not_enrolled' || error.kind === 'forbidden'))
    return m.lesson_notEnrolled({}, { locale })
  return m.lesson_notSaved({}, { locale })
}
