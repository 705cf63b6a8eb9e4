/**
 * What the console says for each failure @repo/api reports: the answers of the backend (as the
 * Supabase clients give them) through toApiError, then errorWords. The sentences are the ones the
 * console showed before errors carried codes (docs/product.md#messages for the first four).
 */
import {
  ApiError,
  apiCodes,
  apiErrorKinds,
  databaseHints,
  operations,
  toApiError,
  type ConsoleOperation,
  type Operation,
} from '@repo/api'
import { describe, expect, it } from 'vitest'
import { codeText, errorWords, words } from './errorWords'

/** PostgREST's error body, as postgrest-js gives it. */
const pgError = (code: string, message: string, details = '') => ({
  code,
  message,
  details,
  hint: '',
})
const hinted = (code: string, hint: string, details = '') => ({
  code,
  message: 'reworded by the database',
  details,
  hint,
})
/** What @repo/api makes of GoTrue's refusals (its own tests read GoTrue's errors). */
const gotrue = (kind: 'credentials' | 'session', code: string, serverText?: string) =>
  new ApiError({ kind, operation: 'auth.signIn', code, serverText, status: 400 })
const said = (error: unknown, operation: Operation, status?: number) =>
  errorWords(toApiError(error, operation, status))

describe('the admin alerts of docs/product.md#messages, verbatim', () => {
  it('keeps the four texts exactly', () => {
    expect(words.errorFetchingEnrollment).toBe('Error fetching enrollment')
    expect(words.userAlreadyEnrolled).toBe('User already enrolled')
    expect(words.fillAllFields).toBe('Fill all fields')
    expect(words.couponExistsOrInvalid).toBe('Coupon already exists or invalid')
  })

  it('answers a duplicate, an out-of-range or an RLS-refused coupon with the coupon alert', () => {
    const duplicate = pgError('23505', 'duplicate key value violates unique constraint')
    expect(said(duplicate, 'coupon.create', 409)).toBe('Coupon already exists or invalid')
    expect(said(pgError('23514', 'violates check'), 'coupon.create', 400)).toBe(
      'Coupon already exists or invalid',
    )
    expect(said(pgError('42501', 'new row violates RLS'), 'coupon.create', 403)).toBe(
      'Coupon already exists or invalid',
    )
  })

  it("says 'User already enrolled' for the approve RPC's hint and for two admins racing", () => {
    expect(said(hinted('23505', 'user_already_enrolled'), 'enrollment.reject', 409)).toBe(
      'User already enrolled',
    )
    const race = pgError('23505', 'enrollments_user_id_course_id_key')
    expect(said(race, 'enrollment.approve', 409)).toBe('User already enrolled')
  })

  it("answers an unknown, hidden or odd request with 'Error fetching enrollment'", () => {
    expect(said(pgError('P0002', 'x'), 'enrollment.approve', 404)).toBe('Error fetching enrollment')
    expect(said(pgError('XX000', 'odd'), 'enrollment.reject', 500)).toBe(
      'Error fetching enrollment',
    )
  })
})

