// A project's hand-in kinds, the codes of its rules and the learner's and reviewer's limits: apart
// from zod (project.schema.ts), so that the api's list of codes (in every page's errors chunk)
// loads none of it (docs/decisions/0070, for lessons).

/** What a learner hands in: photos, a link, a written answer. */
export const handInKinds = ['images', 'link', 'text'] as const
export type HandInKind = (typeof handInKinds)[number]

/** The verdicts of a review. */
export const reviewVerdicts = ['approved', 'changes_requested'] as const
export type ReviewVerdict = (typeof reviewVerdicts)[number]

/** Photos in one hand-in (project_submissions.files, submit_project). */
export const MAX_HAND_IN_FILES = 5
/** Links in one hand-in. */
export const MAX_HAND_IN_LINKS = 5
/** One link's length. */
export const MAX_LINK_CHARS = 1000
/** The note of a hand-in. */
export const MAX_NOTE_CHARS = 4000
/** A photo the submissions bucket takes (its file_size_limit). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** What the site compresses a photo to before sending it (slow, expensive mobile data). */
export const TARGET_PHOTO_BYTES = 1024 * 1024
/** How long opening an attempt claims it for its mentor (claim_submission). */
export const REVIEW_CLAIM_MINUTES = 30
/** "Feedback within 48 hours": the queue marks what waited longer. */
export const FEEDBACK_HOURS = 48
/** A review's feedback (review_submission). */
export const MAX_FEEDBACK_CHARS = 5000
/** A reviewer's checklist: at most this many items, each at most MAX_CHECKLIST_ITEM_CHARS. */
export const MAX_CHECKLIST_ITEMS = 20
export const MAX_CHECKLIST_ITEM_CHARS = 300

/**
 * The rules of a project, a hand-in and a review (project.schema.ts), by the code @repo/api
 * refuses with and each app words.
 */
export const projectCodes = [
  'project_course', // an unknown course
  'project_position', // a position that is not a whole number from 1
  'project_fields', // a title (English or Bangla) missing, or a field of the wrong type
  'project_title', // a title over 200 characters
  'project_brief', // a brief over 20,000 characters
  'project_checklist', // more than 20 checklist items
  'project_checklist_item', // a checklist item blank or over 300 characters (English or Bangla)
  'project_hand_in', // no kind of hand-in, or an unknown one
  'project_due_days', // due days that are not a whole number of 1..365
  'hand_in_note', // a note over 4,000 characters
  'hand_in_links', // more than 5 links
  'hand_in_link', // a link that is not https:// with a host, or over 1,000 characters
  'hand_in_files', // more than 5 photos
  'hand_in_empty', // no note, link or photo
  'review_verdict', // neither approved nor changes requested
  'review_feedback', // feedback over 5,000 characters
  'review_feedback_required', // changes asked for without feedback
  'review_checklist', // a checklist index that is not a whole number from 0
] as const
export type ProjectCode = (typeof projectCodes)[number]

/** A checklist item, in both languages. */
export interface ChecklistItem {
  en: string
  bn: string
}

/** A project as the admin writes it; @repo/api's Project adds its id. */
export interface ProjectFacts {
  courseId: string
  position: number
  title: string
  titleBn: string
  /** Markdown. */
  brief: string
  /** Markdown, Bangla. */
  briefBn: string
  checklist: ChecklistItem[]
  handIn: HandInKind[]
  /** Needed for the certificate. */
  required: boolean
  /** Due this many days after the learner's enrolment; null: no due date. */
  dueDays: number | null
}

/** The hand-in form's link fields, one per link a hand-in may carry: `link0`, `link1`… */
export const handInLinkFields = Array.from({ length: MAX_HAND_IN_LINKS }, (_, i) => `link${i}`) as [
  string,
  ...string[],
]
