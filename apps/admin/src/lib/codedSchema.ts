import { z } from 'zod'
import { codeText } from './errorWords'

/** The code of a shared schema's issue (@repo/courses' `projectCodeOf` and the like). */
type CodeOf = (issue: { message: string }) => Parameters<typeof codeText>[0]

/**
 * A form's schema from @repo/courses' rules, the ones @repo/api and the database refuse with too:
 * `check` reads the form's values (a safeParse, or several as one), and each issue goes on its
 * field in the console's words for its code (lib/errorWords).
 */
export function codedFormSchema<Form, Checked>(
  check: (form: Form) => z.ZodSafeParseResult<Checked>,
  codeOf: CodeOf,
) {
  return z.custom<Form>().transform((form, ctx): Checked => {
    const checked = check(form)
    if (checked.success) return checked.data
    for (const issue of checked.error.issues)
      ctx.issues.push({
        code: 'custom',
        path: issue.path,
        message: codeText(codeOf(issue)),
        input: form,
      })
    return z.NEVER
  })
}
