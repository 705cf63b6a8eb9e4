import type { PendingRequest } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { matchesPendingSearch } from './search'

const request: PendingRequest = {
  id: 'r',
  userId: 'u',
  courseId: 'video-editing',
  courseTitle: 'Video Editing',
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  paymentMethod: 'bKash',
  transactionId: 'TX9K2LM4',
  couponCode: null,
  amountDue: 499,
  createdAt: '2026-11-20T00:00:00Z',
}

describe('matchesPendingSearch', () => {
  it('matches everything for an empty query', () => {
    expect(matchesPendingSearch(request, '   ')).toBe(true)
  })
  it('matches the transaction id and the name case-insensitively', () => {
    expect(matchesPendingSearch(request, 'tx9k')).toBe(true)
    expect(matchesPendingSearch(request, 'rahim')).toBe(true)
    expect(matchesPendingSearch(request, 'UDDIN')).toBe(true)
  })
  it('matches the phone by its digits, also typed in Bangla digits', () => {
    expect(matchesPendingSearch(request, '01712345678')).toBe(true)
    expect(matchesPendingSearch(request, '1712-345')).toBe(true)
    expect(matchesPendingSearch(request, '০১৭১২৩৪৫')).toBe(true)
  })
  it('does not match anything else', () => {
    expect(matchesPendingSearch(request, 'karima')).toBe(false)
    expect(matchesPendingSearch(request, '019')).toBe(false)
    expect(matchesPendingSearch(request, 'bKash')).toBe(false)
  })
})
