import { describe, expect, it } from 'vitest'
import { formatDhakaDateTime, fromDhakaInput, toDhakaInput } from './format'

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
