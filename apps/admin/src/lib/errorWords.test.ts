/**
 * What the console says for each failure @repo/api reports, in errorWords' precedence: the
 * answers of the backend (as the Supabase clients give them) through toApiError, then the words.
 * The sentences are the ones the console showed before errors carried codes
 * (docs/product.md#messages for the first four). The refusals' own words: refusalWords.test.ts.
 */
import { ApiError, type Operation } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { errorWords } from './errorWords'
import { hinted, pgError, said } from './errorWords.fixtures'
import { words } from './words'

/** What @repo/api makes of GoTrue's refusals (its own tests read GoTrue's errors). */
const gotrue = (kind: 'credentials' | 'session', code: string, serverText?: string) =>
  new ApiError({ kind, operation: 'auth.signIn', code, serverText, status: 400 })
const form = (field: string, code: string) =>
  new ApiError({ kind: 'invalid', operation: 'walletSender.add', field, code })

describe('the admin alerts of docs/product.md#messages, verbatim', () => {
  it('keeps the four texts exactly', () => {
    expect(words.errorFetchingEnrollment).toBe('Error fetching enrollment')
    expect(words.userAlreadyEnrolled).toBe('User already enrolled')
    expect(words.fillAllFields).toBe('Fill all fields')
    expect(words.couponExistsOrInvalid).toBe('Coupon already exists or invalid')
  })
})

describe('errorWords: first rule first', () => {
  const limited = (seconds: string) => hinted('PT429', 'rate_limited', seconds)
  it.each<[string, unknown, Operation, number | undefined, string]>([
    // the network, before anything the answer says
    ['a gateway that gave up', { message: 'Bad gateway' }, 'pending.list', 502, words.retry],
    ['a failed fetch', new TypeError('Failed to fetch'), 'leads.list', undefined, words.retry],
    // a limit, whatever the operation: the minutes to wait, rounded up
    [
      'a limit of 600 s',
      limited('600'),
      'coupons.list',
      429,
      'Too many attempts. Try again in 10 minutes.',
    ],
    [
      'a limit of 59 s',
      limited('59'),
      'walletSender.add',
      429,
      'Too many attempts. Try again in 1 minute.',
    ],
    [
      'a limit of no time',
      limited('soon'),
      'coupons.list',
      429,
      'Too many attempts. Try again in a few minutes.',
    ],
    // the database's hint, whatever the operation
    [
      'the hint of the approve RPC',
      hinted('23505', 'user_already_enrolled'),
      'enrollment.reject',
      409,
      'User already enrolled',
    ],
    [
      'a hint that says a forbidden',
      hinted('42501', 'admin_only'),
      'walletMessage.approve',
      403,
      words.forbidden,
    ],
    [
      'a hint with no words: the operation’s',
      hinted('55000', 'refund_enrolment_kept'),
      'enrollment.refund',
      400,
      'Could not refund the enrollment.',
    ],
    // the operation's words for a kind it says apart
    [
      'two admins approving at once',
      pgError('23505'),
      'enrollment.approve',
      409,
      'User already enrolled',
    ],
    [
      'a duplicate coupon',
      pgError('23505'),
      'coupon.create',
      409,
      'Coupon already exists or invalid',
    ],
    [
      'an out-of-range coupon',
      pgError('23514'),
      'coupon.create',
      400,
      'Coupon already exists or invalid',
    ],
    [
      'an RLS-refused coupon',
      pgError('42501'),
      'coupon.create',
      403,
      'Coupon already exists or invalid',
    ],
    [
      'a taken lesson position',
      pgError('23505'),
      'lesson.save',
      409,
      'Another lesson has this position: reload and try again.',
    ],
    [
      'a taken project position',
      pgError('23505'),
      'project.save',
      409,
      'Another project of this course has this position: choose another.',
    ],
    [
      'a sender on the list',
      pgError('23505', 'wallet_senders_pkey'),
      'walletSender.add',
      409,
      'This sender ID is already on the list.',
    ],
    [
      'a sender the check refuses',
      pgError('23514'),
      'walletSender.add',
      400,
      'A sender ID is 1 to 32 characters, for bKash, Nagad or Rocket.',
    ],
    [
      'a blank sender of the form',
      form('sender', 'too_small'),
      'walletSender.add',
      undefined,
      'Write the sender ID, as the phone shows it.',
    ],
    [
      'a long sender of the form',
      form('sender', 'too_big'),
      'walletSender.add',
      undefined,
      'A sender ID has at most 32 characters.',
    ],
    [
      'a wallet of the form',
      form('wallet', 'invalid_value'),
      'walletSender.add',
      undefined,
      'Choose bKash, Nagad or Rocket.',
    ],
    [
      'a sender removed meanwhile',
      { code: 'PGRST116', message: 'x' },
      'walletSender.remove',
      404,
      'This sender ID is no longer on the list.',
    ],
    // the words chosen upstream: GoTrue's of a failed login
    [
      'a failed login',
      gotrue('credentials', 'invalid_credentials', 'Invalid login credentials'),
      'auth.signIn',
      undefined,
      'Invalid login credentials',
    ],
    [
      'a failed login without words',
      gotrue('credentials', 'invalid_credentials'),
      'auth.signIn',
      undefined,
      'Login Failed',
    ],
    // the session, a refusal
    [
      'a missing session',
      gotrue('session', 'session_not_found'),
      'auth.signIn',
      undefined,
      'Your session has ended. Please log in again.',
    ],
    [
      'an expired JWT',
      pgError('PGRST303', 'JWT expired'),
      'pending.list',
      401,
      words.sessionMissing,
    ],
    [
      'an RLS refusal',
      pgError('42501', 'Admins only'),
      'users.list',
      403,
      'You are not allowed to do this.',
    ],
    [
      'a storage 403',
      { message: 'RLS', statusCode: '403' },
      'lessons.list',
      undefined,
      words.forbidden,
    ],
    // else the operation's failure
    [
      'an unknown request',
      pgError('P0002'),
      'enrollment.approve',
      404,
      'Error fetching enrollment',
    ],
    ['an odd request', pgError('XX000'), 'enrollment.reject', 500, 'Error fetching enrollment'],
    ['anything else', pgError('XX000'), 'statistics.read', 500, 'Could not load the statistics.'],
    ['a thrown string', 'boom', 'leads.list', undefined, 'Could not load the leads.'],
    [
      'a kind the operation does not say apart',
      pgError('23505'),
      'walletSenders.list',
      409,
      'Could not load the wallet senders.',
    ],
    [
      'an operation the console never calls',
      pgError('XX000'),
      'quiz.submit',
      500,
      words.somethingWrong,
    ],
  ])('%s', (_, error, operation, status, text) => {
    const e = error instanceof ApiError ? error : undefined
    expect(e ? errorWords(e) : said(error, operation, status)).toBe(text)
  })
})
