import { describe, expect, it } from 'vitest'
import { formatDhakaDateTime, formatWalletTaka } from './format'

describe('formatWalletTaka', () => {
  it('shows paisa only when there are some, with Bangladeshi grouping', () => {
    expect(formatWalletTaka(1200)).toBe('৳1,200')
    expect(formatWalletTaka(699.5)).toBe('৳699.50')
    expect(formatWalletTaka(1500.23)).toBe('৳1,500.23')
    expect(formatWalletTaka(100000.05)).toBe('৳1,00,000.05')
    expect(formatWalletTaka(0.01)).toBe('৳0.01')
  })
})

describe('formatDhakaDateTime', () => {
  it("shows a wallet's time (Dhaka offset) as it was on the phone", () => {
    expect(formatDhakaDateTime('2026-11-15T18:42:00+06:00')).toBe('15 Nov 2026, 6:42 pm')
  })
})
