/**
 * Notifications (issue 16): the learner's own list on the profile (newest first, unread marked),
 * marking them read, the language of their mails (profiles.locale), and the console's view of
 * mails that could not be delivered. The rows are written only by database triggers
 * (supabase/migrations, section notifications).
 */
import type { ApiClient } from './client'
import type { Json } from './database.types'
import { answered, toApiError } from './errors'
import {
  MAX_PAGE_ROWS,
  newestFirst,
  pageLimit,
  readKeysetPage,
  type KeysetPage,
  type KeysetQuery,
} from './keyset'
import type { NotificationData, NotificationKind } from '@repo/courses'

export type { NotificationData, NotificationKind }

export type MailLocale = 'en' | 'bn'

export interface AppNotification {
  id: string
  kind: NotificationKind
  data: NotificationData
  readAt: string | null
  createdAt: string
}

const kinds: readonly string[] = [
  'request_submitted',
  'request_received',
  'request_approved',
  'request_rejected',
  'request_refunded',
  'certificate_issued',
  'class_starting',
  'project_submitted',
  'project_reviewed',
  'question_asked',
  'question_answered',
]

function toData(value: Json): NotificationData {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as NotificationData)
    : {}
}

/** The signed-in learner's notifications, newest first (RLS: only their own). */
export async function listMyNotifications(
  client: ApiClient,
  userId: string,
  limit = 30,
): Promise<AppNotification[]> {
  const { data, error, status } = await client
    .from('notifications')
    .select('id, kind, data, read_at, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw toApiError(error, 'notifications.list', status)
  return data
    .filter((r) => kinds.includes(r.kind))
    .map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      data: toData(r.data),
      readAt: r.read_at,
      createdAt: r.created_at,
    }))
}

type NotificationRow = {
  id: string
  kind: string
  data: Json
  read_at: string | null
  created_at: string
}

const toNotification = (r: NotificationRow): AppNotification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  data: toData(r.data),
  readAt: r.read_at,
  createdAt: r.created_at,
})

/** Notifications per page of the learner's profile when not told. */
export const NOTIFICATIONS_PAGE_SIZE = 20

/**
 * One page of the signed-in learner's notifications, newest first (created_at desc, id desc, on
 * notifications_user_id_created_at_id_idx), after `query.after`; with `count`, how many they
 * have in all (their own rows only: RLS, on the same index). A kind this version does not know
 * is left out of the page (it still counts).
 */
export async function listMyNotificationsPage(
  client: ApiClient,
  userId: string,
  query: KeysetQuery = {},
): Promise<KeysetPage<AppNotification>> {
  const operation = 'notifications.list'
  // one under max_rows: the page asks one row more, which PostgREST must not cut
  const limit = pageLimit(query.limit, NOTIFICATIONS_PAGE_SIZE, operation, MAX_PAGE_ROWS - 1)
  const page = await readKeysetPage(
    client
      .from('notifications')
      .select('id, kind, data, read_at, created_at', query.count ? { count: 'exact' } : undefined)
      .eq('user_id', userId),
    {
      order: newestFirst,
      after: query.after,
      limit,
      operation,
      cursorOf: (r) => ({ at: r.created_at, id: r.id }),
      toRow: toNotification,
      counted: query.count,
    },
  )
  return { ...page, rows: page.rows.filter((n) => kinds.includes(n.kind)) }
}

/** Marks these notifications read (those already read keep their time). */
export async function markNotificationsRead(client: ApiClient, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const { error, status } = await client
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .in('id', ids)
    .is('read_at', null)
  if (error) throw toApiError(error, 'notifications.read', status)
}

/** The language of the learner's mails. */
export async function getMailLocale(client: ApiClient, userId: string): Promise<MailLocale> {
  const row = answered(
    await client.from('profiles').select('locale').eq('id', userId).maybeSingle(),
    'profile.read',
  )
  return row?.locale === 'bn' ? 'bn' : 'en'
}

export async function setMailLocale(
  client: ApiClient,
  userId: string,
  locale: MailLocale,
): Promise<void> {
  const { error, status } = await client.from('profiles').update({ locale }).eq('id', userId)
  if (error) throw toApiError(error, 'profile.update', status)
}

export interface FailedDelivery {
  notificationId: string
  kind: NotificationKind
  userId: string
  data: NotificationData
  attempts: number
  lastError: string | null
  createdAt: string
}

const failedColumns =
  'notification_id, attempts, last_error, created_at, notifications(kind, user_id, data)'

/**
 * One page of the mails given up on, newest first (created_at desc, notification id desc, on
 * notification_deliveries_failed_order_idx), after `query.after` (RLS: admins only). The total is
 * `countList(client, 'failed_mails')`.
 */
export async function listFailedDeliveriesPage(
  client: ApiClient,
  query: KeysetQuery = {},
): Promise<KeysetPage<FailedDelivery>> {
  const operation = 'deliveries.list'
  const limit = pageLimit(query.limit, 50, operation, MAX_PAGE_ROWS - 1)
  const page = await readKeysetPage(
    client.from('notification_deliveries').select(failedColumns).eq('state', 'failed'),
    {
      order: { ...newestFirst, idColumn: 'notification_id' },
      after: query.after,
      limit,
      operation,
      cursorOf: (r) => ({ at: r.created_at, id: r.notification_id }),
      toRow: (r) =>
        r.notifications
          ? {
              notificationId: r.notification_id,
              kind: r.notifications.kind as NotificationKind,
              userId: r.notifications.user_id,
              data: toData(r.notifications.data),
              attempts: r.attempts,
              lastError: r.last_error,
              createdAt: r.created_at,
            }
          : null,
    },
  )
  return { ...page, rows: page.rows.filter((r): r is FailedDelivery => r !== null) }
}

/** The mail language of these learners, by id (RLS: an admin reads every profile). */
export async function listLearnerLocales(
  client: ApiClient,
  userIds: readonly string[],
): Promise<Record<string, MailLocale>> {
  if (userIds.length === 0) return {}
  const { data, error, status } = await client
    .from('profiles')
    .select('id, locale')
    .in('id', [...new Set(userIds)])
  if (error) throw toApiError(error, 'profile.read', status)
  return Object.fromEntries(data.map((r) => [r.id, r.locale === 'bn' ? 'bn' : 'en']))
}
