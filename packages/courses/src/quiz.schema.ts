import { z } from 'zod'
import { codedRules } from './codedRules.ts'
import { courseIds } from './course.ts'
import {
  MAX_QUIZ_ATTEMPTS_PER_DAY,
  MAX_QUIZ_OPTION_CHARS,
  MAX_QUIZ_OPTIONS,
  MAX_QUIZ_PROMPT_CHARS,
  MAX_QUIZ_QUESTIONS,
  MIN_QUIZ_OPTIONS,
  QUIZ_OPTION_ID,
  quizCodes,
  type QuizCode,
  type QuizFacts,
  type QuizQuestionFacts,
} from './quiz.ts'

/*
 * The rules of a quiz and of its questions (the console's authoring forms), written once as
 * project.schema.ts does: each issue's message is the rule's code (`quizCodes`), never words.
 */

const { rule, codeOf } = codedRules(quizCodes, 'quiz_fields')

/** The rule an issue of these schemas names (zod's own, for input of the wrong type: a field missing). */
export const quizCodeOf = codeOf
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const title = z
  .string(rule('quiz_fields'))
  .trim()
  .min(1, rule('quiz_fields'))
  .max(200, rule('quiz_title'))
const wholeIn = (code: QuizCode, min: number, max: number) =>
  z.number(rule(code)).int(rule(code)).min(min, rule(code)).max(max, rule(code))

/** A quiz as the admin writes it (no id): trimmed titles, a lesson of the course or null (the end). */
export const quizSchema = z.object({
  courseId: z.enum(courseIds, rule('quiz_course')),
  lessonId: z.string(rule('quiz_lesson')).regex(UUID, rule('quiz_lesson')).nullable(),
  title,
  titleBn: title,
  passPercent: wholeIn('quiz_pass_percent', 1, 100),
  required: z.boolean(rule('quiz_fields')),
  attemptsPerDay: wholeIn('quiz_attempts_per_day', 1, MAX_QUIZ_ATTEMPTS_PER_DAY),
}) satisfies z.ZodType<QuizFacts>

const prompt = z
  .string(rule('quiz_prompt'))
  .trim()
  .min(1, rule('quiz_prompt'))
  .max(MAX_QUIZ_PROMPT_CHARS, rule('quiz_prompt'))
const label = z
  .string(rule('quiz_option'))
  .trim()
  .min(1, rule('quiz_option'))
  .max(MAX_QUIZ_OPTION_CHARS, rule('quiz_option'))

/**
 * A quiz question with its right options: 2 to 8 options with distinct ids (a-z0-9_-), their
 * words in both languages; right options among them, one unless `multiple`, then two or more.
 */
export const quizQuestionSchema = z
  .object({
    id: z.string().regex(UUID, rule('quiz_fields')).optional(),
    prompt,
    promptBn: prompt,
    multiple: z.boolean(rule('quiz_fields')),
    options: z
      .array(
        z.object({
          id: z.string(rule('quiz_option')).regex(QUIZ_OPTION_ID, rule('quiz_option')),
          label,
          labelBn: label,
        }),
        rule('quiz_options'),
      )
      .min(MIN_QUIZ_OPTIONS, rule('quiz_options'))
      .max(MAX_QUIZ_OPTIONS, rule('quiz_options'))
      .refine(
        (options) => new Set(options.map((o) => o.id)).size === options.length,
        rule('quiz_option'),
      ),
    right: z.array(z.string(rule('quiz_right')), rule('quiz_right')),
  })
  .superRefine(({ options, multiple, right }, ctx) => {
    const ids = new Set(options.map((o) => o.id))
    const distinct = new Set(right)
    const ok =
      distinct.size === right.length &&
      right.every((id) => ids.has(id)) &&
      (multiple ? right.length >= 2 : right.length === 1)
    if (!ok) ctx.addIssue({ code: 'custom', message: 'quiz_right', path: ['right'] })
  }) satisfies z.ZodType<QuizQuestionFacts>

/** A quiz's whole list of questions, in order: 1 to 50. */
export const quizQuestionsSchema = z
  .array(quizQuestionSchema, rule('quiz_question_count'))
  .min(1, rule('quiz_question_count'))
  .max(MAX_QUIZ_QUESTIONS, rule('quiz_question_count'))
