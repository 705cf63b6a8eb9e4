import type { Quiz, QuizAttempt } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useLoad } from '@repo/ui'
import type { SupabaseClient } from '../../lib/supabase'

/** A course's quizzes in syllabus order and the learner's attempts at them (newest first). */
export interface CourseQuizzes {
  quizzes: Quiz[]
  attempts: QuizAttempt[]
}

const none: CourseQuizzes = { quizzes: [], attempts: [] }

/**
 * The course page's quizzes (issue 35): only its enrolled learners and staff may read them, so a
 * visitor asks nothing; the reads load on demand (quizReads.ts), beside the classroom's own.
 * Until they answer, or if they fail, there are none: the syllabus lists its lessons either way,
 * and the certificate's refusal still says what the database waits for.
 */
export function useCourseQuizzes(
  client: SupabaseClient | null,
  userId: string | null,
  courseId: CourseId,
): CourseQuizzes {
  const { state } = useLoad(
    'Course quizzes',
    () => {
      if (!client) return null
      if (!userId) return Promise.resolve(none)
      return import('./quizReads').then(async ({ listQuizzes, listMyQuizAttempts }) => {
        const [quizzes, attempts] = await Promise.all([
          listQuizzes(client, courseId),
          listMyQuizAttempts(client, courseId),
        ])
        return { quizzes, attempts }
      })
    },
    [client, userId, courseId],
  )
  return state.state === 'ready' ? state.data : none
}
