import { z } from 'zod'
import { MAX_QUESTION_CHARS, questionCodes, type QuestionCode } from './question.ts'

/*
 * The rules of a question and of an answer (the learner's forms, the console's answer box),
 * written once as project.schema.ts does: each issue's message is the rule's code
 * (`questionCodes`), never words; @repo/api refuses with it, each app words it.
 */

const isQuestionCode = (message: string): message is QuestionCode =>
  (questionCodes as readonly string[]).includes(message)

/** The rule an issue of these schemas names (zod's own, for input of the wrong type: empty). */
export function questionCodeOf(issue: { message: string }): QuestionCode {
  return isQuestionCode(issue.message) ? issue.message : 'question_empty'
}

const rule = (code: QuestionCode) => ({ error: code })

/** A question's or an answer's text (Markdown): trimmed, 1 to 4,000 characters. */
export const questionBodySchema = z
  .string(rule('question_empty'))
  .trim()
  .min(1, rule('question_empty'))
  .max(MAX_QUESTION_CHARS, rule('question_too_long'))

/** What the site's ask form holds: the question's text (field `body`). */
export interface AskInput {
  body: string
}

/** What the site's (and the console's) answer form holds: the answer's text (field `body`). */
export interface AnswerInput {
  body: string
}

/** The site's ask form (its one form hook): the issue on `body`, its message the rule's code. */
export const askFormSchema = z.object({ body: questionBodySchema })

/** The answer form: the same rule as a question's. */
export const answerFormSchema = z.object({ body: questionBodySchema })
