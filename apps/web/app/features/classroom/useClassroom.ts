import {
  getEnrollmentStatus,
  listCompletedLessonIds,
  listLessons,
  markLessonComplete,
  markLessonIncomplete,
  myCertificate,
  type Certificate,
  type Lesson,
} from '@repo/api'
import type { CourseId } from '@repo/courses'
import { toast, useLoad } from '@repo/ui'
import { useCallback, useEffect, useState } from 'react'
import { m, useLocale, type Locale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'
import { useSession } from '../../lib/session'
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
}

/** A lesson's title in the page's language (English when the Bangla one is missing). */
export function lessonTitle(lesson: Pick<Lesson, 'title' | 'titleBn'>, locale: Locale): string {
  return locale === 'bn' && lesson.titleBn ? lesson.titleBn : lesson.title
}

export const isNetworkError = (error: unknown) =>
  browserOffline() || (isApiError(error) && error.kind === 'network')

async function load(
  client: SupabaseClient,
  userId: string | null,
  courseId: CourseId,
): Promise<ClassroomData> {
  const lessonsP = listLessons(client, courseId)
  if (!userId)
    return { lessons: await lessonsP, access: 'anon', completed: new Set(), certificate: null }
  const [lessons, access] = await Promise.all([
    lessonsP,
    getEnrollmentStatus(client, userId, courseId),
  ])
  if (access !== 'enrolled') return { lessons, access, completed: new Set(), certificate: null }
  const [done, certificate] = await Promise.all([
    listCompletedLessonIds(client, courseId),
    myCertificate(client, courseId),
  ])
  return {
    lessons,
    access,
    completed: withPending(new Set(done), pendingProgress(userId)),
    certificate,
  }
}

/**
 * The classroom of one course for whoever is on the page: the syllabus (public), their access,
 * their progress and certificate. Progress marked offline is sent when the page opens and when
 * the connection returns; `setComplete` marks a lesson (kept on the phone when offline).
 */
export function useClassroom(courseId: CourseId) {
  const locale = useLocale()
  const session = useSession()
  /** Changes that wait on this phone for the connection. */
  const [waiting, setWaiting] = useState(0)
  const client =
    session.status === 'signed-in' || session.status === 'signed-out' ? session.client : null
  const userId = session.status === 'signed-in' ? session.session.user.id : null

  const { state, setState, retry } = useLoad(
    'Classroom',
    () => (client ? load(client, userId, courseId) : null),
    [client, userId, courseId],
  )

  const send = useCallback(async (): Promise<FlushResult | null> => {
    if (!client || !userId) return null
    const result = await flushProgress(
      userId,
      (c) =>
        c.complete
          ? markLessonComplete(client, c.lessonId)
          : markLessonIncomplete(client, c.lessonId),
      isNetworkError,
    )
    setWaiting(result.left)
    return result
  }, [client, userId])

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

  return { session, client, userId, state, retry, waiting, setComplete, setCertificate }
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
