/**
 * Tables and functions whose security cells live in another file than matrix.test.ts. The
 * matrix's coverage check skips them; the named file checks its own cells cover each of them
 * for every role.
 */
import { classroomResources } from './classroom-resources'

/** What a file covers: its tables, then its functions. */
const covers = <const T extends readonly string[], const F extends readonly string[]>(
  tables: T,
  functions: F,
) => ({ tables, functions })

export const paymentsResources = covers(
  ['enrollment_decisions'],
  ['approve_enrollments', 'refund_enrollment'],
)

/** Their cells: notifications.test.ts (anon, learner, another learner, admin; every operation). */
export const notificationResources = covers(['notifications', 'notification_deliveries'], [])

/** Their cells: wallet.test.ts (the wallet phone's inbox, senders, switch and health). */
export const walletResources = covers(
  ['wallet_messages', 'wallet_senders', 'wallet_settings', 'wallet_devices'],
  ['approve_wallet_message', 'anchor_wallet_message'],
)

/** Their cells: rate-limits.test.ts (the limits admins tune; the counters are not exposed). */
export const rateLimitResources = covers(['rate_limits'], [])

/** Their cells: volume.test.ts (the Payments tab's lookup by transaction id, issue 24). */
export const volumeResources = covers([], ['admin_requests_by_transaction_ids'])

/** Their cells: pending-pages.test.ts (the Pending tab's pages and count, History's count). */
export const consolePageResources = covers(
  [],
  ['admin_pending_page', 'admin_pending_count', 'admin_decisions_count'],
)

/** Their cells: list-pages.test.ts (Active Users, a course's learners, the lists' count). */
export const listPageResources = covers(
  [],
  ['admin_active_users_page', 'admin_course_learners_page', 'admin_list_count'],
)

/** Its cells: history-page.test.ts (History's page in one answer). */
export const historyPageResources = covers([], ['admin_decisions_page'])

/** Their cells: projects.test.ts (issue 33; with an enrolled learner and two mentors as callers). */
export const projectResources = covers(
  ['projects', 'course_mentors', 'project_submissions', 'project_reviews'],
  [
    'submit_project',
    'claim_submission',
    'review_submission',
    'review_queue_page',
    'review_queue_count',
    'submission_learner_name',
    'admin_course_mentors',
    'admin_add_mentor',
  ],
)

/**
 * Their cells: questions.test.ts (issue 35; anon, a learner enrolled nowhere, another learner and
 * the enrolled learner of the course, a learner of another course, a mentor of the course, a
 * mentor of another course, admin).
 */
export const questionResources = covers(
  ['lesson_questions', 'question_answers'],
  [
    'questions_page',
    'answers_page',
    'question_read',
    'question_queue_page',
    'question_queue_count',
  ],
)

/** Their cells: quizzes.test.ts (issue 35; the same eight callers as the questions'). */
export const quizResources = covers(
  ['quizzes', 'quiz_questions', 'quiz_question_keys', 'quiz_attempts'],
  ['submit_quiz', 'admin_save_quiz_questions'],
)

/** Their cells: reports.test.ts (issue 36; the questions' eight callers). */
export const reportResources = covers(
  ['page_views'],
  ['admin_money_report', 'admin_desk_report', 'admin_funnel_report', 'admin_learning_report'],
)

export const coveredElsewhere: ReadonlySet<string> = new Set([
  ...classroomResources,
  ...[
    paymentsResources,
    notificationResources,
    walletResources,
    rateLimitResources,
    volumeResources,
    consolePageResources,
    listPageResources,
    historyPageResources,
    projectResources,
    questionResources,
    quizResources,
    reportResources,
  ].flatMap((r): readonly string[] => [...r.tables, ...r.functions]),
])
