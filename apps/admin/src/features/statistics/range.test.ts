import { describe, expect, it } from 'vitest'
import { words } from '../../lib/words'
import {
  addDays,
  dayCount,
  daysOf,
  dhakaToday,
  isDay,
  presetRange,
  rangeProblem,
  readRange,
  writeRange,
} from './range'

const today = '2026-11-28'
const read = (query: string) => readRange(new URLSearchParams(query), today)

describe('days in Bangladesh', () => {
  it('names today as Dhaka does: 18:00 UTC is already the next day', () => {
    expect(dhakaToday(new Date('2026-11-27T17:59:59Z'))).toBe('2026-11-27')
    expect(dhakaToday(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-28')
    expect(dhakaToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01')
  })

  it('counts days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(dayCount({ from: '2026-11-28', to: '2026-11-28' })).toBe(1)
    expect(dayCount({ from: '2027-11-28', to: '2028-11-27' })).toBe(366)
    expect(daysOf({ from: '2026-11-29', to: '2026-12-02' })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })

  it('knows a real day from a malformed one', () => {
    expect(isDay('2026-11-28')).toBe(true)
    for (const bad of ['2026-02-30', '2026-13-01', '28-11-2026', '2026-11-28x', '', 'today'])
      expect(isDay(bad), bad).toBe(false)
  })

  it('ends a preset on today, the days both included', () => {
    expect(presetRange(7, today)).toEqual({ from: '2026-11-22', to: today })
    expect(presetRange(30, today)).toEqual({ from: '2026-10-30', to: today })
    expect(dayCount(presetRange(90, today))).toBe(90)
  })
})

describe('a from-to range', () => {
  it('is good from one day to a year, ending today at the latest', () => {
    expect(rangeProblem(today, today, today)).toBeNull()
    expect(rangeProblem('2025-11-28', '2026-11-28', today)).toBeNull() // 366 days
  })

  it('says what is wrong, beside the field at fault', () => {
    expect(rangeProblem('', today, today)).toEqual({ field: 'from', message: words.rangeMissing })
    expect(rangeProblem(today, '', today)).toEqual({ field: 'to', message: words.rangeMissing })
    expect(rangeProblem('2026-11-20', '2026-11-10', today)).toEqual({
      field: 'to',
      message: 'The end date is before the start date.',
    })
    expect(rangeProblem('2026-11-20', '2026-11-29', today)).toEqual({
      field: 'to',
      message: 'The end date is after today (days in Bangladesh time).',
    })
    expect(rangeProblem('2016-11-28', '2026-11-28', today)).toEqual({
      field: 'from',
      message: 'Choose at most a year: 366 days or fewer.',
    })
    expect(rangeProblem('2025-11-27', '2026-11-28', today)?.message).toBe(words.rangeTooLong)
    expect(rangeProblem('2026-02-30', today, today)).toEqual({
      field: 'from',
      message: 'Not a date: 2026-02-30',
    })
  })
})

describe('the range in the address', () => {
  it('reads a preset, from-to, or the last 30 days when there is none', () => {
    expect(read('range=7')).toEqual({ choice: { preset: 7 }, notice: null })
    expect(read('range=90&tab=x')).toEqual({ choice: { preset: 90 }, notice: null })
    expect(read('from=2026-11-01&to=2026-11-27')).toEqual({
      choice: { from: '2026-11-01', to: '2026-11-27' },
      notice: null,
    })
    expect(read('')).toEqual({ choice: { preset: 30 }, notice: null })
  })

  it('reads a range it cannot show as the last 30 days, and says why', () => {
    expect(read('from=2026-11-31&to=2026-12-01')).toEqual({
      choice: { preset: 30 },
      notice:
        'The range in this link could not be shown (Not a date: 2026-11-31): showing the last 30 days.',
    })
    expect(read('from=2026-11-20&to=2026-11-01').notice).toContain(
      '(The end date is before the start date)',
    )
    expect(read('from=2026-11-01&to=2027-01-01').notice).toContain('after today')
    expect(read('from=2016-01-01&to=2026-11-01').notice).toContain('366 days or fewer')
    expect(read('from=2026-11-01').notice).toContain(words.rangeMissing.replace(/\.$/, ''))
    expect(read('range=365')).toEqual({
      choice: { preset: 30 },
      notice:
        'The range in this link could not be shown (Not a range: 365): showing the last 30 days.',
    })
  })

  it('writes a choice over the one before, other parameters kept', () => {
    const before = new URLSearchParams('from=2026-11-01&to=2026-11-27&x=1')
    expect(writeRange(before, { preset: 7 }).toString()).toBe('x=1&range=7')
    expect(
      writeRange(new URLSearchParams('range=7'), {
        from: '2026-11-01',
        to: '2026-11-02',
      }).toString(),
    ).toBe('from=2026-11-01&to=2026-11-02')
  })
})
