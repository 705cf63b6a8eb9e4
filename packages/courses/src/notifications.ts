/**
 * What the database tells a learner or an admin (the notifications section of the migrations'
 * baseline): the kinds of event, and the fields its triggers store in notifications.data for
 * the texts. The site's notification list (@repo/api) and the mails
 * (supabase/functions/_shared/mail.ts) read the same shape.
 */
export type NotificationKind =
  | 'request_submitted'
  | 'request_received'
  | 'request_approved'
  | 'request_rejected'
  | 'request_refunded'
  | 'certificate_issued'
  | 'class_starting'
  /** To each mentor of the course (in-app only): a hand-in to review. */
  | 'project_submitted'
  /** To the learner (in-app and mail): the verdict on their attempt. */
  | 'project_reviewed'
  /** To each mentor of the course (in-app only): a learner's new question under a lesson. */
  | 'question_asked'
  /** To the asker (in-app and mail): an answer to their question. */
  | 'question_answered'

/** Every field is optional: each kind stores the ones its texts need. */
export interface NotificationData {
  request_id?: string
  course_id?: string
  course_title?: string
  amount?: number
  transaction_id?: string
  /** The admins' notice of a new request: who asked, and how they paid. */
  payment_method?: string
  name?: string
  phone?: string
  reason?: string | null
  certificate_id?: string
  title?: string
  title_bn?: string
  starts_at?: string
  /** A hand-in: the attempt, its project (both titles) and its number. */
  submission_id?: string
  project_id?: string
  project_title?: string
  project_title_bn?: string
  attempt?: number
  /** project_reviewed: the mentor's verdict. */
  verdict?: 'approved' | 'changes_requested'
  /** project_reviewed: the mentor's feedback (Markdown, up to 5,000 characters). */
  feedback?: string
  /** A question under a lesson: the question, its lesson (both titles). */
  question_id?: string
  lesson_id?: string
  lesson_title?: string
  lesson_title_bn?: string
  /** The question's opening (up to 200 characters, Markdown as written). */
  question?: string
  /** question_answered: the answer's opening (up to 500 characters, Markdown as written). */
  answer?: string
  /** question_answered: whether a mentor or an admin wrote the answer. */
  by_staff?: boolean
}
