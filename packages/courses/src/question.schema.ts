import { z } from 'zod'
import { codedRules } from './codedRules.ts'
import { MAX_QUESTION_CHARS, questionCodes } from './question.ts'

/*
 * The rules of a question and of an answer (the learner's forms, the console's answer box),
 * written once as project.schema.ts does: each issue's message is the rule's code
 * (`questionCodes`), never words; @repo/api refuses with it, each app words it.
 */

const { rule, codeOf } = codedRules(questionCodes, 'question_empty')

/** The rule an issue of these schemas names (zod's own, for input of the wrong type: empty). */
export const questionCodeOf = codeOf

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
