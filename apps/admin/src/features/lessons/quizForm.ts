import {
  MAX_QUIZ_OPTIONS,
  quizCodeOf,
  quizQuestionSchema,
  quizQuestionsSchema,
  quizSchema,
  type CourseId,
  type QuizFacts,
  type QuizQuestionFacts,
} from '@repo/courses'
import type { Quiz, QuizQuestion } from '@repo/api'
import { z } from 'zod'
import { codeText } from '../../lib/errorWords'

/*
 * The quiz editor's schema: @repo/courses' quizSchema and quizQuestionSchema, the rules @repo/api
 * refuses with too, on what the editor holds; each issue on the field at fault, in the console's
 * words for its code (lib/errorWords), as the project editor does (projectForm.ts).
 */

/** An option as the editor holds it: its id (kept: the key names it), its words. */
export type QuizOptionForm = { id: string; label: string; labelBn: string }

/** A question as the editor holds it; `id` only for a stored one (a new one gets its id on saving). */
export type QuizQuestionForm = {
  id?: string
  prompt: string
  promptBn: string
  multiple: boolean
  options: QuizOptionForm[]
  /** The ids of the right options. */
  right: string[]
}

/** What the quiz editor holds while the admin types. */
export type QuizForm = {
  courseId: CourseId
  /** '' for "At the end of the course" (the select's value); a lesson id otherwise. */
  lessonId: string
  title: string
  titleBn: string
  /** The number inputs hold '' until a number is typed. */
  passPercent: number | ''
  required: boolean
  attemptsPerDay: number | ''
  questions: QuizQuestionForm[]
}

/** The quiz and its questions as the schemas give them: trimmed, ready to save. */
export type CheckedQuiz = { quiz: QuizFacts; questions: QuizQuestionFacts[] }

type Issue = z.core.$ZodIssue

export const quizFormSchema = z.custom<QuizForm>().transform((form, ctx): CheckedQuiz => {
  const say = (issue: Issue, path: PropertyKey[], question?: number) =>
    ctx.issues.push({
      code: 'custom',
      path,
      message: codeText(quizCodeOf(issue), question === undefined ? '' : String(question)),
      input: form,
    })
  const { questions: _, ...facts } = form
  const quiz = quizSchema.safeParse({ ...facts, lessonId: form.lessonId || null })
  for (const issue of quiz.error?.issues ?? []) say(issue, issue.path)
  // each question on its own, so each issue is said on its own field, with the question's number
  const questions = form.questions.map((question, index) => {
    const checked = quizQuestionSchema.safeParse(question)
    for (const issue of checked.error?.issues ?? [])
      say(issue, ['questions', index, ...issue.path], index + 1)
    return checked.data
  })
  // how many: on the list, said once (none, or more than the most a quiz holds)
  const count = quizQuestionsSchema.safeParse(form.questions)
  for (const issue of count.error?.issues ?? [])
    if (issue.path.length === 0) say(issue, ['questions'])
  if (ctx.issues.length > 0 || !quiz.success) return z.NEVER
  return { quiz: quiz.data, questions: questions as QuizQuestionFacts[] }
})

/** The first id of a–z a question's options do not use yet (a question has at most 8). */
export function nextOptionId(options: readonly QuizOptionForm[]): string {
  const used = new Set(options.map((o) => o.id))
  return [...'abcdefghijklmnopqrstuvwxyz'].find((id) => !used.has(id))!
}

/** A new question: two empty options, one right answer to choose. */
export function newQuestion(): QuizQuestionForm {
  return {
    prompt: '',
    promptBn: '',
    multiple: false,
    options: [
      { id: 'a', label: '', labelBn: '' },
      { id: 'b', label: '', labelBn: '' },
    ],
    right: [],
  }
}

/** A new option of `question`, with an id of its own. */
export function newOption(question: QuizQuestionForm): QuizOptionForm {
  return { id: nextOptionId(question.options), label: '', labelBn: '' }
}

export const canAddOption = (question: QuizQuestionForm) =>
  question.options.length < MAX_QUIZ_OPTIONS

/**
 * The editor's start: the stored quiz with its questions and their right options (`keys`), or a
 * new quiz at the end of the course with one question. A lesson no longer in the course (deleted
 * meanwhile: the quiz moved to the end) reads as the end.
 */
export function quizFormOf(
  courseId: CourseId,
  lessonIds: readonly string[],
  stored: { quiz: Quiz; questions: QuizQuestion[]; keys: Record<string, string[]> } | null,
): QuizForm {
  if (!stored)
    return {
      courseId,
      lessonId: '',
      title: '',
      titleBn: '',
      passPercent: 70,
      required: true,
      attemptsPerDay: 3,
      questions: [newQuestion()],
    }
  const { quiz, questions, keys } = stored
  return {
    courseId,
    lessonId: quiz.lessonId && lessonIds.includes(quiz.lessonId) ? quiz.lessonId : '',
    title: quiz.title,
    titleBn: quiz.titleBn,
    passPercent: quiz.passPercent,
    required: quiz.required,
    attemptsPerDay: quiz.attemptsPerDay,
    questions: questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      promptBn: q.promptBn,
      multiple: q.multiple,
      options: q.options.map((o) => ({ id: o.id, label: o.label, labelBn: o.labelBn })),
      // only the ids the question still has (the editor marks them)
      right: (keys[q.id] ?? []).filter((id) => q.options.some((o) => o.id === id)),
    })),
  }
}

/** An option's letter in its question (A, B…), whatever its id. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index)
