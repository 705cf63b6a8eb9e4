/**
 * The console's words for what @repo/api reports (docs/decisions/0080): an ApiError carries a
 * kind, a code, a hint and their detail; this module says them in English, in one precedence.
 * A new call of the console is its operation's line in `operationWords`: the words of its
 * failure, and of a kind where the operation means something more by it.
 */
import type { ApiCode, ApiError, ApiErrorKind, Operation } from '@repo/api'
import { tooManyAttemptsText } from '@repo/courses/i18n'
import { codeWords, hintWords, type Said } from './refusalWords'
import { words } from './words'

/** An operation's words: its failure's, or that and the words of the kinds it says apart. */
type OperationWords =
  | string
  | ({ failed: string } & Partial<
      Record<ApiErrorKind, string | ((e: ApiError) => string | undefined)>
    >)

/** Every operation the console calls, and what its failure says. */
export const operationWords = {
  'auth.signIn': 'Login Failed',
  'auth.signOut': words.retry,
  'profile.read': 'Could not read your profile.',
  'pending.list': 'Could not load the pending enrollments.',
  'enrollment.approve': {
    failed: words.errorFetchingEnrollment,
    // two admins approving at once: the enrollments unique key
    conflict: words.userAlreadyEnrolled,
  },
  'enrollment.reject': words.errorFetchingEnrollment,
  'enrollment.refund': 'Could not refund the enrollment.',
  'decisions.list': 'Could not load the history.',
  'requests.match': 'Could not load the enrollment requests to match with.',
  'users.list': 'Could not load the active users.',
  'statistics.read': 'Could not load the statistics.',
  'coupons.list': 'Could not load the coupons.',
  // The original console answered every refused insert with this alert (duplicate, out of
  // range, refused by row-level security).
  'coupon.create': { failed: words.couponExistsOrInvalid, forbidden: words.couponExistsOrInvalid },
  'coupon.deactivate': 'Could not delete the coupon.',
  'leads.list': 'Could not load the leads.',
  'lessons.list': 'Could not load the lessons.',
  'lesson.content': words.loadLesson,
  'lesson.save': {
    failed: 'Could not save the lesson.',
    // lessons_course_id_position_key
    conflict: 'Another lesson has this position: reload and try again.',
  },
  'lesson.delete': 'Could not delete the lesson.',
  'lessons.reorder': 'Could not reorder the lessons.',
  'learners.list': 'Could not load the enrolled learners.',
  'deliveries.list': 'Could not load the failed mails.',
  'walletMessages.list': 'Could not load the wallet messages.',
  'walletMessage.approve': 'Could not approve the payment.',
  'walletMessage.anchor': 'Could not anchor the wallet’s balance.',
  'walletSettings.read': 'Could not load the automatic approval setting.',
  'walletSettings.update': 'Could not change automatic approval.',
  'walletSenders.list': 'Could not load the wallet senders.',
  'walletSender.add': {
    failed: 'Could not add the sender.',
    // wallet_senders: its unique keys and checks, and the form's own (field and zod's rule)
    conflict: 'This sender ID is already on the list.',
    invalid: (e) => {
      if (e.field === 'wallet') return 'Choose bKash, Nagad or Rocket.'
      if (e.field === 'sender' && e.code === 'too_small')
        return 'Write the sender ID, as the phone shows it.'
      if (e.field === 'sender') return 'A sender ID has at most 32 characters.'
      if (e.code === '23514')
        return 'A sender ID is 1 to 32 characters, for bKash, Nagad or Rocket.'
      return undefined
    },
  },
  'walletSender.remove': {
    failed: 'Could not remove the sender.',
    // removed meanwhile (by another admin)
    not_found: 'This sender ID is no longer on the list.',
  },
  'walletDevices.list': 'Could not load the wallet phone’s status.',
  // the Lessons tab's projects and mentors (issue 33)
  'projects.list': 'Could not load the projects.',
  'project.save': {
    failed: 'Could not save the project.',
    // projects_course_id_position_key
    conflict: 'Another project of this course has this position: choose another.',
  },
  'project.delete': 'Could not delete the project.',
  'mentors.list': 'Could not load the mentors.',
  'mentor.add': 'Could not add the mentor.',
  'mentor.remove': 'Could not remove the mentor.',
  // the Reviews tab (issue 33)
  'reviews.queue': 'Could not load the hand-ins.',
  'project.read': 'Could not load the project.',
  'submissions.list': 'Could not load the attempts.',
  'reviews.list': 'Could not load the earlier feedback.',
  'photos.sign': 'Could not load the photos.',
  'submission.learner': 'Could not load the learner’s name.',
  'submission.claim': 'Could not open this hand-in for review.',
  'submission.review': 'Could not save the review.',
  'mentors.mine': 'Could not read your courses.',
  // the Questions tab (issue 35)
  'questions.list': 'Could not load the questions.',
  'question.read': 'Could not load the question.',
  'answers.list': 'Could not load the answers.',
  'question.answer': 'Could not send the answer.',
  'answer.edit': 'Could not save the answer.',
  'question.hide': 'Could not hide or show the question.',
  'answer.hide': 'Could not hide or show the answer.',
  'questions.queue': 'Could not load the questions.',
  // the Lessons tab's quizzes (issue 35)
  'quizzes.list': 'Could not load the quizzes.',
  'quiz.read': 'Could not load the quiz.',
  'quizKeys.list': 'Could not load the right options.',
  'quiz.save': 'Could not save the quiz.',
  'quizQuestions.save': 'Could not save the quiz’s questions.',
  'quiz.delete': 'Could not delete the quiz.',
} as const satisfies Partial<Record<Operation, OperationWords>>

