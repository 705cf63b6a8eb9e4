import { answerFormSchema, questionCodeOf } from '@repo/courses'
import { codedFormSchema } from '../../lib/codedSchema'

/*
 * The answer form's schema: @repo/courses' answerFormSchema, the rule @repo/api and the database
 * refuse with too (1 to 4,000 characters once trimmed); each issue on its field, in the
 * console's words for its code (lib/errorWords), as the review form does.
 */
/** The answer box's values (@repo/courses' AnswerInput, as a form's record). */
export type AnswerFields = { body: string }

export const answerSchema = codedFormSchema(
  (form: AnswerFields) => answerFormSchema.safeParse(form),
  questionCodeOf,
)
