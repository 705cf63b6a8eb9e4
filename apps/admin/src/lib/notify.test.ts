import { ApiError, toApiError } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { ConsoleRefusal } from './errorWords'
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
    expect(errorText(toApiError(refused, 'coupons.list', 429), 'Something went wrong.')).toBe(
      'Too many attempts. Try again in 2 minutes.',
    )
    const bare = toApiError({ message: 'Too Many Requests' }, 'coupons.list', 429)
    expect(errorText(bare, 'Something went wrong.')).toBe(
      'Too many attempts. Try again in a few minutes.',
    )
  })

  it("words an ApiError in the console's words, its own refusal as it says, anything else by the fallback", () => {
    expect(errorText(new Error('boom'), 'Something went wrong.')).toBe('Something went wrong.')
    expect(errorText(new ApiError({ kind: 'forbidden', operation: 'users.list' }), 'x')).toBe(
      'You are not allowed to do this.',
    )
    expect(errorText(new ConsoleRefusal('Not approved: the payment is now “Held”.'), 'x')).toBe(
      'Not approved: the payment is now “Held”.',
    )
  })
})
