/**
 * The console's words for the refusals that carry their own reason: the database's hints (the
 * contract with the migrations) and @repo/api's own codes, each said once in English
 * (docs/decisions/0080). errorWords.ts decides when they are said.
 */
import type { ApiCode, DatabaseHint } from '@repo/api'
import { words } from './words'

/** Words that name the hint's or the code's detail (a request, a status, a number). */
export type Said = string | ((detail: string) => string) | null

/** "Question 2: give 2 to 8 options." for the question at fault (from 1), or the rule alone. */
const atQuestion = (question: string, rule: string) =>
  question ? `Question ${question}: ${rule}` : rule.charAt(0).toUpperCase() + rule.slice(1)

/** The database's refusals by hint; null: the operation's own words. */
export const hintWords: Record<DatabaseHint, Said> = {
  transaction_id_required: null,
  invalid_course: words.invalidCourse,
  transaction_id_used: 'This transaction ID has already been used.',
  already_enrolled: 'You are already enrolled in this course.',
  open_request: 'You already have a request for this course awaiting approval.',
  invalid_coupon: '❌ Invalid or expired coupon.',
  admin_only: words.forbidden,
  request_decided: (status) => `Enrollment request is already ${status}.`,
  // a batch names the request that stopped it; one request does not
  user_already_enrolled: (request) =>
    request
      ? `User already enrolled (request ${request}). Nothing was approved.`
      : words.userAlreadyEnrolled,
  decision_reason_required: 'Please write a reason.',
  decision_final: 'This decision is final and cannot be changed.',
  refund_not_approved: 'Only an approved enrollment can be refunded.',
  refund_enrolment_kept: null,
  payment_already_matched: 'This payment is already matched to another request.',
  invalid_payment: (request) =>
    request
      ? `The payment for request ${request} needs a wallet, a transaction ID and an amount. Nothing was approved.`
      : 'The payment details are not valid. Nothing was changed.',
  no_requests: 'Choose at least one request to approve.',
  enrollment_request_not_found: (request) =>
    `Request ${request} was not found. Nothing was approved.`,
  enrollment_request_rejected: (request) =>
    `Request ${request} is already rejected. Nothing was approved.`,
  enrollment_request_refunded: (request) =>
    `Request ${request} is already refunded. Nothing was approved.`,
  too_many_transaction_ids: 'Match at most 1,000 transaction IDs at a time.',
  not_signed_in: words.sessionMissing,
  not_enrolled: 'You are not enrolled in this course.',
  lessons_incomplete: 'Complete every lesson before getting the certificate.',
  full_name_missing: 'Add your full name to your profile to get the certificate.',
  rate_limited: null, // worded by its kind, with the seconds to wait
  lessons_changed: words.lessonsChanged,
  live_needs_start: words.liveNeedsStart,
  wallet_message_not_found: 'This wallet message was not found.',
  wallet_message_not_matched:
    'Only a payment waiting for approval can be approved. Refresh to see it as it is now.',
  wallet_message_not_anchorable:
    'Only a wallet message that shows a balance can anchor its wallet.',
  invalid_wallet_message: 'A wallet message needs its sender, text and time.',
  no_such_account: 'No account has this email. The mentor signs up on the site first.',
  project_has_submissions:
    'Learners have handed in this project, so it cannot be deleted: their work and its feedback are kept.',
  // a learner's hand-in (the learner site words them; never a console call)
  project_not_found: 'This project no longer exists.',
  note_too_long: (max) => `A note has at most ${max} characters.`,
  too_many_links: (max) => `At most ${max} links.`,
  link_not_https: 'Links must start with https://',
  too_many_files: (max) => `At most ${max} photos.`,
  file_not_yours: words.forbidden,
  file_missing: 'A photo did not finish uploading.',
  hand_in_not_accepted: 'This project does not take that kind of hand-in.',
  submission_empty: 'A hand-in needs a note, a link or a photo.',
  project_approved: 'This project is already approved.',
  submission_waiting: 'An attempt at this project is already waiting for review.',
  projects_incomplete: 'Get every required project approved before getting the certificate.',
  // a review (the Reviews tab)
  not_reviewer: 'Only the course’s mentors and admins review its hand-ins.',
  own_submission: 'This is your own hand-in: another mentor reviews it.',
  submission_reviewed:
    'This attempt has been reviewed already. Back to the queue for the next one.',
  claimed_by_other: (name) =>
    `${name || 'Another mentor'} is reviewing this attempt. You can read it; it opens for review again when they finish, or 30 minutes after they opened it.`,
  feedback_required: words.feedbackRequired,
  feedback_too_long: (max) => `Feedback has at most ${max} characters.`,
  invalid_checklist: words.checklistChanged,
  invalid_verdict: 'Approve, or ask for changes.',
  // questions and answers (the Questions tab; the learner site words its own)
  not_author: 'Only its author edits this text.',
  edit_window_closed: (minutes) =>
    `Text can be edited for ${minutes || '15'} minutes after it is written.`,
  not_staff: 'Only the course’s mentors and admins do this.',
  not_asker: 'Only the learner who asked accepts an answer.',
  search_too_long: (max) => `Search with at most ${max || '100'} characters.`,
  // a learner's quiz attempt (the learner site words them; never a console call)
  quiz_not_found: 'This quiz no longer exists.',
  quiz_answers_invalid: 'The answers do not match this quiz’s questions: reload and try again.',
  quiz_incomplete: 'Answer every question before sending.',
  quiz_empty: 'This quiz has no questions yet.',
  attempts_used_up: 'Today’s attempts at this quiz are used up.',
  quizzes_incomplete: 'Pass every required quiz before getting the certificate.',
  // the Lessons tab's quizzes
  quiz_key_invalid: (question) =>
    atQuestion(
      question,
      'the right options must be options of the question: one, or two and more for a question with several.',
    ),
  quiz_questions_count: (max) => `A quiz has 1 to ${max || '50'} questions.`,
  lesson_not_in_course: 'Choose a lesson of this quiz’s course.',
  // the Statistics tab's range, as the reports refuse it (the tab checks it first, in these words)
  range_reversed: words.rangeReversed,
  range_in_future: words.rangeInFuture,
  range_too_long: words.rangeTooLong,
  range_missing: words.rangeMissing,
  // the learner site's page-view beacon (never a console call)
  page_view_invalid: null,
}

