import { handInSchema, MAX_HAND_IN_LINKS } from '@repo/courses'
import { z } from 'zod'

/** The form's link fields, one per link a hand-in may carry (`link0`…). */
export const linkFields = Array.from({ length: MAX_HAND_IN_LINKS }, (_, i) => `link${i}`)

/** The form's values, all blank: the note and every link field. */
export const blankValues = (): Record<string, string> =>
  Object.fromEntries(['note', ...linkFields].map((name) => [name, '']))

export interface HandInInput {
  note: string
  links: string[]
  files: unknown[]
}

/**
 * @repo/courses' handInSchema with each issue on the field the learner sees: a link's issue on
 * its own field (the schema drops blank rows first, so its index counts the filled ones), the
 * photos' on `files`, and "nothing handed in" (which names no field) on the form's first field.
 */
export function handInForm(firstField: string) {
  return z.custom<HandInInput>().transform((input, ctx) => {
    const parsed = handInSchema.safeParse(input)
    if (parsed.success) return parsed.data
    const filled = input.links.flatMap((link, i) => (link.trim() ? [i] : []))
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path
      let path: string
      if (field === 'links' && typeof index === 'number')
        path = linkFields[filled[index] ?? 0] ?? 'link0'
      else if (field === 'links') path = 'link0'
      else if (typeof field === 'string') path = field
      else path = firstField
      ctx.addIssue({ code: 'custom', message: issue.message, path: [path] })
    }
    return z.NEVER
  })
}