/** The operations the console calls (the keys of its words). */
export type ConsoleOperation = keyof typeof operationWords

const wordsOf = (e: ApiError): OperationWords | undefined =>
  (operationWords as Partial<Record<Operation, OperationWords>>)[e.operation]

/** What a failed call says when nothing more precise is known. */
function failed(e: ApiError): string {
  const own = wordsOf(e)
  return (typeof own === 'object' ? own.failed : own) ?? words.somethingWrong
}

/** The operation's words for the kind, where it says the kind apart. */
function operationKindWords(e: ApiError): string | undefined {
  const own = wordsOf(e)
  const said = typeof own === 'object' ? own[e.kind] : undefined
  return typeof said === 'function' ? said(e) : said
}

function say(said: Said, e: ApiError): string {
  if (said === null) return failed(e)
  return typeof said === 'function' ? said(e.detail ?? '') : said
}

const isApiCode = (code: string | undefined): code is ApiCode =>
  code !== undefined && Object.hasOwn(codeWords, code)

/** The words of one of @repo/api's own refusal codes (the Lessons tab's checks before saving). */
export function codeText(code: ApiCode, detail = ''): string {
  const said = codeWords[code]
  if (said === null) return words.somethingWrong
  return typeof said === 'function' ? said(detail) : said
}

/**
 * What the console says for an ApiError, first rule first: the network; a limit and its wait;
 * the database's hint; the operation's words for the kind; @repo/api's code; the words chosen
 * upstream (GoTrue's message of a failed login, docs/product.md#messages, or the form's);
 * a missing session; a refusal; the operation's failure.
 */
export function errorWords(e: ApiError): string {
  if (e.kind === 'network') return words.retry
  if (e.kind === 'rate_limited') return tooManyAttemptsText(e.retryAfter, 'en')
  if (e.hint) return say(hintWords[e.hint], e)
  const special = operationKindWords(e)
  if (special) return special
  if (isApiCode(e.code)) return say(codeWords[e.code], e)
  if (e.serverText) return e.serverText
  if (e.kind === 'session') return words.sessionMissing
  if (e.kind === 'forbidden') return words.forbidden
  return failed(e)
}

/** An answer that arrived and says no, in the console's own words (not an ApiError). */
export class ConsoleRefusal extends Error {
  override readonly name = 'ConsoleRefusal'
}
