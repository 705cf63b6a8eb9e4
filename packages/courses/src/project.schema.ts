import { z } from 'zod'
import { codedRules, placedIn } from './codedRules.ts'
import {
  handInKinds,
  handInLinkFields,
  MAX_CHECKLIST_ITEM_CHARS,
  MAX_CHECKLIST_ITEMS,
  MAX_FEEDBACK_CHARS,
  MAX_HAND_IN_FILES,
  MAX_HAND_IN_LINKS,
  MAX_LINK_CHARS,
  MAX_NOTE_CHARS,
  projectCodes,
  reviewVerdicts,
  type ProjectFacts,
} from './project.ts'

/*
 * The rules of a project (the console's authoring form), of a hand-in (the learner's form) and
 * of a review (the mentor's), written once as lesson.schema.ts does for lessons: each issue's
 * message is the rule's code (`projectCodes`), never words; @repo/api refuses with it, each app
 * words it, and the database's checks (the baseline migration's mentors and projects section)
 * stay the last word.
 */

const { rule, codeOf } = codedRules(projectCodes, 'project_fields')

/** The rule an issue of these schemas names (zod's own, for input of the wrong type: a field missing). */
export const projectCodeOf = codeOf

const title = z.string().trim().min(1, rule('project_fields')).max(200, rule('project_title'))
const brief = z.string().max(20000, rule('project_brief'))
const item = z
  .string()
  .trim()
  .min(1, rule('project_checklist_item'))
  .max(MAX_CHECKLIST_ITEM_CHARS, rule('project_checklist_item'))
const dueDays = rule('project_due_days')

/** A project as the admin writes it (no id): trimmed titles and items, hand-in kinds once each in their order. */
export const projectSchema = z.object({
  ...placedIn(rule('project_course'), rule('project_position')),
  title,
  titleBn: title,
  brief,
  briefBn: brief,
  checklist: z
    .array(z.object({ en: item, bn: item }))
    .max(MAX_CHECKLIST_ITEMS, rule('project_checklist')),
  handIn: z
    .array(z.enum(handInKinds, rule('project_hand_in')), rule('project_hand_in'))
    .min(1, rule('project_hand_in'))
    .transform((kinds) => handInKinds.filter((kind) => kinds.includes(kind))),
  required: z.boolean(rule('project_fields')),
  dueDays: z.number(dueDays).int(dueDays).min(1, dueDays).max(365, dueDays).nullable(),
}) satisfies z.ZodType<ProjectFacts>

/** https://, a host with a dot, no spaces: the rule submit_project checks (link_not_https). */
const HTTPS_LINK = /^https:\/\/[^\s/]+\.\S+$/

/**
 * A hand-in as the learner sends it: the note (trimmed), the links (trimmed, blank ones dropped:
 * the form's empty rows) and the photos picked (whatever the form keeps of them: counted only),
 * refused when nothing at all is handed in. Which kinds the project takes is the form's to show.
 */
export const handInSchema = z
  .object({
    note: z.string().trim().max(MAX_NOTE_CHARS, rule('hand_in_note')),
    links: z
      .array(z.string().trim())
      .transform((links) => links.filter((link) => link !== ''))
      .pipe(
        z
          .array(
            z
              .string()
              .max(MAX_LINK_CHARS, rule('hand_in_link'))
              .regex(HTTPS_LINK, rule('hand_in_link')),
          )
          .max(MAX_HAND_IN_LINKS, rule('hand_in_links')),
      ),
    files: z.array(z.unknown()).max(MAX_HAND_IN_FILES, rule('hand_in_files')),
  })
  .refine(
    ({ note, links, files }) => note !== '' || links.length > 0 || files.length > 0,
    rule('hand_in_empty'),
  )

/** What the learner's hand-in form holds: the note, every link field's text, the photos picked. */
export interface HandInInput {
  note: string
  links: string[]
  files: unknown[]
  /** The form's first field shown (the kinds differ per project): where "nothing handed in" is said. */
  firstField: string
}

/**
 * handInSchema for the site's form (link fields `handInLinkFields`): each issue on the field the
 * learner sees: a link's on its own field (the schema drops blank rows first, so its index counts
 * the filled ones), the photos' on `files`, and "nothing handed in" (which names no field) on the
 * form's first field. Here, among the form schemas, so zod comes with the form, not the page.
 */
export const handInFormSchema = z.custom<HandInInput>().transform((input, ctx) => {
  const parsed = handInSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const filled = input.links.flatMap((link, i) => (link.trim() ? [i] : []))
  const [firstLink] = handInLinkFields
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path
    let path: string
    if (field === 'links' && typeof index === 'number')
      path = handInLinkFields[filled[index] ?? 0] ?? firstLink
    else if (field === 'links') path = firstLink
    else if (typeof field === 'string') path = field
    else path = input.firstField
    ctx.addIssue({ code: 'custom', message: issue.message, path: [path] })
  }
  return z.NEVER
})

/** A mentor's review: the verdict, the feedback (trimmed; required to ask for changes), the checklist items met. */
export const reviewSchema = z
  .object({
    verdict: z.enum(reviewVerdicts, rule('review_verdict')),
    feedback: z.string().trim().max(MAX_FEEDBACK_CHARS, rule('review_feedback')),
    checklist: z.array(
      z
        .number(rule('review_checklist'))
        .int(rule('review_checklist'))
        .min(0, rule('review_checklist')),
    ),
  })
  .refine(({ verdict, feedback }) => verdict === 'approved' || feedback !== '', {
    ...rule('review_feedback_required'),
    path: ['feedback'],
  })
