import { describe, expect, it } from 'vitest'
import { withMetLines } from './reviewForm'
import { formatWaited, isOverdue } from './waiting'

const items = [
  { en: 'Three colours at most', bn: 'সর্বোচ্চ তিনটি রং' },
  { en: 'The text reads on a phone', bn: 'ফোনে লেখা পড়া যায়' },
]

describe('withMetLines', () => {
  it('puts the ticked items first, in checklist order, before the reviewer’s own words', () => {
    expect(withMetLines('', items, [1, 0])).toBe(
      '- Met: Three colours at most\n- Met: The text reads on a phone\n',
    )
    expect(withMetLines('Good start.', items, [1])).toBe(
      '- Met: The text reads on a phone\n\nGood start.',
    )
  })

  it('takes an unticked item’s line away and keeps what the reviewer wrote', () => {
    const both = withMetLines('Bigger title, please.', items, [0, 1])
    expect(withMetLines(both, items, [1])).toBe(
      '- Met: The text reads on a phone\n\nBigger title, please.',
    )
    expect(withMetLines(both, items, [])).toBe('Bigger title, please.')
  })

  it('keeps a Met line the reviewer edited as their own text', () => {
    const edited = '- Met: Three colours at most (almost)\n\nNice.'
    expect(withMetLines(edited, items, [1])).toBe(
      '- Met: The text reads on a phone\n\n- Met: Three colours at most (almost)\n\nNice.',
    )
  })
})

describe('how long a hand-in waited', () => {
  const now = Date.parse('2026-11-27T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()
  const HOUR = 3_600_000

  it('says minutes, then hours up to two days, then days', () => {
    expect(formatWaited(ago(10_000), now)).toBe('1 min')
    expect(formatWaited(ago(12 * 60_000), now)).toBe('12 min')
    expect(formatWaited(ago(3 * HOUR + 59 * 60_000), now)).toBe('3 h')
    expect(formatWaited(ago(47 * HOUR), now)).toBe('47 h')
    expect(formatWaited(ago(50 * HOUR), now)).toBe('2 days')
    expect(formatWaited(ago(9 * 24 * HOUR), now)).toBe('9 days')
  })

  it('marks what waited past the promised 48 hours', () => {
    expect(isOverdue(ago(48 * HOUR), now)).toBe(false)
    expect(isOverdue(ago(48 * HOUR + 60_000), now)).toBe(true)
  })
})
