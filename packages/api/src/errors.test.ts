import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  PostgrestError,
  StorageApiError,
} from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, errorMessages, toApiError, unexpectedResponse } from './errors'

const pgError = (code: string, message: string, details = '') =>
  new PostgrestError({ code, message, details, hint: '' })

describe('SPEC.md section 8 admin alerts, verbatim', () => {
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

  it("recognises the approve RPC's 'User already enrolled' whatever the operation", () => {
    expect(
      toApiError(pgError('23505', 'User already enrolled'), 'enrollment.approve', 409).message,
    ).toBe('User already enrolled')
    expect(
      toApiError(pgError('23505', 'User already enrolled'), 'enrollment.approve', 409).kind,
    ).toBe('already_enrolled')
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

  it('passes on the database text for a request that was already decided', () => {
    const e = toApiError(
      pgError('55000', 'Enrollment request is already rejected.'),
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

  it("shows the server's own message for a failed login (SPEC.md section 8)", () => {
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

  it('returns an ApiError unchanged', () => {
    const e = unexpectedResponse('users.list', new Error('shape'))
    expect(toApiError(e, 'coupons.list')).toBe(e)
    expect(errorMessage(e, 'coupons.list')).toBe('Could not load the active users.')
  })
})
