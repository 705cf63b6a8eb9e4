import { describe, expect, it } from 'vitest'
import { formatRange } from './PageControls'

describe('formatRange', () => {
  it('says which rows of how many, with thousands separators', () => {
    expect(formatRange(1, 50, { count: 2507, estimated: false })).toBe('1–50 of 2,507')
    expect(formatRange(2501, 7, { count: 2507, estimated: false })).toBe('2,501–2,507 of 2,507')
    expect(formatRange(1, 1, { count: 1, estimated: false })).toBe('1–1 of 1')
  })
  it('says "about" for an estimate, to two significant figures', () => {
    expect(formatRange(1, 50, { count: 123_456, estimated: true })).toBe('1–50 of about 120,000')
    expect(formatRange(51, 50, { count: 10_001, estimated: true })).toBe('51–100 of about 10,000')
  })
  it('leaves the total out while it is unknown, and never says fewer than were seen', () => {
    expect(formatRange(1, 50, null)).toBe('1–50')
    expect(formatRange(51, 50, { count: 90, estimated: false })).toBe('51–100 of 100')
  })
})
