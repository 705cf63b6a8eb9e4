import { describe, expect, it } from 'vitest'
import { formatCount, formatDecimal, formatPercent, formatRange, rate } from './numbers'
import { moneyReport, reportCourses } from '../../../tests/fixtures'
import { courseSteps, deskRows, learningRows, moneyRows, waitingRows } from './series'

const range = { from: '2026-11-20', to: '2026-11-23' }

describe('the money of each day', () => {
  const noMoney = { total: 0, refundedTaka: 0, approved: 0, byWallet: 0, refunds: 0 }
  // the fixture's 21 Nov, and a sale of Video Editing on 23 Nov
  const rows = moneyRows(
    {
      ...moneyReport,
      days: [
        ...moneyReport.days,
        {
          day: '2026-11-23',
          courseId: 'video-editing',
          receivedTaka: 499,
          refundedTaka: 0,
          approved: 1,
          approvedByWallet: 0,
          refunded: 0,
        },
      ],
    },
    range,
  )

  it('has every day of the range, a day without money a row of zeros for every course', () => {
    expect(rows.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])
    expect(rows[0]).toEqual({
      day: '2026-11-20',
      received: { 'creative-design': 0, 'video-editing': 0, 'web-development': 0 },
      ...noMoney,
    })
    expect(rows[2]!.total).toBe(0)
  })

  it('stacks a day’s courses into its total, with its refunds and approvals', () => {
    expect(rows[1]).toEqual({
      day: '2026-11-21',
      received: { 'creative-design': 798, 'video-editing': 0, 'web-development': 1200 },
      total: 1998,
      refundedTaka: 399,
      approved: 3,
      byWallet: 2,
      refunds: 1,
    })
    expect(rows[3]!.received['video-editing']).toBe(499)
  })
})

describe('the desk and learning by day', () => {
  it('fills a day without approvals with no median (a gap), not zero minutes', () => {
    const rows = deskRows(
      {
        days: [{ day: '2026-11-22', approved: 3, medianMinutes: 42.5, p90Minutes: 300 }],
        waiting: [],
      },
      range,
    )
    expect(rows).toHaveLength(4)
    expect(rows[0]).toEqual({
      day: '2026-11-20',
      approved: 0,
      medianMinutes: null,
      p90Minutes: null,
    })
    expect(rows[2]).toEqual({
      day: '2026-11-22',
      approved: 3,
      medianMinutes: 42.5,
      p90Minutes: 300,
    })
  })

  it('lists the five ages of waiting requests in order, one left out as zero', () => {
    const rows = waitingRows({
      days: [],
      waiting: [
        { age: 'over_3d', requests: 1980 },
        { age: 'under_1h', requests: 2 },
      ],
    })
    expect(rows.map((r) => [r.label, r.requests])).toEqual([
      ['Under 1 hour', 2],
      ['1 to 6 hours', 0],
      ['6 to 24 hours', 0],
      ['1 to 3 days', 0],
      ['Over 3 days', 1980],
    ])
  })

  it('fills learning days with zero feedback and no median', () => {
    const rows = learningRows(
      {
        handInsWaiting: 4,
        questionsWaiting: 1,
        days: [
          {
            day: '2026-11-23',
            feedbacks: 2,
            feedbackMedianHours: 5.25,
            answers: 0,
            answerMedianHours: null,
          },
        ],
      },
      range,
    )
    expect(rows.map((r) => r.feedbacks)).toEqual([0, 0, 0, 2])
    expect(rows[0]!.feedbackMedianHours).toBeNull()
    expect(rows[3]!.feedbackMedianHours).toBe(5.25)
  })
})

describe('the funnel’s rates', () => {
  it('gives each step its share of the step before, none after a step of zero', () => {
    const steps = courseSteps({
      ...reportCourses[0]!,
      courseViews: 2000,
      enrolViews: 500,
      requests: 40,
      approved: 30,
      started: 0,
      halfWay: 0,
      finished: 0,
      certificates: 0,
    })
    expect(steps.map((s) => [s.label, s.count, formatPercent(s.rate)])).toEqual([
      ['Course page views', 2000, '—'],
      ['Enrol page views', 500, '25%'],
      ['Requests', 40, '8%'],
      ['Approved', 30, '75%'],
      ['Started', 0, '0%'],
      ['Half way', 0, '—'],
      ['Finished', 0, '—'],
      ['Certificates', 0, '—'],
    ])
  })

  it('writes rates, decimals and counts with separators', () => {
    expect(formatPercent(rate(1, 3))).toBe('33%')
    expect(formatPercent(rate(1, 40))).toBe('2.5%')
    expect(formatPercent(rate(3, 2))).toBe('150%')
    expect(formatCount(1980)).toBe('1,980')
    expect(formatCount(1234567)).toBe('12,34,567')
    expect(formatDecimal(1234.56)).toBe('1,234.6')
    expect(formatDecimal(42)).toBe('42')
    expect(formatDecimal(null)).toBe('—')
    expect(formatRange(range)).toBe('20 Nov 2026 to 23 Nov 2026')
    expect(formatRange({ from: '2026-11-28', to: '2026-11-28' })).toBe('28 Nov 2026')
  })
})
