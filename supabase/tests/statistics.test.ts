/**
 * The Statistics tab's two calls read totals kept by triggers (migration
 * migrations, section statistics_totals; docs/decisions/0059-statistics-totals-and-history-export.md).
 * Whatever happens to the requests and their History, both must answer exactly what the queries
 * they ran before answer on the rows themselves: compared here in one snapshot after every kind
 * of change (submit, approve, reject, refund, times moved across Dhaka's midnight, amounts and
 * courses changed, History rows and requests deleted).
 */
import pg from 'pg'
import { describe, expect, test } from 'vitest'
import {
  approve,
  freshRequest,
  type Person,
  refund,
  reject,
  signInAdmin,
  signUpLearner,
  sql,
  stack,
} from './support'

/**
 * `'courses'` as both functions answered it before the totals: every course in id order with its
 * title and each of `sums` (a name and its aggregate over the course's requests `p`), 0 for none.
 */
function perCourse(sums: Record<string, string>): string {
  const names = Object.keys(sums)
  return `'courses', (select coalesce(jsonb_agg(jsonb_build_object(
      'course_id', c.id, 'title', c.title,
      ${names.map((name) => `'${name}', coalesce(s.${name}, 0)`).join(', ')}
    ) order by c.id), '[]'::jsonb)
    from public.courses c
    left join (
      select p.course_id, ${names.map((name) => `${sums[name]} as ${name}`).join(', ')}
      from public.pending_enrollments p group by p.course_id
    ) s on s.course_id = c.id)`
}

// What admin_statistics and admin_money_statistics computed before the totals, row by row.
const statisticsBefore = `
select jsonb_build_object(
  'pending_count', (select count(*) from public.pending_enrollments p where p.status = 'pending'),
  'approved_today', (select count(*) from public.pending_enrollments p
    where p.status = 'approved'
      and p.decided_at >= date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka'),
  'course_count', (select count(*) from public.courses),
  ${perCourse({
    approved_enrollments: "count(*) filter (where p.status = 'approved')",
    taka_received: "sum(p.amount_due) filter (where p.status = 'approved')",
  })}
) as statistics,
jsonb_build_object(
  ${perCourse({
    taka_confirmed: "sum(p.amount_due) filter (where p.status = 'approved')",
    taka_awaiting: "sum(p.amount_due) filter (where p.status = 'pending')",
  })},
  'days', (select coalesce(jsonb_agg(jsonb_build_object(
      'day', to_char(m.day, 'YYYY-MM-DD'), 'course_id', m.course_id,
      'taka_confirmed', m.confirmed, 'taka_awaiting', m.awaiting
    ) order by m.day desc, m.course_id), '[]'::jsonb)
    from (
      select x.day, x.course_id, sum(x.confirmed) as confirmed, sum(x.awaiting) as awaiting
      from (
        select (d.decided_at at time zone 'Asia/Dhaka')::date as day, p.course_id,
               case d.decision when 'approved' then p.amount_due
                               when 'refunded' then -p.amount_due else 0 end as confirmed,
               0 as awaiting
        from public.enrollment_decisions d
        join public.pending_enrollments p on p.id = d.request_id
        where d.decision in ('approved', 'refunded')
        union all
        select (p.created_at at time zone 'Asia/Dhaka')::date, p.course_id, 0, p.amount_due
        from public.pending_enrollments p where p.status = 'pending'
      ) x
      group by x.day, x.course_id
    ) m)
) as money`

interface Answers {
  statistics: unknown
  money: {
    days: { day: string; course_id: string; taka_confirmed: number; taka_awaiting: number }[]
  }
}

/** Both functions, called as `admin`, and the queries of before, in one snapshot. */
async function answers(admin: Person): Promise<{ now: Answers; before: Answers }> {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: admin.id, role: 'authenticated' }),
    ])
    const now = (
      await client.query<Answers>(
        'select public.admin_statistics() as statistics, public.admin_money_statistics() as money',
      )
    ).rows[0]!
    const before = (await client.query<Answers>(statisticsBefore)).rows[0]!
    await client.query('commit')
    return { now, before }
  } finally {
    await client.end()
  }
}

async function expectSameAsBefore(admin: Person): Promise<Answers> {
  const { now, before } = await answers(admin)
  expect(now.statistics).toEqual(before.statistics)
  expect(now.money).toEqual(before.money)
  return now
}

describe('statistics from the totals', () => {
  test('answer what the rows say after every kind of change', async () => {
    const admin = await signInAdmin()
    await expectSameAsBefore(admin)

    const [a, b, c, d] = await Promise.all(
      ['totals-a', 'totals-b', 'totals-c', 'totals-d'].map((label) => signUpLearner(label)),
    )
    // submitted, approved, rejected, refunded
    const pending = await freshRequest(a!, 'web-development')
    const approved = await approve(admin, await freshRequest(b!, 'video-editing'))
    const rejected = await freshRequest(c!, 'creative-design')
    await reject(admin, rejected, 'No payment')
    const refunded = await approve(admin, await freshRequest(d!, 'web-development'))
    await refund(admin, refunded, 'Refund')
    await expectSameAsBefore(admin)

    // times moved across Dhaka's midnight (18:00 UTC), by the service side
    await sql(
      `update public.pending_enrollments set created_at = '2021-03-04T17:59:59Z' where id = $1`,
      [pending.id],
    )
    await sql(
      `update public.enrollment_decisions set decided_at = '2021-03-04T18:00:00Z' where request_id = $1`,
      [approved.id],
    )
    await sql(
      `update public.enrollment_decisions set decided_at = '2021-03-03T12:00:00Z'
       where request_id = $1 and decision = 'approved'`,
      [refunded.id],
    )
    const moved = await expectSameAsBefore(admin)
    const day = (date: string, course: string) =>
      moved.money.days.find((x) => x.day === date && x.course_id === course)
    // 17:59:59 UTC is 23:59:59 on the 4th in Dhaka; 18:00 UTC is midnight starting the 5th
    expect(day('2021-03-04', 'web-development')?.taka_awaiting).toBe(pending.amount_due)
    expect(day('2021-03-05', 'video-editing')?.taka_confirmed).toBe(approved.amount_due)
    expect(day('2021-03-04', 'video-editing')).toBeUndefined()
    // the refund's approval alone on the 3rd: its refund still counts today
    expect(day('2021-03-03', 'web-development')?.taka_confirmed).toBe(refunded.amount_due)

    // amounts and courses changed under the History
    await sql(
      `update public.pending_enrollments set amount_due = amount_due + 7 where id in ($1, $2)`,
      [approved.id, refunded.id],
    )
    await sql(`update public.pending_enrollments set course_id = 'video-editing' where id = $1`, [
      pending.id,
    ])
    await expectSameAsBefore(admin)

    // a History row deleted, then requests deleted with their History (the cascade)
    await sql(
      `delete from public.enrollment_decisions where request_id = $1 and decision = 'refunded'`,
      [refunded.id],
    )
    await expectSameAsBefore(admin)
    await sql(`delete from public.pending_enrollments where id = any($1::uuid[])`, [
      [pending.id, approved.id, refunded.id, rejected.id],
    ])
    const gone = await expectSameAsBefore(admin)
    expect(gone.money.days.filter((x) => x.day.startsWith('2021-03-'))).toEqual([])
  })
})
