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
  apiCodes,
  apiErrorKinds,
  databaseHints,
  invalidForm,
  isoTime,
  operations,
  refusal,
  toApiError,
  unexpectedResponse,
} from './errors'

const pgError = (code: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint: '' })
const hinted = (code: string, hint: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint })

describe('toApiError', () => {
  it('names a unique violation by its code, with the status, and keeps no words', () => {
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
    expect(e).toMatchObject({ kind: 'conflict', code: '23505', status: 409 })
    expect(e.operation).toBe('coupon.create')
    expect(e.serverText).toBeUndefined()
    expect(e.message).not.toContain('duplicate key')
  })

  it('maps a check violation to invalid', () => {
    const e = toApiError(
      pgError('23514', 'new row for relation "coupons" violates check constraint'),
      'coupon.create',
      400,
    )
    expect(e.kind).toBe('invalid')
  })

  it("recognises the approve RPC's refusal by its hint whatever the operation, and the race by its code", () => {
    const raised = hinted('23505', 'user_already_enrolled', 'User already enrolled')
    expect(toApiError(raised, 'enrollment.reject', 409)).toMatchObject({
      kind: 'already_enrolled',
      hint: 'user_already_enrolled',
    })
    // two admins racing: the enrollments unique key itself
    const race = pgError(
      '23505',
      'duplicate key value violates unique constraint "enrollments_user_id_course_id_key"',
    )
    expect(toApiError(race, 'enrollment.approve', 409).kind).toBe('already_enrolled')
    expect(toApiError(race, 'lesson.save', 409).kind).toBe('conflict')
  })

  it('answers an unknown or hidden request as not found', () => {
    expect(
      toApiError(pgError('P0002', 'Error fetching enrollment'), 'enrollment.reject', 404).kind,
    ).toBe('not_found')
    expect(toApiError(pgError('XX000', 'something odd'), 'enrollment.reject', 500).kind).toBe(
      'unknown',
    )
  })

  it('keeps the detail of a hint (the status of a request decided before)', () => {
    const e = toApiError(
      hinted('55000', 'request_decided', 'Any wording at all.', 'rejected'),
      'enrollment.approve',
      400,
    )
    expect(e).toMatchObject({ kind: 'conflict', hint: 'request_decided', detail: 'rejected' })
  })

  it('names the field at fault when the hint is about one', () => {
    const e = toApiError(hinted('23505', 'transaction_id_used', 'Used.'), 'enrollment.submit', 409)
    expect(e.field).toBe('transactionId')
    expect(toApiError(hinted('55000', 'open_request', 'x'), 'enrollment.submit').field).toBe(
      undefined,
    )
  })

  it.each([502, 503, 504])('turns a %i from the gateway into a network failure', (status) => {
    const e = toApiError({ message: '<html>Bad gateway</html>' }, 'pending.list', status)
    expect(e.kind).toBe('network')
    expect(e.retryable).toBe(true)
  })

  it('turns a failed fetch (postgrest-js status 0) into a network failure', () => {
    const e = toApiError(
      { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
      'coupons.list',
      0,
    )
    expect(e.kind).toBe('network')
    expect(toApiError(new TypeError('Failed to fetch'), 'leads.list').kind).toBe('network')
  })

  it("treats GoTrue's retryable fetch error as a network failure", () => {
    const e = toApiError(new AuthRetryableFetchError('fetch failed', 0), 'auth.signIn')
    expect(e.kind).toBe('network')
  })

  it("keeps the server's own message of a failed login (docs/product.md#messages)", () => {
    const e = toApiError(
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'auth.signIn',
    )
    expect(e).toMatchObject({
      kind: 'credentials',
      code: 'invalid_credentials',
      serverText: 'Invalid login credentials',
    })
  })

  it('keeps the reasons of a weak password', () => {
    const e = toApiError(
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      'auth.signIn',
    )
    expect(e.kind).toBe('weak_password')
    expect(e.reasons).toEqual(['length'])
    expect(e.serverText).toBe('Password should be at least 6 characters.')
  })

  it('asks to log in again when the session is missing or the JWT expired', () => {
    expect(toApiError(new AuthSessionMissingError(), 'auth.signOut').kind).toBe('session')
    expect(toApiError(pgError('PGRST303', 'JWT expired'), 'pending.list', 401).kind).toBe('session')
  })

  it('says "forbidden" for an RLS or privilege refusal, except where the table says more', () => {
    const denied = pgError('42501', 'Admins only')
    expect(toApiError(denied, 'users.list', 403).kind).toBe('forbidden')
    // the lesson_progress insert policy admits enrolled learners only
    expect(toApiError(denied, 'progress.write', 403).kind).toBe('not_enrolled')
  })

  it('reads the status and statusCode of storage errors', () => {
    const e = toApiError(new StorageApiError('Bad gateway', 502, '502'), 'storage.upload')
    expect(e.kind).toBe('network')
    const refused = toApiError(
      new StorageApiError('new row violates row-level security policy', 403, '403'),
      'storage.upload',
    )
    expect(refused.status).toBe(403)
    expect(refused.kind).toBe('forbidden')
  })

  it('answers anything else as unknown, keeping the cause', () => {
    const original = pgError('XX000', 'internal')
    const e = toApiError(original, 'statistics.read', 500)
    expect(e.kind).toBe('unknown')
    expect(e.cause).toBe(original)
    expect(toApiError('boom', 'leads.list').kind).toBe('unknown')
  })

  it('keeps the seconds to wait when a limit of the database is reached', () => {
    // PostgREST's answer to the database's 429 (private.spend_allowance): the seconds are the detail
    const limited = (seconds: string) =>
      toApiError(
        hinted('PT429', 'rate_limited', 'Too many attempts. Try again in 10 minutes.', seconds),
        'enrollment.submit',
        429,
      )
    const e = limited('600')
    expect(e).toMatchObject({ kind: 'rate_limited', retryAfter: 600, hint: 'rate_limited' })
    expect(e.retryable).toBe(false)
    expect(limited('soon').retryAfter).toBeUndefined()
    expect(limited('soon').kind).toBe('rate_limited')
  })

  it('treats a bare 429 (the platform, not the database) as a limit, GoTrue keeping its own', () => {
    const bare = toApiError({ message: 'Too Many Requests' }, 'leads.list', 429)
    expect(bare.kind).toBe('rate_limited')
    expect(bare.retryAfter).toBeUndefined()
    const gotrue = toApiError(
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'auth.signIn',
    )
    expect(gotrue.kind).not.toBe('rate_limited')
    expect(gotrue.code).toBe('over_request_rate_limit')
  })

  it('returns an ApiError unchanged', () => {
    const e = unexpectedResponse('users.list', new Error('shape'))
    expect(toApiError(e, 'coupons.list')).toBe(e)
    expect(e).toMatchObject({
      kind: 'unknown',
      code: 'unexpected_response',
      operation: 'users.list',
    })
  })
})

describe('no sentences: an ApiError says what happened, each app says it in words', () => {
  it('has a message for logs only, naming the operation, kind, code and hint', () => {
    const e = toApiError(
      hinted('23505', 'open_request', 'A request is awaiting approval.'),
      'enrollment.submit',
      409,
    )
    expect(e.message).toBe('enrollment.submit failed: open_request (23505, open_request)')
  })

  it('names a form refusal by its field and rule, keeping the schema words beside', () => {
    const e = invalidForm('coupon.create', {
      issues: [{ code: 'too_small', path: ['code'], message: 'Fill all fields' }],
    })
    expect(e).toMatchObject({
      kind: 'invalid',
      field: 'code',
      code: 'too_small',
      serverText: 'Fill all fields',
    })
  })

  it("gives the package's own refusals a code from apiCodes", () => {
    const e = refusal('pending.list', 'search_too_long', 'invalid', { detail: '100' })
    expect(apiCodes).toContain(e.code)
    expect(e).toMatchObject({ kind: 'invalid', detail: '100' })
  })

  it('lists every operation once, for the apps to word', () => {
    expect(Object.keys(operations)).toContain('walletSender.add')
    expect(new Set(apiErrorKinds).size).toBe(apiErrorKinds.length)
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
      expect(e.kind).toBe('duplicate_transaction')
      expect(e.hint).toBe('transaction_id_used')
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

  it('answers each hint with its kind and the hint itself, never the raised message', () => {
    for (const [hint, { kind }] of Object.entries(databaseHints)) {
      const e = toApiError(hinted('P0001', hint, 'x', 'R9'), 'enrollment.submit', 400)
      expect(e.kind, hint).toBe(kind)
      expect(e.hint, hint).toBe(hint)
      expect(e.serverText, hint).toBeUndefined()
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
    const statement =
      /(create(?: or replace)? function|drop function(?: if exists)?|alter function) ([\w.]+)\(/gi
    // a name without its schema is in public
    const qualified = (name: string) => (name.includes('.') ? name : `public.${name}`).toLowerCase()
    for (const match of sql.matchAll(statement)) {
      const name = qualified(match[2]!)
      const verb = match[1]!.toLowerCase()
      if (verb.startsWith('drop')) {
        functions.delete(name)
        continue
      }
      if (verb.startsWith('alter')) {
        // a renamed or moved function keeps its body (and its raises) under the new name
        const rest = sql.slice(match.index, sql.indexOf(';', match.index))
        const [schema, bare] = name.split('.') as [string, string]
        const renamed = /rename to (\w+)/i.exec(rest)?.[1]
        const moved = /set schema (\w+)/i.exec(rest)?.[1]
        const body = functions.get(name)
        if ((renamed || moved) && body !== undefined) {
          functions.delete(name)
          functions.set(`${moved ?? schema}.${renamed ?? bare}`.toLowerCase(), body)
        }
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

describe("a quiz's attempts used up (issue 35)", () => {
  it('carries the next attempt time of the detail as ISO time', () => {
    const e = toApiError(
      hinted('55000', 'attempts_used_up', 'Used up.', '2026-11-27 18:00:00+00'),
      'quiz.submit',
      400,
    )
    expect(e).toMatchObject({
      kind: 'attempts_used_up',
      hint: 'attempts_used_up',
      detail: '2026-11-27 18:00:00+00',
      retryAt: '2026-11-27T18:00:00.000Z',
    })
  })

  it('leaves retryAt out when the detail is no time, and for any other hint', () => {
    expect(toApiError(hinted('55000', 'attempts_used_up', 'x'), 'quiz.submit').retryAt).toBe(
      undefined,
    )
    const other = toApiError(
      hinted('55000', 'edit_window_closed', 'x', '2026-11-27 18:00:00+00'),
      'question.edit',
    )
    expect(other.retryAt).toBeUndefined()
  })

  it('reads the times Postgres writes, in any offset', () => {
    expect(isoTime('2026-11-28 00:00:00+06')).toBe('2026-11-27T18:00:00.000Z')
    expect(isoTime('2026-11-27 18:00:00.123456+00')).toBe('2026-11-27T18:00:00.123Z')
    expect(isoTime('2026-11-27T18:00:00+05:30')).toBe('2026-11-27T12:30:00.000Z')
    expect(isoTime('tomorrow')).toBeUndefined()
    expect(isoTime('')).toBeUndefined()
  })

  it('classifies the certificate waiting for quizzes apart from projects', () => {
    const e = toApiError(hinted('55000', 'quizzes_incomplete', 'x'), 'certificate.issue')
    expect(e.kind).toBe('quizzes_pending')
    expect(apiErrorKinds).toContain('quizzes_pending')
  })
})
