import type { Lesson, Quiz, QuizQuestion } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { live, one, two } from './lessons'
import { fakeApi, renderConsole } from './render'

/** A quiz of Creative Design after `lessonId` (null: at the end): required, 70%, 3 a day. */
export const quiz = (n: number, lessonId: string | null, extra: Partial<Quiz> = {}): Quiz => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  courseId: 'creative-design',
  lessonId,
  title: `Quiz ${n}`,
  titleBn: `কুইজ ${n}`,
  passPercent: 70,
  required: true,
  attemptsPerDay: 3,
  ...extra,
})

/** A stored question at `n` with options a, b and c (in both languages). */
export const quizQuestion = (n: number, extra: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id: `30000000-0000-4000-8000-00000000000${n}`,
  position: n,
  prompt: `Prompt ${n}?`,
  promptBn: `প্রশ্ন ${n}?`,
  options: [
    { id: 'a', label: 'Red', labelBn: 'লাল' },
    { id: 'b', label: 'Blue', labelBn: 'নীল' },
    { id: 'c', label: 'Green', labelBn: 'সবুজ' },
  ],
  multiple: false,
  ...extra,
})

/**
 * The Lessons tab on Creative Design (lessons 1, 2 and the live class), with these quizzes under
 * the lessons, once they show (the console's and the tab's lazy chunks: slow on a loaded
 * machine); a new quiz is stored as 'new-quiz-id'.
 */
export async function quizzesConsole(
  quizzes: Quiz[] = [quiz(1, one.id), quiz(2, null, { required: false })],
  lessons: Lesson[] = [one, two, live],
) {
  const api = fakeApi({
    listLessons: async () => lessons.map((l) => ({ ...l })),
    listQuizzes: async () => quizzes.map((q) => ({ ...q })),
  })
  api.saveQuiz.mockImplementation(async ({ id, ...input }) => ({
    ...input,
    id: id ?? 'new-quiz-id',
  }))
  const rendered = renderConsole(api, '/lessons?course=creative-design')
  await screen.findByRole('heading', { name: 'Lessons' }, { timeout: 10_000 })
  // the quizzes show under the lessons, once both are read
  await screen.findByText(quizzes[0]?.title ?? 'This course has no quizzes yet.', undefined, {
    timeout: 10_000,
  })
  return { ...rendered, api }
}

export const quizItems = () =>
  within(screen.getByRole('list', { name: 'Quizzes' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

/** One question of the editor (its fieldset, named "Question n"). */
export const questionBox = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Question ${n}` })