/** @repo/api's own refusals by code; null: the operation's own words. */
export const codeWords: Record<ApiCode, Said> = {
  page_size: (max) => `A page holds 1 to ${max} rows.`,
  not_a_position: 'Not a position in this list.',
  search_too_long: (max) =>
    `Search with at most ${max} characters (a transaction ID, a phone number or part of a name).`,
  not_a_date: (day) => `Not a date: ${day}`,
  lesson_links: 'Video and join links must start with https://',
  resource_links: 'Each resource needs a title and a link starting with https://',
  not_a_lesson: words.loadLesson,
  unexpected_response: null,
  lesson_course: words.invalidCourse,
  lesson_fields: words.fillAllFields,
  lesson_title: 'A title has at most 200 characters.',
  lesson_duration: 'The duration is a whole number of minutes from 1 to 600.',
  lesson_position: 'The position is a whole number from 1.',
  lesson_live_start: words.liveNeedsStart,
  project_course: words.invalidCourse,
  project_position: 'The position is a whole number from 1.',
  project_fields: words.fillAllFields,
  project_title: 'A title has at most 200 characters.',
  project_brief: 'A brief has at most 20,000 characters.',
  project_checklist: 'A checklist has at most 20 items.',
  project_checklist_item:
    'Each checklist item needs its English and Bangla words, at most 300 characters each.',
  project_hand_in: 'Choose what learners hand in: photos, a link or a written answer.',
  project_due_days: 'Due days are a whole number from 1 to 365, or blank for no due date.',
  // a learner's hand-in (the learner site words them)
  hand_in_note: 'A note has at most 4,000 characters.',
  hand_in_links: 'At most 5 links.',
  hand_in_link: 'Each link starts with https:// and has at most 1,000 characters.',
  hand_in_files: 'At most 5 photos.',
  hand_in_empty: 'A hand-in needs a note, a link or a photo.',
  not_a_photo: 'A photo is a JPEG, PNG or WebP image.',
  photo_too_big: 'A photo is at most 5 MB.',
  // a review (the Reviews tab)
  review_verdict: 'Approve, or ask for changes.',
  review_feedback: 'Feedback has at most 5,000 characters.',
  review_feedback_required: words.feedbackRequired,
  review_checklist: words.checklistChanged,
  // a question or an answer (the Questions tab's answer box)
  question_empty: 'Write your answer first.',
  question_too_long: 'At most 4,000 characters.',
  // a quiz and its questions (the Lessons tab; the detail: the question at fault, from 1)
  quiz_course: words.invalidCourse,
  quiz_fields: words.fillAllFields,
  quiz_title: 'A title has at most 200 characters.',
  quiz_lesson: 'Choose a lesson of this course, or the end of the course.',
  quiz_pass_percent: 'The pass mark is a whole number from 1 to 100.',
  quiz_attempts_per_day: 'Attempts a day are a whole number from 1 to 20.',
  quiz_question_count: 'A quiz has 1 to 50 questions.',
  quiz_prompt: (question) =>
    atQuestion(
      question,
      'write the question in English and Bangla, at most 1,000 characters each.',
    ),
  quiz_options: (question) => atQuestion(question, 'give 2 to 8 options.'),
  quiz_option: (question) =>
    atQuestion(
      question,
      'each option needs its English and Bangla words (at most 500 characters each) and an id of its own.',
    ),
  quiz_right: (question) =>
    atQuestion(
      question,
      'choose the right option: one, or two and more for a question with several.',
    ),
}
