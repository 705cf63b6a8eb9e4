import { describe, expect, it } from 'vitest'
import { formatDhakaDateTime } from './index.ts'

describe('formatDhakaDateTime', () => {
  it('shows a moment in Dhaka time (UTC+6), whatever the device is set to', () => {
    expect(formatDhakaDateTime('2026-11-20T18:30:00Z')).toBe('21 Nov 2026, 12:30 am')
    expect(formatDhakaDateTime('2026-12-03T14:00:00Z', { weekday: true })).toBe(
      'Thu, 3 Dec 2026, 8:00 pm',
    )
  })

  it("shows a wallet's time (Dhaka offset) as it was on the phone", () => {
    expect(formatDhakaDateTime('2026-11-15T18:42:00+06:00')).toBe('15 Nov 2026, 6:42 pm')
  })

  it('gives back a text that is no date as it came', () => {
    expect(formatDhakaDateTime('not a date')).toBe('not a date')
  })
})
