import { projectCodeOf, reviewSchema, type ChecklistItem, type ReviewVerdict } from '@repo/courses'
import { codedFormSchema } from '../../lib/codedSchema'

/*
 * The review form's schema: @repo/courses' reviewSchema, the rules @repo/api and the database
 * refuse with too (feedback required to ask for changes, at most 5,000 characters); each issue on
 * its field, in the console's words for its code (lib/errorWords), as the project editor does.
 */

export type ReviewForm = {
  verdict: ReviewVerdict
  feedback: string
  /** The indexes of the checklist items met. */
  checklist: number[]
}

export const reviewFormSchema = codedFormSchema(
  (form: ReviewForm) => reviewSchema.safeParse(form),
  projectCodeOf,
)

export const emptyReview: ReviewForm = { verdict: 'approved', feedback: '', checklist: [] }

/** The line a ticked checklist item puts at the start of the feedback (a Markdown list item). */
export const metLine = (item: ChecklistItem) => `- Met: ${item.en}`

/**
 * The feedback with the "Met: …" lines of the ticked items at its start, in the checklist's
 * order, and whatever the reviewer wrote after them kept as it is. Lines of items no longer
 * ticked leave; a Met line the reviewer edited is their own text and stays.
 */
export function withMetLines(
  feedback: string,
  items: readonly ChecklistItem[],
  ticked: readonly number[],
): string {
  const metLines = new Set(items.map(metLine))
  const lines = feedback.split('\n').filter((line) => !metLines.has(line))
  // the blank line that parted the Met lines from the reviewer's own text
  const start = lines.findIndex((line) => line.trim() !== '')
  const own = start === -1 ? '' : lines.slice(start).join('\n')
  const met = [...ticked]
    .sort((a, b) => a - b)
    .flatMap((i) => (items[i] ? [metLine(items[i])] : []))
  if (met.length === 0) return own
  return own === '' ? `${met.join('\n')}\n` : `${met.join('\n')}\n\n${own}`
}
