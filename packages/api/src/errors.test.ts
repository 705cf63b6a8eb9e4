import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import {
  ApiError,
  databaseHints,
  errorMessage,
  errorMessages,
  toApiError,
  unexpectedResponse,
} from './errors'

const pgError = (code: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint: '' })
const hinted = (code: string, hint: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint })

describe('the admin alerts of docs/product.md#messages, verbatim', () => {
  it('keeps the four texts exactly', () => {
    expect(errorMessages.errorFetchingEnrollment).toBe('Error fetching enrollment')
    expect(errorMessages.userAlreadyEnrolled).toBe('User already enrolled')
    expect(errorMessages.fillAllFields).toBe('Fill all fields')
    expect(errorMessages.couponExistsOrInvalid).toBe('Coupon already exists or invalid')
  })
})

describe('toApiError', () => {
  it('maps a duplicate coupon code (unique violation) to the coupon alert', () => {
    const e = toApiError(
      pgError(
        '23505',
        'duplicate key value violates unique constraint "coupons_code_key"',
        'Key (code)=(SAVE20) already exists.',
      ),
      'coupon.create',
      409,
    )
    expect(e).toBeInstanceOf(ApiError)
    expect(e.message).toBe('Coupon already exists or invalid')
    expect(e.kind).toBe('conflict')
    expect(e.code).toBe('23505')
    expect(e.status).toBe(409)
  })

  it('maps a coupon percent out of range (check violation) to the coupon alert', () => {
    const e = toApiError(
      pgError(
        '23514',
        'new row for relation "coupons" violates check constraint "coupons_discount_percent_range"',
      ),
      'coupon.create',
      400,
    )
    expect(e.message).toBe('Coupon already exists or invalid')
    expect(e.kind).toBe('invalid')
  })

  it("recognises the approve RPC's 'User already enrolled' by its hint whatever the operation", () => {
    const raised = hinted('23505', 'user_already_enrolled', 'User already enrolled')
    expect(toApiError(raised, 'enrollment.reject', 409).message).toBe('User already enrolled')
    expect(toApiError(raised, 'enrollment.approve', 409).kind).toBe('already_enrolled')
    // two admins racing: the enrollments unique key itself
    const race = pgError(
      '23505',
      'duplicate key value violates unique constraint "enrollments_user_id_course_id_key"',
    )
    expect(toApiError(race, 'enrollment.approve', 409).message).toBe('User already enrolled')
  })

  it("answers an unknown or hidden request with 'Error fetching enrollment'", () => {
    expect(
      toApiError(pgError('P0002', 'Error fetching enrollment'), 'enrollment.approve', 404).message,
    ).toBe('Error fetching enrollment')
    expect(
      toApiError(pgError('P0002', 'Error fetching enrollment'), 'enrollment.reject', 404).kind,
    ).toBe('not_found')
    expect(toApiError(pgError('XX000', 'something odd'), 'enrollment.reject', 500).message).toBe(
      'Error fetching enrollment',
    )
  })

  it('names the status of a request that was already decided (the detail of its hint)', () => {
    const e = toApiError(
      hinted('55000', 'request_decided', 'Any wording at all.', 'rejected'),
      'enrollment.approve',
      400,
    )
    expect(e.message).toBe('Enrollment request is already rejected.')
    expect(e.kind).toBe('conflict')
  })

  it.each([502, 503, 504])('turns a %i from the gateway into the retry message', (status) => {
    const e = toApiError({ message: '<html>Bad gateway</html>' }, 'pending.list', status)
    expect(e.message).toBe(errorMessages.retry)
    expect(e.kind).toBe('network')
    expect(e.retryable).toBe(true)
  })

  it('turns a failed fetch (postgrest-js status 0) into the retry message', () => {
    const e = toApiError(
      { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
      'coupons.list',
      0,
    )
    expect(e.message).toBe(errorMessages.retry)
    expect(toApiError(new TypeError('Failed to fetch'), 'leads.list').kind).toBe('network')
  })

  it("treats GoTrue's retryable fetch error as a network failure", () => {
    const e = toApiError(new AuthRetryableFetchError('fetch failed', 0), 'auth.signIn')
    expect(e.message).toBe(errorMessages.retry)
    expect(e.kind).toBe('network')
  })

  it("shows the server's own message for a failed login (docs/product.md#messages)", () => {
    const e = toApiError(
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'auth.signIn',
    )
    expect(e.message).toBe('Invalid login credentials')
    expect(e.kind).toBe('credentials')
    expect(e.code).toBe('invalid_credentials')
  })

  it('keeps the reasons of a weak password', () => {
    const e = toApiError(
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'auth.signIn',
    )
    expect(e.kind).toBe('weak_password')
    expect(e.reasons).toEqual(['length'])
    expect(e.message).toBe('Password should be at least 6 characters.')
  })

  it('asks to log in again when the session is missing or the JWT expired', () => {
    expect(toApiError(new AuthSessionMissingError(), 'auth.signOut').kind).toBe('session')
    expect(toApiError(pgError('PGRST303', 'JWT expired'), 'pending.list', 401).message).toBe(
      errorMessages.sessionMissing,
    )
  })

  it('says a duplicate wallet sender is on the list already, for either of its unique keys', () => {
    for (const key of ['wallet_senders_pkey', 'wallet_senders_lower_sender_key']) {
      const e = toApiError(
        pgError('23505', `duplicate key value violates unique constraint "${key}"`),
        'walletSender.add',
        409,
      )
      expect(e.message).toBe('This sender ID is already on the list.')
      expect(e.kind).toBe('conflict')
    }
    // the same code elsewhere keeps its operation's words
    expect(toApiError(pgError('23505', 'duplicate'), 'walletSenders.list', 409).message).toBe(
      'Could not load the wallet senders.',
    )
  })

  it('names the wallet message refusals by their hints', () => {
    expect(
      toApiError(
        hinted('55000', 'wallet_message_not_matched', 'Only a matched payment…', 'settled'),
        'walletMessage.approve',
        400,
      ).message,
    ).toBe(errorMessages.walletMessageNotMatched)
    expect(
      toApiError(
        hinted('P0002', 'wallet_message_not_found', 'Wallet message x was not found.'),
        'walletMessage.anchor',
        404,
      ).kind,
    ).toBe('not_found')
  })

  it('says "not allowed" for an RLS or privilege refusal, except on coupon create', () => {
    const denied = pgError('42501', 'Admins only')
    expect(toApiError(denied, 'users.list', 403).message).toBe(errorMessages.forbidden)
    expect(toApiError(denied, 'users.list', 403).kind).toBe('forbidden')
    expect(
      toApiError(
        pgError('42501', 'new row violates row-level security policy for table "coupons"'),
        'coupon.create',
        403,
      ).message,
    ).toBe('Coupon already exists or invalid')
  })

  it('reads the status and statusCode of storage errors', () => {
    const e = toApiError(new StorageApiError('Bad gateway', 502, '502'), 'storage.upload')
    expect(e.kind).toBe('network')
    const refused = toApiError(
      new StorageApiError('new row violates row-level security policy', 403, '403'),
      'storage.upload',
    )
    expect(refused.status).toBe(403)
    expect(refused.message).toBe(errorMessages.forbidden)
  })

  it('falls back to the operation message for anything else, keeping the cause', () => {
    const original = pgError('XX000', 'internal')
    const e = toApiError(original, 'statistics.read', 500)
    expect(e.message).toBe('Could not load the statistics.')
    expect(e.cause).toBe(original)
    expect(toApiError('boom', 'leads.list').message).toBe('Could not load the leads.')
  })

  it('says how many minutes to wait when a limit of the database is reached', () => {
    // PostgREST's answer to the database's 429 (private.spend_allowance): the seconds are the detail
    const limited = (seconds: string) =>
      toApiError(
        hinted('PT429', 'rate_limited', 'Too many attempts. Try again in 10 minutes.', seconds),
        'enrollment.submit',
        429,
      )
    const e = limited('600')
    expect(e.kind).toBe('rate_limited')
    expect(e.retryAfter).toBe(600)
    expect(e.message).toBe('Too many attempts. Try again in 10 minutes.')
    expect(e.retryable).toBe(false)
    expect(limited('601').message).toBe('Too many attempts. Try again in 11 minutes.')
    expect(limited('59').message).toBe('Too many attempts. Try again in 1 minute.')
    expect(limited('soon').retryAfter).toBeUndefined()
    expect(limited('soon').message).toBe('Too many attempts. Try again in a few minutes.')
    // whatever the operation: never its generic fallback
    for (const operation of ['coupon.lookup', 'certificate.verify', 'profile.update'] as const)
      expect(toApiError(limited('120'), operation, 429).message).toBe(
        'Too many attempts. Try again in 2 minutes.',
      )
  })

  it('treats a bare 429 (the platform, not the database) as a limit, GoTrue keeping its own', () => {
    const bare = toApiError({ message: 'Too Many Requests' }, 'leads.list', 429)
    expect(bare.kind).toBe('rate_limited')
    expect(bare.retryAfter).toBeUndefined()
    expect(bare.message).toBe('Too many attempts. Try again in a few minutes.')
    const gotrue = toApiError(
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'auth.signIn',
    )
    expect(gotrue.kind).not.toBe('rate_limited')
  })

  it('returns an ApiError unchanged', () => {
    const e = unexpectedResponse('users.list', new Error('shape'))
    expect(toApiError(e, 'coupons.list')).toBe(e)
    expect(errorMessage(e, 'coupons.list')).toBe('Could not load the active users.')
  })
})

describe('errors by code, not by wording', () => {
  it('maps the same code and hint alike whatever the message says', () => {
    for (const message of ['This transaction ID has already been used.', 'Reworded.', '']) {
      const e = toApiError(
        hinted('23505', 'transaction_id_used', message),
        'enrollment.submit',
        409,
      )
      expect(e.message).toBe(errorMessages.transactionIdUsed)
      expect(e.kind).toBe('duplicate_transaction')
    }
    // and a message that reads like another refusal changes nothing either
    const e = toApiError(
      hinted('23505', 'open_request', 'This transaction ID has already been used.'),
      'enrollment.submit',
      409,
    )
    expect(e.kind).toBe('open_request')
    expect(
      toApiError(pgError('23505', 'Already enrolled in this course.'), 'enrollment.submit', 409)
        .kind,
    ).toBe('conflict')
  })

  it('answers each hint with its kind and its own words, never the raised message', () => {
    for (const [hint, { kind }] of Object.entries(databaseHints)) {
      const e = toApiError(hinted('P0001', hint, 'x', 'R9'), 'enrollment.submit', 400)
      expect(e.kind, hint).toBe(kind)
      expect(e.message, hint).not.toBe('x')
    }
  })
})

/**
 * The hints the database raises today: the latest definition of each function in
 * supabase/migrations (a later `create or replace` replaces an earlier one, `drop` removes it).
 */
function raisedHints(): { hints: Set<string>; raisesWithoutCode: string[] } {
  const dir = new URL('../../../supabase/migrations/', import.meta.url)
  const functions = new Map<string, string>()
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(new URL(file, dir), 'utf8')
    const statement = /(create(?: or replace)? function|drop function(?: if exists)?) ([\w.]+)\(/gi
    for (const match of sql.matchAll(statement)) {
      const name = match[2]!.toLowerCase()
      if (match[1]!.toLowerCase().startsWith('drop')) {
        functions.delete(name)
        continue
      }
      // the body: from the first $$ after the header to the next $$
      const open = sql.indexOf('$$', match.index)
      const close = sql.indexOf('$$', open + 2)
      functions.set(name, sql.slice(open + 2, close))
    }
  }
  const hints = new Set<string>()
  const raisesWithoutCode: string[] = []
  for (const [name, body] of functions) {
    // each `raise exception ... ;` (a ';' inside a quoted message does not end it)
    // PostgREST's own form, raise sqlstate 'PGRST' (status and headers): the hint is in the
    // message's JSON, json_build_object(..., 'hint', '<hint>')
    for (const raise of body.matchAll(/raise sqlstate\s+'PGRST'[^;]*;/gi)) {
      const hint = /'hint',\s*'([^']+)'/i.exec(raise[0])
      if (hint) hints.add(hint[1]!)
    }
    for (const raise of body.matchAll(/raise exception\s+'(?:[^']|'')*'[^;]*;/gi)) {
      const hint = /hint\s*=\s*'([^']+)'/i.exec(raise[0])
      if (hint) hints.add(hint[1]!)
      if (!/errcode\s*=\s*'[0-9A-Z]{5}'/.test(raise[0]))
        raisesWithoutCode.push(`${name}: ${raise[0]}`)
    }
  }
  return { hints, raisesWithoutCode }
}

describe('the hints the migrations raise', () => {
  const { hints, raisesWithoutCode } = raisedHints()

  it('finds the raises (the scan itself works)', () => {
    expect(hints).toContain('transaction_id_used')
    expect(hints).toContain('enrollment_request_refunded')
    expect(hints).toContain('rate_limited')
  })

  it('has a mapping for every hint a function raises', () => {
    expect([...hints].filter((h) => !Object.hasOwn(databaseHints, h))).toEqual([])
  })

  it('maps no hint that nothing raises any more', () => {
    expect(Object.keys(databaseHints).filter((h) => !hints.has(h))).toEqual([])
  })

  it('raises every exception with a SQLSTATE code', () => {
    expect(raisesWithoutCode).toEqual([])
  })
})
