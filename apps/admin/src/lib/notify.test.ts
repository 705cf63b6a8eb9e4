import { ApiError, toApiError } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { errorText } from './notify'

describe('errorText', () => {
  it('says how long to wait when a limit of the database refused the call, never the fallback', () => {
    // PostgREST's body for the database's 429 (private.spend_allowance): the seconds are the detail
    const refused = {
      code: 'PT429',
      message: 'Too many attempts. Try again in 2 minutes.',
      details: '95',
      hint: 'rate_limited',
    }
    expect(errorText(toApiError(refused, 'profile.update', 429), 'Something went wrong.')).toBe(
      'Too many attempts. Try again in 2 minutes.',
    )
    const bare = toApiError({ message: 'Too Many Requests' }, 'coupons.list', 429)
    expect(errorText(bare, 'Something went wrong.')).toBe(
      'Too many attempts. Try again in a few minutes.',
    )
  })

  it('keeps the fallback for what is not an ApiError', () => {
    expect(errorText(new Error('boom'), 'Something went wrong.')).toBe('Something went wrong.')
    expect(errorText(new ApiError('Admins only', 'forbidden', 'users.list'), 'x')).toBe(
      'Admins only',
    )
  })
})
