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
  apiCodes,
  apiErrorKinds,
  classify,
  databaseHints,
  invalidForm,
  isoTime,
  operations,
  refusal,
  toApiError,
  unexpectedResponse,
  type ApiError,
  type ApiErrorKind,
  type ErrorFacts,
} from './errors'

const pgError = (code: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint: '' })
const hinted = (code: string, hint: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint })

describe('classify: the one precedence, first rule first', () => {
  const none = { network: false, auth: false, hint: '' }
  it.each<[string, ErrorFacts, ApiErrorKind]>([
    ['the network before anything', { ...none, network: true, hint: 'rate_limited' }, 'network'],
    [
      "the database's limit before its other hints",
      { ...none, hint: 'rate_limited' },
      'rate_limited',
    ],
    ["the platform's bare 429", { ...none, status: 429 }, 'rate_limited'],
    ["GoTrue's 429 goes by its code", { ...none, auth: true, status: 429, code: 'x' }, 'unknown'],
    ['a hint before its code', { ...none, code: '23505', hint: 'open_request' }, 'open_request'],
    ['a hint before GoTrue', { ...none, auth: true, hint: 'not_signed_in' }, 'session'],
    ["GoTrue's code", { ...none, auth: true, code: 'invalid_credentials' }, 'credentials'],
    ['a weak password', { ...none, auth: true, code: 'weak_password' }, 'weak_password'],
    ['a missing session', { ...none, auth: true, code: 'session_missing' }, 'session'],
    ['an expired JWT by its code', { ...none, code: 'PGRST303' }, 'session'],
    ['a 401 before its code', { ...none, status: 401, code: '42501' }, 'session'],
    ['a unique key', { ...none, status: 409, code: '23505' }, 'conflict'],
    ['a check', { ...none, code: '23514' }, 'invalid'],
    ['row-level security', { ...none, status: 403, code: '42501' }, 'forbidden'],
    ['no row for .single()', { ...none, code: 'PGRST116' }, 'not_found'],
    ['the code before the status', { ...none, status: 404, code: '23505' }, 'conflict'],
    ['a storage 403', { ...none, status: 403 }, 'forbidden'],
    ['a 404', { ...none, status: 404 }, 'not_found'],
    ['anything else', { ...none, status: 500, code: 'XX000' }, 'unknown'],
  ])('%s', (_, facts, kind) => {
    expect(classify(facts)).toBe(kind)
  })
})

describe('toApiError: the facts of each client, and what the words may name', () => {
  const storage403 = new StorageApiError('new row violates row-level security policy', 403, '403')
  it.each<[string, unknown, number | undefined, Partial<ApiError>]>([
    [
      'a unique violation, its status, no words',
      pgError('23505', 'duplicate key value violates unique constraint', 'Key (code)=(S) exists.'),
      409,
      { kind: 'conflict', code: '23505', status: 409, serverText: undefined },
    ],
    [
      'a hint with its detail',
      hinted('55000', 'request_decided', 'Any wording at all.', 'rejected'),
      400,
      { kind: 'conflict', hint: 'request_decided', detail: 'rejected', field: undefined },
    ],
    [
      'the field a hint is about',
      hinted('23505', 'transaction_id_used', 'Used.'),
      409,
      { kind: 'duplicate_transaction', field: 'transactionId' },
    ],
    [
      'a failed fetch (postgrest-js status 0)',
      { message: 'TypeError: fetch failed', details: '', hint: '', code: '' },
      0,
      { kind: 'network', retryable: true },
    ],
    ['a raw TypeError', new TypeError('Failed to fetch'), undefined, { kind: 'network' }],
    ['a gateway that gave up', { message: '<html>Bad gateway</html>' }, 502, { kind: 'network' }],
    [
      'a storage 502',
      new StorageApiError('Bad gateway', 502, '502'),
      undefined,
      { kind: 'network' },
    ],
    ['a storage 403', storage403, undefined, { kind: 'forbidden', status: 403 }],
    [
      'GoTrue failing to fetch',
      new AuthRetryableFetchError('x', 0),
      undefined,
      { kind: 'network' },
    ],
    [
      'a failed login keeps its words (docs/product.md#messages)',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      undefined,
      { kind: 'credentials', code: 'invalid_credentials', serverText: 'Invalid login credentials' },
    ],
    [
      'a weak password keeps its reasons',
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      undefined,
      {
        kind: 'weak_password',
        reasons: ['length'],
        serverText: 'Password should be at least 6 characters.',
      },
    ],
    [
      'a missing session, without words',
      new AuthSessionMissingError(),
      undefined,
      { kind: 'session', code: undefined, serverText: undefined },
    ],
    [
      "the database's limit with the seconds to wait",
      hinted('PT429', 'rate_limited', 'Too many attempts.', '600'),
      429,
      { kind: 'rate_limited', retryAfter: 600, hint: 'rate_limited', retryable: false },
    ],
    [
      'a limit whose wait is no number',
      hinted('PT429', 'rate_limited', 'Too many attempts.', 'soon'),
      429,
      { kind: 'rate_limited', retryAfter: undefined },
    ],
    [
      "the platform's bare 429",
      { message: 'Too Many Requests' },
      429,
      { kind: 'rate_limited', retryAfter: undefined, hint: undefined },
    ],
    [
      "GoTrue's own limit, by its code",
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      undefined,
      { kind: 'unknown', code: 'over_request_rate_limit' },
    ],
    ['a thrown string', 'boom', undefined, { kind: 'unknown' }],
    [
      "a quiz's attempts used up, with when the next opens (issue 35)",
      hinted('55000', 'attempts_used_up', 'Used up.', '2026-11-27 18:00:00+00'),
      400,
      {
        kind: 'attempts_used_up',
        detail: '2026-11-27 18:00:00+00',
        retryAt: '2026-11-27T18:00:00.000Z',
      },
    ],
    [
      'attempts used up without a time',
      hinted('55000', 'attempts_used_up', 'x'),
      400,
      { kind: 'attempts_used_up', retryAt: undefined },
    ],
    [
      'a time in the detail of another hint',
      hinted('55000', 'edit_window_closed', 'x', '2026-11-27 18:00:00+00'),
      400,
      { kind: 'conflict', retryAt: undefined },
    ],
  ])('%s', (_, error, status, expected) => {
    expect(toApiError(error, 'pending.list', status)).toMatchObject(expected)
  })

  it('gives the kind by the error alone, whatever the operation', () => {
    const race = pgError('23505', 'duplicate key value violates unique constraint')
    const denied = pgError('42501', 'new row violates row-level security policy')
    for (const operation of ['enrollment.approve', 'lesson.save'] as const)
      expect(toApiError(race, operation, 409).kind).toBe('conflict')
    for (const operation of ['progress.write', 'users.list'] as const)
      expect(toApiError(denied, operation, 403).kind).toBe('forbidden')
  })

  it('keeps the cause, and returns an ApiError unchanged', () => {
    const original = pgError('XX000', 'internal')
    expect(toApiError(original, 'statistics.read', 500).cause).toBe(original)
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
    expect(operations).toContain('walletSender.add')
    expect(new Set(operations).size).toBe(operations.length)
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
