import { describe, expect, it } from 'vitest'
import { deskReport, funnelReport, learningReport, moneyReport } from './reports'
import { fakeBackend, failureOn, rejection } from './test-support'
import { databaseError, reply } from './test-answers'

const range = { from: '2026-11-01', to: '2026-11-27' }

describe('moneyReport', () => {
  it('sends the range as from_day and to_day and maps the days to camelCase', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, {
        courses: [{ course_id: 'creative-design', title: 'Creative Design' }],
        days: [
          {
            day: '2026-11-02',
            course_id: 'creative-design',
            received_taka: 1980,
            refunded_taka: 399,
            approved: 5,
            approved_by_wallet: 3,
            refunded: 1,
          },
        ],
      }),
    )
    expect(await moneyReport(client, range)).toEqual({
      courses: [{ courseId: 'creative-design', title: 'Creative Design' }],
      days: [
        {
          day: '2026-11-02',
          courseId: 'creative-design',
          receivedTaka: 1980,
          refundedTaka: 399,
          approved: 5,
          approvedByWallet: 3,
          refunded: 1,
        },
      ],
    })
    expect(requests[0]!.path).toBe('/rest/v1/rpc/admin_money_report')
    expect(requests[0]!.body).toEqual({ from_day: '2026-11-01', to_day: '2026-11-27' })
  })

  it('refuses an answer of another shape (a negative taka)', async () => {
    const e = await failureOn(
      () =>
        reply(200, {
          courses: [],
          days: [{ day: '2026-11-02', course_id: 'x', received_taka: -1 }],
        }),
      (client) => moneyReport(client, range),
    )
    expect(e).toMatchObject({ code: 'unexpected_response', operation: 'statistics.read' })
  })
})

describe('deskReport', () => {
  it('keeps an empty day’s medians as null and the five ages in order', async () => {
    const waiting = [
      { age: 'under_1h', requests: 2 },
      { age: '1h_to_6h', requests: 0 },
      { age: '6h_to_24h', requests: 1 },
      { age: '1d_to_3d', requests: 0 },
      { age: 'over_3d', requests: 1980 },
    ]
    const { client } = fakeBackend(() =>
      reply(200, {
        days: [{ day: '2026-11-02', approved: 2, median_minutes: 12.5, p90_minutes: 40.1 }],
        waiting,
      }),
    )
    expect(await deskReport(client, range)).toEqual({
      days: [{ day: '2026-11-02', approved: 2, medianMinutes: 12.5, p90Minutes: 40.1 }],
      waiting,
    })
  })

  it('refuses an age it does not know', async () => {
    const e = await failureOn(
      () => reply(200, { days: [], waiting: [{ age: 'a_week', requests: 1 }] }),
      (client) => deskReport(client, range),
    )
    expect(e.code).toBe('unexpected_response')
  })
})

describe('funnelReport', () => {
  it('maps every step of each course', async () => {
    const { client } = fakeBackend(() =>
      reply(200, {
        courses: [
          {
            course_id: 'video-editing',
            title: 'Video Editing',
            course_views: 120,
            enrol_views: 40,
            requests: 12,
            approved: 10,
            started: 8,
            half_way: 5,
            finished: 2,
            certificates: 1,
          },
        ],
      }),
    )
    expect(await funnelReport(client, range)).toEqual({
      courses: [
        {
          courseId: 'video-editing',
          title: 'Video Editing',
          courseViews: 120,
          enrolViews: 40,
          requests: 12,
          approved: 10,
          started: 8,
          halfWay: 5,
          finished: 2,
          certificates: 1,
        },
      ],
    })
  })
})

describe('learningReport', () => {
  it('maps the waiting counts and the days, a day without answers keeping null', async () => {
    const { client } = fakeBackend(() =>
      reply(200, {
        hand_ins_waiting: 3,
        questions_waiting: 7,
        days: [
          {
            day: '2026-11-03',
            feedbacks: 2,
            feedback_median_hours: 30.5,
            answers: 0,
            answer_median_hours: null,
          },
        ],
      }),
    )
    expect(await learningReport(client, range)).toEqual({
      handInsWaiting: 3,
      questionsWaiting: 7,
      days: [
        {
          day: '2026-11-03',
          feedbacks: 2,
          feedbackMedianHours: 30.5,
          answers: 0,
          answerMedianHours: null,
        },
      ],
    })
  })
})

describe('the range', () => {
  it.each(['range_reversed', 'range_in_future', 'range_too_long', 'range_missing'])(
    'a refusal with %s is an invalid ApiError with that hint',
    async (hint) => {
      const e = await failureOn(
        () => databaseError(400, '22023', 'x', { hint }),
        (client) => learningReport(client, range),
      )
      expect(e).toMatchObject({ kind: 'invalid', hint, operation: 'statistics.read' })
    },
  )

  it('a caller who is not an admin gets forbidden (admin_only)', async () => {
    const e = await failureOn(
      () => databaseError(403, '42501', 'Admins only', { hint: 'admin_only' }),
      (client) => funnelReport(client, range),
    )
    expect(e).toMatchObject({ kind: 'forbidden', hint: 'admin_only' })
  })

  it('sends an empty day as null (the database says range_missing)', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { courses: [], days: [] }))
    await moneyReport(client, { from: '', to: '2026-11-27' })
    expect(requests[0]!.body).toEqual({ from_day: null, to_day: '2026-11-27' })
  })

  it.each(['27/11/2026', '2026-13-01', 'yesterday'])(
    'refuses %s before asking (not_a_date)',
    async (bad) => {
      const { client, requests } = fakeBackend(() => reply(200, {}))
      const e = await rejection(deskReport(client, { from: bad, to: '2026-11-27' }))
      expect(e).toMatchObject({ code: 'not_a_date', detail: bad, kind: 'invalid' })
      expect(requests).toHaveLength(0)
    },
  )
})
