import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  listFailedDeliveriesPage,
  listMyNotifications,
  markNotificationsRead,
  setMailLocale,
} from './notifications'
import { failureOn, fakeBackend } from './test-support'
import { reply } from './test-answers'

const uid = '11111111-1111-4111-8111-111111111111'

describe('notifications', () => {
  it('lists the learner own notifications newest first, dropping unknown kinds', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        {
          id: 'b',
          kind: 'request_approved',
          data: { course_id: 'video-editing' },
          read_at: null,
          created_at: '2026-11-23T10:00:00Z',
        },
        {
          id: 'x',
          kind: 'something_new',
          data: {},
          read_at: null,
          created_at: '2026-11-23T09:00:00Z',
        },
        {
          id: 'a',
          kind: 'request_submitted',
          data: null,
          read_at: '2026-11-23T09:30:00Z',
          created_at: '2026-11-23T08:00:00Z',
        },
      ]),
    )
    const list = await listMyNotifications(client, uid)
    expect(list.map((n) => [n.id, n.readAt])).toEqual([
      ['b', null],
      ['a', '2026-11-23T09:30:00Z'],
    ])
    expect(list[1]!.data).toEqual({})
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/rest/v1/notifications')
    expect(url.searchParams.get('user_id')).toBe(`eq.${uid}`)
    expect(url.searchParams.get('order')).toBe('created_at.desc,id.desc')
  })

  it('keeps every kind the database writes today (the latest notifications_kind_check)', async () => {
    const dir = new URL('../../../supabase/migrations/', import.meta.url)
    const checks = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .flatMap((f) => [
        ...readFileSync(new URL(f, dir), 'utf8').matchAll(
          // a later constraint, or the table's own column check (the baseline)
          /(?:add constraint notifications_kind_check|create table public\.notifications \([^;]*?kind text not null) check \(kind in \(([^)]*)\)\)/g,
        ),
      ])
    const kinds = [...checks.at(-1)![1]!.matchAll(/'(\w+)'/g)].map((k) => k[1]!)
    expect(kinds).toContain('question_answered')
    const { client } = fakeBackend(() =>
      reply(
        200,
        kinds.map((kind, i) => ({
          id: `n${i}`,
          kind,
          data: {},
          read_at: null,
          created_at: '2026-11-23T10:00:00Z',
        })),
      ),
    )
    expect((await listMyNotifications(client, uid)).map((n) => n.kind)).toEqual(kinds)
  })

  it('marks only unread ones read, and sends nothing for none', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await markNotificationsRead(client, [])
    expect(requests).toHaveLength(0)
    await markNotificationsRead(client, ['a', 'b'])
    const url = new URL(requests[0]!.url)
    expect(requests[0]!.method).toBe('PATCH')
    expect(url.searchParams.get('id')).toBe('in.(a,b)')
    expect(url.searchParams.get('read_at')).toBe('is.null')
  })

  it('a failed load says so clearly', async () => {
    const e = await failureOn(
      () => reply(500, { message: 'boom' }),
      (client) => listMyNotifications(client, uid),
    )
    expect([e.kind, e.operation]).toEqual(['unknown', 'notifications.list'])
  })

  it('saves the mail language on the profile', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await setMailLocale(client, uid, 'bn')
    expect(requests[0]!.body).toEqual({ locale: 'bn' })
  })

  it('lists failed deliveries with their notification for the console', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        {
          notification_id: 'n1',
          attempts: 5,
          last_error: 'SMTP: 451',
          created_at: '2026-11-23T08:00:00Z',
          notifications: {
            kind: 'request_approved',
            user_id: uid,
            data: { course_id: 'video-editing' },
          },
        },
      ]),
    )
    expect((await listFailedDeliveriesPage(client)).rows).toEqual([
      {
        notificationId: 'n1',
        kind: 'request_approved',
        userId: uid,
        data: { course_id: 'video-editing' },
        attempts: 5,
        lastError: 'SMTP: 451',
        createdAt: '2026-11-23T08:00:00Z',
      },
    ])
    expect(new URL(requests[0]!.url).searchParams.get('state')).toBe('eq.failed')
  })
})
