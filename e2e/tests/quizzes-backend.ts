/** The quizzes journey's own reads of the e2e backend (issue 35): a quiz with its key, its attempts. */
import { service } from './backend'

export interface QuizOptionRow {
  id: string
  label: string
  label_bn: string
}

export interface KeyedQuestion {
  id: string
  position: number
  prompt: string
  prompt_bn: string
  multiple: boolean
  options: QuizOptionRow[]
  /** The right options (the service role reads the key; no learner ever does). */
  right: string[]
}

export interface KeyedQuiz {
  id: string
  title: string
  title_bn: string
  lesson_id: string | null
  pass_percent: number
  attempts_per_day: number
  questions: KeyedQuestion[]
}

async function rows<T>(query: PromiseLike<{ data: unknown; error: Error | null }>): Promise<T> {
  const { data, error } = await query
  if (error) throw error
  return data as T
}

/** The first required quiz of a course in syllabus order (after the earliest lesson), with its key. */
export async function firstRequiredQuiz(courseId: string): Promise<KeyedQuiz> {
  const quizzes = await rows<
    Array<Omit<KeyedQuiz, 'questions'> & { lessons: { position: number } | null }>
  >(
    service
      .from('quizzes')
      .select('id, title, title_bn, lesson_id, pass_percent, attempts_per_day, lessons(position)')
      .eq('course_id', courseId)
      .eq('required', true),
  )
  const first = quizzes
    .filter((q) => q.lessons !== null)
    .sort((a, b) => a.lessons!.position - b.lessons!.position)[0]
  if (!first) throw new Error(`${courseId} has no required quiz after a lesson`)
  const { lessons: _, ...quiz } = first
  const questions = await rows<Array<Omit<KeyedQuestion, 'right'>>>(
    service
      .from('quiz_questions')
      .select('id, position, prompt, prompt_bn, multiple, options')
      .eq('quiz_id', quiz.id)
      .order('position'),
  )
  const keys = await rows<Array<{ question_id: string; right_options: string[] }>>(
    service
      .from('quiz_question_keys')
      .select('question_id, right_options')
      .in(
        'question_id',
        questions.map((q) => q.id),
      ),
  )
  return {
    ...quiz,
    questions: questions.map((q) => ({
      ...q,
      right: keys.find((k) => k.question_id === q.id)?.right_options ?? [],
    })),
  }
}

/** A learner's graded attempts at a quiz, oldest first, as stored. */
export async function quizAttemptsOf(userId: string, quizId: string) {
  return rows<Array<{ score: number; passed: boolean; wrong: string[] }>>(
    service
      .from('quiz_attempts')
      .select('score, passed, wrong, created_at')
      .eq('user_id', userId)
      .eq('quiz_id', quizId)
      .order('created_at'),
  )
}

/** Whether the learner holds a certificate of the course. */
export async function hasCertificate(userId: string, courseId: string): Promise<boolean> {
  const found = await rows<Array<{ id: string }>>(
    service.from('certificates').select('id').eq('user_id', userId).eq('course_id', courseId),
  )
  return found.length > 0
}
