import { answerFormSchema, questionCodeOf } from '@repo/courses'
import { z } from 'zod'
import { codeText } from '../../lib/errorWords'

/*
 * The answer form's schema: @repo/courses' answerFormSchema, the rule @repo/api and the database
 * refuse with too (1 to 4,000 characters once trimmed); each issue on its field, in the
 * console's words for its code (lib/errorWords), as the review form does.
 */
/** The answer box's values (@repo/courses' AnswerInput, as a form's record). */
export type AnswerFields = { body: string }

export const answerSchema = z.custom<AnswerFields>().transform((form, ctx) => {
  const checked = answerFormSchema.safeParse(form)
  if (checked.success) return checked.data
  for (const issue of checked.error.issues)
    ctx.issues.push({
      code: 'custom',
      path: issue.path,
      message: codeText(questionCodeOf(issue)),
      input: form,
    })
  return z.NEVER
})