describe('errorWords', () => {
  it('names the status of a request decided before, and the request that stopped a batch', () => {
    expect(said(hinted('55000', 'request_decided', 'rejected'), 'enrollment.approve', 400)).toBe(
      'Enrollment request is already rejected.',
    )
    const batch = [
      [
        'enrollment_request_refunded',
        'R1',
        'Request R1 is already refunded. Nothing was approved.',
      ],
      [
        'enrollment_request_rejected',
        'R1',
        'Request R1 is already rejected. Nothing was approved.',
      ],
      ['enrollment_request_not_found', 'R2', 'Request R2 was not found. Nothing was approved.'],
      ['user_already_enrolled', 'R3', 'User already enrolled (request R3). Nothing was approved.'],
      [
        'invalid_payment',
        'R4',
        'The payment for request R4 needs a wallet, a transaction ID and an amount. Nothing was approved.',
      ],
      ['invalid_payment', '', 'The payment details are not valid. Nothing was changed.'],
      ['payment_already_matched', 'R5', 'This payment is already matched to another request.'],
      ['no_requests', '', 'Choose at least one request to approve.'],
      ['too_many_transaction_ids', '1001', 'Match at most 1,000 transaction IDs at a time.'],
    ] as const
    for (const [hint, request, sentence] of batch)
      expect(said(hinted('P0001', hint, request), 'enrollment.approve', 400)).toBe(sentence)
  })

  it('says the refusals of a reason, a refund and a final decision', () => {
    expect(said(hinted('22023', 'decision_reason_required'), 'enrollment.reject')).toBe(
      'Please write a reason.',
    )
    expect(said(hinted('55000', 'refund_not_approved'), 'enrollment.refund')).toBe(
      'Only an approved enrollment can be refunded.',
    )
    expect(said(hinted('55000', 'decision_final'), 'enrollment.refund')).toBe(
      'This decision is final and cannot be changed.',
    )
    // a hint without words of its own: the operation's
    expect(said(hinted('55000', 'refund_enrolment_kept'), 'enrollment.refund')).toBe(
      'Could not refund the enrollment.',
    )
  })

  it.each([502, 503, 504])('turns a %i from the gateway into the retry message', (status) => {
    expect(said({ message: '<html>Bad gateway</html>' }, 'pending.list', status)).toBe(
      'Could not reach the server. Check your connection and try again.',
    )
  })

  it('says the same for a failed fetch', () => {
    expect(said(new TypeError('Failed to fetch'), 'leads.list')).toBe(words.retry)
  })

  it("shows the server's own message for a failed login (docs/product.md#messages)", () => {
    const e = gotrue('credentials', 'invalid_credentials', 'Invalid login credentials')
    expect(errorWords(e)).toBe('Invalid login credentials')
    expect(errorWords(gotrue('credentials', 'invalid_credentials'))).toBe('Login Failed')
  })

  it('asks to log in again when the session is missing or the JWT expired', () => {
    expect(errorWords(gotrue('session', 'session_not_found'))).toBe(
      'Your session has ended. Please log in again.',
    )
    expect(said(pgError('PGRST303', 'JWT expired'), 'pending.list', 401)).toBe(words.sessionMissing)
  })

  it('says "not allowed" for an RLS or privilege refusal and a storage 403', () => {
    expect(said(pgError('42501', 'Admins only'), 'users.list', 403)).toBe(
      'You are not allowed to do this.',
    )
    expect(said(hinted('42501', 'admin_only'), 'walletMessage.approve', 403)).toBe(words.forbidden)
    expect(said({ message: 'RLS', statusCode: '403' }, 'lessons.list')).toBe(words.forbidden)
  })

  it("falls back to the operation's words for anything else", () => {
    expect(said(pgError('XX000', 'internal'), 'statistics.read', 500)).toBe(
      'Could not load the statistics.',
    )
    expect(said('boom', 'leads.list')).toBe('Could not load the leads.')
    expect(said(pgError('23505', 'duplicate'), 'walletSenders.list', 409)).toBe(
      'Could not load the wallet senders.',
    )
  })

  it('says how many minutes to wait when a limit is reached, whatever the operation', () => {
    const limited = (seconds: string) => hinted('PT429', 'rate_limited', seconds)
    expect(said(limited('600'), 'coupons.list', 429)).toBe(
      'Too many attempts. Try again in 10 minutes.',
    )
    expect(said(limited('601'), 'coupons.list', 429)).toBe(
      'Too many attempts. Try again in 11 minutes.',
    )
    expect(said(limited('59'), 'coupons.list', 429)).toBe(
      'Too many attempts. Try again in 1 minute.',
    )
    expect(said(limited('soon'), 'coupons.list', 429)).toBe(
      'Too many attempts. Try again in a few minutes.',
    )
  })

  it('says the wallet senders’ refusals: on the list, gone, and the form’s own', () => {
    for (const key of ['wallet_senders_pkey', 'wallet_senders_lower_sender_key'])
      expect(said(pgError('23505', key), 'walletSender.add', 409)).toBe(
        'This sender ID is already on the list.',
      )
    expect(said(pgError('23514', 'check'), 'walletSender.add', 400)).toBe(
      'A sender ID is 1 to 32 characters, for bKash, Nagad or Rocket.',
    )
    const form = (field: string, code: string) =>
      errorWords(new ApiError({ kind: 'invalid', operation: 'walletSender.add', field, code }))
    expect(form('sender', 'too_small')).toBe('Write the sender ID, as the phone shows it.')
    expect(form('sender', 'too_big')).toBe('A sender ID has at most 32 characters.')
    expect(form('wallet', 'invalid_value')).toBe('Choose bKash, Nagad or Rocket.')
    expect(said({ code: 'PGRST116', message: 'No such sender' }, 'walletSender.remove', 404)).toBe(
      'This sender ID is no longer on the list.',
    )
  })

  it('names the wallet messages’ refusals', () => {
    expect(
      said(hinted('55000', 'wallet_message_not_matched', 'held'), 'walletMessage.approve'),
    ).toBe('Only a payment waiting for approval can be approved. Refresh to see it as it is now.')
    expect(said(hinted('P0002', 'wallet_message_not_found'), 'walletMessage.anchor')).toBe(
      'This wallet message was not found.',
    )
    expect(said(hinted('22023', 'wallet_message_not_anchorable'), 'walletMessage.anchor')).toBe(
      'Only a wallet message that shows a balance can anchor its wallet.',
    )
  })

  it('says the lessons’ refusals: a taken position, a stale list, a live class without a start', () => {
    expect(said(pgError('23505', 'lessons_course_id_position_key'), 'lesson.save', 409)).toBe(
      'Another lesson has this position: reload and try again.',
    )
    expect(said(hinted('55000', 'lessons_changed'), 'lessons.reorder')).toBe(
      'The lessons changed meanwhile: reload and try again.',
    )
    expect(said(hinted('22023', 'live_needs_start'), 'lesson.save')).toBe(
      'A live class needs a start time, and only a live class has one.',
    )
  })

  it('says the checks made before a call, by their codes', () => {
    const refused = (code: (typeof apiCodes)[number], detail?: string) =>
      errorWords(new ApiError({ kind: 'invalid', operation: 'pending.list', code, detail }))
    expect(refused('page_size', '999')).toBe('A page holds 1 to 999 rows.')
    expect(refused('not_a_position')).toBe('Not a position in this list.')
    expect(refused('search_too_long', '100')).toBe(
      'Search with at most 100 characters (a transaction ID, a phone number or part of a name).',
    )
    expect(refused('unexpected_response')).toBe('Could not load the pending enrollments.')
    expect(codeText('lesson_fields')).toBe('Fill all fields')
    expect(codeText('lesson_duration')).toBe(
      'The duration is a whole number of minutes from 1 to 600.',
    )
    expect(codeText('lesson_course')).toBe('Invalid course selected.')
  })
})

