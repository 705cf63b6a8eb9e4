/**
 * The other lists' pages and their count (docs/decisions/0058) against a scripted HTTP server:
 * what each call sends, the page and its next position, and the refusals before any call.
 */
import { describe, expect, it } from 'vitest'
import { listPendingPage } from './admin'
import type { KeysetQuery } from './keyset'
import { countList, listActiveUsersPage, listCourseLearnersPage } from './lists'
import { listFailedDeliveriesPage } from './notifications'
import { fakeBackend, rejection, type ScriptedClient } from './test-support'
import { countedList, databaseError, reply } from './test-answers'

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const seen = (i: number) => `2026-11-20T18:${String(i).padStart(2, '0')}:00+00:00`
const user = (i: number) => ({
  user_id: uuid(i),
  email: `learner-${i}@example.com`,
  full_name: null,
  last_seen: seen(i),
  enrolled_courses: 2,
})

describe('listActiveUsersPage', () => {
  it('asks for one more row than the page: a next position when it comes, counted when asked', async () => {
    const { client, requests } = fakeBackend(
      countedList([user(1), user(2), user(3)], { total: 2507, estimated: false }),
    )
    const page = await listActiveUsersPage(client, { limit: 2, count: true })
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_active_users_page')
    expect(requests[0]!.body).toEqual({ page_size: 3 })
    expect(requests[1]!.body).toEqual({ list: 'active_users' })
    expect(page.rows).toEqual([
      {
        userId: uuid(1),
        email: 'learner-1@example.com',
        fullName: null,
        lastSeen: seen(1),
        enrolledCourses: 2,
      },
      expect.objectContaining({ userId: uuid(2) }),
    ])
    expect(page.next).toEqual({ at: seen(2), id: uuid(2) })
    expect(page.total).toBe(2507)
  })

  it('sends the position it is given; the last page has no next', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [user(3)]))
    const page = await listActiveUsersPage(client, { after: { at: seen(2), id: uuid(2) } })
    expect(requests[0]!.body).toEqual({
      after_last_seen: seen(2),
      after_user_id: uuid(2),
      page_size: 51,
    })
    expect(page).toMatchObject({ next: null, total: null })
  })
})

describe('listCourseLearnersPage and listFailedDeliveriesPage', () => {
  it("a course's learners: the course and the position sent", async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        {
          user_id: uuid(5),
          email: null,
          full_name: 'রহিমা',
          enrolled_at: seen(5),
          completed: 3,
          total: 8,
          certificate_id: null,
        },
        {
          user_id: uuid(6),
          email: 'rahim@example.com',
          full_name: null,
          enrolled_at: seen(6),
          completed: 8,
          total: 8,
          certificate_id: 'cert-6',
        },
      ]),
    )
    const page = await listCourseLearnersPage(client, 'video-editing', {
      after: { at: seen(4), id: uuid(4) },
    })
    expect(requests[0]!.body).toEqual({
      course_id: 'video-editing',
      after_enrolled_at: seen(4),
      after_user_id: uuid(4),
      page_size: 51,
    })
    expect(page.rows).toEqual([
      {
        userId: uuid(5),
        name: 'রহিমা',
        email: null,
        enrolledAt: seen(5),
        completed: 3,
        total: 8,
        certificateId: null,
      },
      {
        userId: uuid(6),
        name: null,
        email: 'rahim@example.com',
        enrolledAt: seen(6),
        completed: 8,
        total: 8,
        certificateId: 'cert-6',
      },
    ])
    const learner = fakeBackend(() => databaseError(403, '42501', 'Admins only'))
    expect((await rejection(listCourseLearnersPage(learner.client, 'video-editing'))).kind).toBe(
      'forbidden',
    )
  })

  it('failed mails: after the position by time, then notification id, newest first', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await listFailedDeliveriesPage(client, { after: { at: seen(1), id: uuid(1) } })
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/rest/v1/notification_deliveries')
    expect(url.searchParams.get('state')).toBe('eq.failed')
    expect(url.searchParams.get('or')).toBe(
      `(created_at.lt."${seen(1)}",and(created_at.eq."${seen(1)}",notification_id.lt.${uuid(1)}))`,
    )
    expect(url.searchParams.get('order')).toBe('created_at.desc,notification_id.desc')
    expect(url.searchParams.get('limit')).toBe('51')
  })
})

describe('countList', () => {
  it("sends the list and a course's id; an estimate is marked", async () => {
    const { client, requests } = fakeBackend(() => reply(200, { total: 120456, estimated: true }))
    expect(await countList(client, 'course_learners', 'web-development')).toEqual({
      count: 120456,
      estimated: true,
    })
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_list_count')
    expect(requests[0]!.body).toEqual({ list: 'course_learners', course_id: 'web-development' })
  })
})

describe('every list read a page at a time', () => {
  const lists: [string, (client: ScriptedClient, query: KeysetQuery) => Promise<unknown>][] = [
    ['Active Users', listActiveUsersPage],
    [
      "a course's learners",
      (client, query) => listCourseLearnersPage(client, 'web-development', query),
    ],
    ['the failed mails', listFailedDeliveriesPage],
    ['Pending', (client, { after, limit }) => listPendingPage(client, { after, limit })],
  ]

  it.each(lists)(
    '%s: refuses a tampered position and a page past max_rows before asking',
    async (_, list) => {
      const { client, requests } = fakeBackend(() => reply(200, []))
      await expect(list(client, { after: { at: "x' or 1=1", id: 'nope' } })).rejects.toMatchObject({
        code: 'not_a_position',
      })
      await expect(list(client, { limit: 1000 })).rejects.toMatchObject({
        code: 'page_size',
        detail: '999',
      })
      expect(requests).toHaveLength(0)
    },
  )
})
