/**
 * Tables and functions whose security cells live in another file than matrix.test.ts. The
 * matrix's coverage check skips them; the named file checks its own cells cover each of them
 * for every role.
 */
import { classroomResources } from './classroom-resources'

export const paymentsResources = {
  tables: ['enrollment_decisions'],
  functions: ['approve_enrollments', 'refund_enrollment'],
} as const

/** Their cells: notifications.test.ts (anon, learner, another learner, admin; every operation). */
export const notificationResources = {
  tables: ['notifications', 'notification_deliveries'],
  functions: [],
} as const

/** Their cells: wallet.test.ts (the wallet phone's inbox, senders, switch and health). */
export const walletResources = {
  tables: ['wallet_messages', 'wallet_senders', 'wallet_settings', 'wallet_devices'],
  functions: ['approve_wallet_message', 'anchor_wallet_message'],
} as const

/** Their cells: rate-limits.test.ts (the limits admins tune; the counters are not exposed). */
export const rateLimitResources = {
  tables: ['rate_limits'],
  functions: [],
} as const

/** Their cells: volume.test.ts (the Payments tab's lookup by transaction id, issue 24). */
export const volumeResources = {
  tables: [],
  functions: ['admin_requests_by_transaction_ids'],
} as const

/** Their cells: pending-pages.test.ts (the Pending tab's pages and count, History's count). */
export const consolePageResources = {
  tables: [],
  functions: ['admin_pending_page', 'admin_pending_count', 'admin_decisions_count'],
} as const

/** Their cells: list-pages.test.ts (Active Users, a course's learners, the lists' count). */
export const listPageResources = {
  tables: [],
  functions: ['admin_active_users_page', 'admin_course_learners_page', 'admin_list_count'],
} as const

/** Its cells: history-page.test.ts (History's page in one answer). */
export const historyPageResources = {
  tables: [],
  functions: ['admin_decisions_page'],
} as const

/** Their cells: projects.test.ts (issue 33; with an enrolled learner and two mentors as callers). */
export const projectResources = {
  tables: ['projects', 'course_mentors', 'project_submissions', 'project_reviews'],
  functions: [
    'submit_project',
    'claim_submission',
    'review_submission',
    'review_queue_page',
    'review_queue_count',
    'submission_learner_name',
    'admin_course_mentors',
    'admin_add_mentor',
  ],
} as const

/**
 * Their cells: questions.test.ts (issue 35; anon, a learner enrolled nowhere, another learner and
 * the enrolled learner of the course, a learner of another course, a mentor of the course, a
 * mentor of another course, admin).
 */
export const questionResources = {
  tables: ['lesson_questions', 'question_answers'],
  functions: [
    'questions_page',
    'answers_page',
    'question_read',
    'question_queue_page',
    'question_queue_count',
  ],
} as const

/** Their cells: quizzes.test.ts (issue 35; the same eight callers as the questions'). */
export const quizResources = {
  tables: ['quizzes', 'quiz_questions', 'quiz_question_keys', 'quiz_attempts'],
  functions: ['submit_quiz', 'admin_save_quiz_questions'],
} as const

/** Their cells: reports.test.ts (issue 36; the questions' eight callers). */
export const reportResources = {
  tables: ['page_views'],
  functions: [
    'admin_money_report',
    'admin_desk_report',
    'admin_funnel_report',
    'admin_learning_report',
  ],
} as const

export const coveredElsewhere: ReadonlySet<string> = new Set([
  ...paymentsResources.tables,
  ...paymentsResources.functions,
  ...classroomResources,
  ...notificationResources.tables,
  ...walletResources.tables,
  ...walletResources.functions,
  ...rateLimitResources.tables,
  ...volumeResources.functions,
  ...consolePageResources.functions,
  ...listPageResources.functions,
  ...historyPageResources.functions,
  ...projectResources.tables,
  ...projectResources.functions,
  ...questionResources.tables,
  ...questionResources.functions,
  ...quizResources.tables,
  ...quizResources.functions,
  ...reportResources.tables,
  ...reportResources.functions,
])