describe('the words of questions and quizzes (issue 35)', () => {
  it('says the refusals of an answer, a hide, and the 15 minutes of an edit', () => {
    expect(said(hinted('55000', 'edit_window_closed', '15'), 'answer.edit')).toBe(
      'Text can be edited for 15 minutes after it is written.',
    )
    expect(said(hinted('42501', 'not_staff'), 'question.hide')).toBe(
      'Only the course’s mentors and admins do this.',
    )
    expect(said(hinted('42501', 'not_staff'), 'questions.queue')).toBe(
      'Only the course’s mentors and admins do this.',
    )
    const blank = new ApiError({
      kind: 'invalid',
      operation: 'question.answer',
      code: 'question_empty',
    })
    expect(errorWords(blank)).toBe('Write your answer first.')
    expect(said(pgError('XX000', 'odd'), 'questions.queue', 500)).toBe(
      'Could not load the questions.',
    )
  })

  it('names the question at fault of a quiz, and the database’s own checks', () => {
    const refused = (code: (typeof apiCodes)[number], detail?: string) =>
      errorWords(new ApiError({ kind: 'invalid', operation: 'quizQuestions.save', code, detail }))
    expect(refused('quiz_right', '3')).toBe(
      'Question 3: choose the right option: one, or two and more for a question with several.',
    )
    expect(refused('quiz_options')).toBe('Give 2 to 8 options.')
    expect(refused('quiz_question_count')).toBe('A quiz has 1 to 50 questions.')
    expect(said(hinted('22023', 'quiz_questions_count', '50'), 'quizQuestions.save')).toBe(
      'A quiz has 1 to 50 questions.',
    )
    expect(said(hinted('23503', 'lesson_not_in_course'), 'quiz.save')).toBe(
      'Choose a lesson of this quiz’s course.',
    )
    expect(said(hinted('22023', 'quiz_key_invalid'), 'quizQuestions.save')).toMatch(
      /^The right options must be options of the question/,
    )
    expect(said(pgError('XX000', 'odd'), 'quiz.delete', 500)).toBe('Could not delete the quiz.')
  })
})

describe('every code has words', () => {
  // words for a person: a capital first, no code in them (no snake_case, no dotted operation)
  const sentence = /^[A-Z❌][^_]*$/

  it('each console operation has its own fallback sentence', () => {
    const ours = Object.entries(operations)
      .filter(([, app]) => app !== 'site')
      .map(([operation]) => operation as ConsoleOperation)
    expect(ours.length).toBeGreaterThan(20)
    for (const operation of ours) {
      const text = errorWords(new ApiError({ kind: 'unknown', operation }))
      expect(text, operation).toMatch(sentence)
      expect(text, operation).not.toBe(words.somethingWrong)
    }
  })

  it('each kind and each hint and code of the console says something, never a code', () => {
    for (const kind of apiErrorKinds)
      expect(errorWords(new ApiError({ kind, operation: 'pending.list' })), kind).toMatch(sentence)
    for (const hint of Object.keys(databaseHints) as (keyof typeof databaseHints)[]) {
      const e = new ApiError({ kind: 'invalid', operation: 'pending.list', hint, detail: 'R1' })
      expect(errorWords(e), hint).toMatch(sentence)
      expect(errorWords(e), hint).not.toContain(hint)
    }
    for (const code of apiCodes) expect(codeText(code, '9'), code).toMatch(sentence)
  })
})
