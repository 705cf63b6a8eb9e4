import { describe, expect, it } from 'vitest'
import {
  formatAgo,
  formatDhakaDateTime,
  formatWalletTaka,
  fromDhakaInput,
  toDhakaInput,
} from './format'

describe('Bangladesh time in the live-class field', () => {
  it('shows a stored instant in Dhaka time, whatever the device is set to', () => {
    expect(toDhakaInput('2026-12-05T14:00:00+00:00')).toBe('2026-12-05T20:00')
    expect(toDhakaInput('2026-12-31T20:30:00Z')).toBe('2027-01-01T02:30')
    expect(toDhakaInput(null)).toBe('')
    expect(toDhakaInput('not a date')).toBe('')
  })

  it('reads what the admin typed as Dhaka time', () => {
    expect(fromDhakaInput('2026-12-05T20:00')).toBe('2026-12-05T14:00:00.000Z')
    expect(fromDhakaInput('2027-01-01T02:30')).toBe('2026-12-31T20:30:00.000Z')
    expect(fromDhakaInput('')).toBeNull()
    expect(fromDhakaInput('2026-13-45T99:00')).toBeNull()
  })

  it('round-trips, and agrees with the date the lists show', () => {
    const iso = fromDhakaInput('2026-12-06T21:00')!
    expect(toDhakaInput(iso)).toBe('2026-12-06T21:00')
    expect(formatDhakaDateTime(iso)).toBe('6 Dec 2026, 9:00 pm')
  })
})

describe('formatWalletTaka', () => {
  it('shows paisa only when there are some, with Bangladeshi grouping', () => {
    expect(formatWalletTaka(1200)).toBe('৳1,200')
    expect(formatWalletTaka(699.5)).toBe('৳699.50')
    expect(formatWalletTaka(1500.23)).toBe('৳1,500.23')
    expect(formatWalletTaka(100000.05)).toBe('৳1,00,000.05')
    expect(formatWalletTaka(0.01)).toBe('৳0.01')
  })
})

describe('formatAgo', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it.each([
    ['2026-11-25T11:59:30Z', 'just now'],
    ['2026-11-25T12:00:30Z', 'just now'], // a phone clock a little ahead
    ['2026-11-25T11:57:00Z', '3 min ago'],
    ['2026-11-25T11:00:00Z', '1 h ago'],
    ['2026-11-24T10:00:00Z', '26 h ago'],
    ['2026-11-22T11:00:00Z', '3 days ago'],
  ])('%s is %s', (iso, words) => {
    expect(formatAgo(iso, now)).toBe(words)
  })
})
