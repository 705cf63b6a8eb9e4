/**
 * The admin console's queries, one function each. Every function either returns typed data or
 * throws an `ApiError` carrying the message to show (see errors.ts). RLS decides what an admin
 * may do; these functions never widen it.
 */
import type { User } from '@supabase/supabase-js'
import { z } from 'zod'
import type { ApiClient } from './client'
import type { Tables } from './database.types'
import { answered, refusal, toApiError, unexpectedResponse } from './errors'
import { myMentorCourses } from './projects'
import { functionPage } from './functionPage'
import { countTotal, newestFirst, pageLimit, readKeysetPage } from './keyset'
import type { KeysetPage, KeysetQuery, ListTotal } from './keyset'

export type Role = Tables<'profiles'>['role']

/** An open enrolment request as the Pending tab lists it. */
export interface PendingRequest {
  id: string
  userId: string
  courseId: string
  courseTitle: string
  name: string
  phone: string
  paymentMethod: string
  transactionId: string
  couponCode: string | null
  /** Whole taka, computed by the database from the course price and the coupon. */
  amountDue: number
  /** ISO timestamp. */
  createdAt: string
}

export interface ActiveUser {
  userId: string
  email: string | null
  fullName: string | null
  lastSeen: string
  enrolledCourses: number
}

export interface LeadRecord {
  id: string
  name: string
  email: string
  whatsapp: string
  courseId: string
  courseTitle: string
  paymentMethod: string | null
  createdAt: string
}

/**
 * Who may use the console: an admin, a mentor of these courses (docs/decisions/0071: Reviews
 * only), or nobody (signed out again).
 */
export type ConsoleSignIn =
  | { ok: true; user: User }
  | { ok: true; user: User; mentorOf: string[] }
  | { ok: false; reason: 'not_admin' }

/** The role in the caller's profile; a missing profile counts as a learner. */
export async function getProfileRole(client: ApiClient, userId: string): Promise<Role> {
  const row = answered(
    await client.from('profiles').select('role').eq('id', userId).maybeSingle(),
    'profile.read',
  )
  return row?.role ?? 'learner'
}

/**
 * Signs in with email and password (and Auth's captcha token when the login has the security
 * check, docs/decisions/0052), then checks who it is: an admin, or a mentor of some course.
 * Anyone else is signed out of this client again (local scope: their session on the learner site
 * is not touched) and gets `{ ok: false, reason: 'not_admin' }`.
 */
export async function signInToConsole(
  client: ApiClient,
  email: string,
  password: string,
  captchaToken?: string,
): Promise<ConsoleSignIn> {
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password,
    ...(captchaToken ? { options: { captchaToken } } : {}),
  })
  if (error) throw toApiError(error, 'auth.signIn')
  return checkConsoleUser(client, data.user)
}

/** The console's check of an existing session (page reload): admin, mentor, or signed out. */
export async function currentConsoleUser(client: ApiClient): Promise<ConsoleSignIn | null> {
  const { data, error } = await client.auth.getSession()
  if (error) throw toApiError(error, 'auth.signIn')
  if (!data.session) return null
  return checkConsoleUser(client, data.session.user)
}

async function checkConsoleUser(client: ApiClient, user: User): Promise<ConsoleSignIn> {
  let mentorOf: string[]
  try {
    if ((await getProfileRole(client, user.id)) === 'admin') return { ok: true, user }
    mentorOf = await myMentorCourses(client)
  } catch (error) {
    await client.auth.signOut({ scope: 'local' })
    throw error
  }
  if (mentorOf.length > 0) return { ok: true, user, mentorOf }
  await client.auth.signOut({ scope: 'local' })
  return { ok: false, reason: 'not_admin' }
}

export async function signOutOfConsole(client: ApiClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: 'local' })
  if (error) throw toApiError(error, 'auth.signOut')
}

const pendingColumns =
  'id, user_id, course_id, name, phone, payment_method, transaction_id, coupon_code, amount_due, created_at, courses(title)'

/** A pending request's columns, as the view and public.admin_pending_page both name them. */
type PendingColumns = Pick<
  Tables<'pending_enrollments'>,
  | 'id'
  | 'user_id'
  | 'course_id'
  | 'name'
  | 'phone'
  | 'payment_method'
  | 'transaction_id'
  | 'coupon_code'
  | 'amount_due'
  | 'created_at'
>

/** A request as the console shows it, titled by its course id when the course has no title. */
const toPendingRequest = (
  r: PendingColumns,
  courseTitle: string | null | undefined,
): PendingRequest => ({
  id: r.id,
  userId: r.user_id,
  courseId: r.course_id,
  courseTitle: courseTitle ?? r.course_id,
  name: r.name,
  phone: r.phone,
  paymentMethod: r.payment_method,
  transactionId: r.transaction_id,
  couponCode: r.coupon_code,
  amountDue: r.amount_due,
  createdAt: r.created_at,
})

/** Pending requests per page of the Pending tab when not told. */
export const PENDING_PAGE_SIZE = 50

/** The longest search the Pending tab sends (a name is at most 100 characters). */
export const PENDING_SEARCH_MAX = 100

/** A search of the Pending tab as sent: trimmed, refused in words when too long. */
export function pendingSearch(search: string | undefined): string | undefined {
  const q = search?.trim() ?? ''
  if (q === '') return undefined
  if (q.length > PENDING_SEARCH_MAX) {
    throw refusal('pending.list', 'search_too_long', 'invalid', {
      detail: String(PENDING_SEARCH_MAX),
    })
  }
  return q
}

export interface PendingQuery extends Omit<KeysetQuery, 'count'> {
  /** A transaction id or phone prefix, or part of a name (public.admin_pending_page). */
  search?: string
}

const pendingPageRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  course_id: z.string(),
  course_title: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  payment_method: z.string(),
  transaction_id: z.string(),
  coupon_code: z.string().nullable(),
  amount_due: z.number(),
  created_at: z.string(),
})

/**
 * One page of the pending requests matching `query.search` (all when none), oldest first by
 * (created_at, id), after `query.after` (the last row of the page before): the Pending tab's
 * list, searched and paged on the server (public.admin_pending_page). A request approved or
 * rejected meanwhile moves no other one: the next page starts after a position, not an offset.
 */
export async function listPendingPage(
  client: ApiClient,
  query: PendingQuery = {},
): Promise<KeysetPage<PendingRequest>> {
  const operation = 'pending.list'
  const search = pendingSearch(query.search)
  return functionPage({
    operation,
    query,
    pageSize: PENDING_PAGE_SIZE,
    afterAt: 'after_created_at',
    call: (page) => client.rpc('admin_pending_page', { ...(search ? { search } : {}), ...page }),
    at: (r) => r.created_at,
    toRow: (r) => {
      const parsed = pendingPageRowSchema.safeParse(r)
      if (!parsed.success) throw unexpectedResponse(operation, parsed.error)
      return toPendingRequest(parsed.data, parsed.data.course_title)
    },
  })
}

/**
 * How many pending requests match `search` (public.admin_pending_count): exact up to 10,000
 * (the count reads no more rows than that), the planner's estimate above, marked `estimated`.
 */
export async function countPendingEnrollments(
  client: ApiClient,
  search?: string,
): Promise<ListTotal> {
  const q = pendingSearch(search)
  return countTotal(client.rpc('admin_pending_count', q ? { search: q } : {}), 'pending.list')
}

/** The oldest pending requests submitted before a time, and how many there are in all. */
export interface PendingBefore {
  requests: PendingRequest[]
  total: number
}

/**
 * The first `limit` pending requests submitted before `before` (ISO time), oldest first, and
 * their number in all (on the (status, created_at) index): the Payments tab's "waiting for
 * payment", which shows a bounded list and says how many there are.
 */
export async function listPendingSubmittedBefore(
  client: ApiClient,
  before: string,
  limit = 100,
): Promise<PendingBefore> {
  const size = pageLimit(limit, 100, 'pending.list')
  const { data, error, status, count } = await client
    .from('pending_enrollments')
    .select(pendingColumns, { count: 'exact' })
    .eq('status', 'pending')
    .lte('created_at', before)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(size)
  if (error) throw toApiError(error, 'pending.list', status)
  return {
    requests: data.map((r) => toPendingRequest(r, r.courses?.title)),
    total: count ?? data.length,
  }
}

/** A request as the Payments tab matches a payment with it, whatever its status. */
export interface MatchableRequest {
  id: string
  transactionId: string
  status: 'pending' | 'approved' | 'rejected' | 'refunded'
  amountDue: number
  name: string
  phone: string
  courseId: string
  courseTitle: string
  /** ISO timestamp. */
  createdAt: string
}

/** The database's bound on one lookup (public.admin_requests_by_transaction_ids): max_rows. */
export const TRANSACTION_IDS_PER_LOOKUP = 1000

const matchableSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'refunded']),
  amount_due: z.number(),
  name: z.string(),
  phone: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  created_at: z.string(),
})

/**
 * The requests (pending or decided) whose transaction ids are among `transactionIds`, looked up
 * on the database's unique index: one call for up to 1,000 distinct ids (a paste of 500 SMS is
 * one round trip), one more per further 1,000. Ids are compared as the database stores them
 * (trimmed, upper case). Admins only.
 */
export async function findRequestsByTransactionIds(
  client: ApiClient,
  transactionIds: readonly string[],
): Promise<MatchableRequest[]> {
  const ids = [...new Set(transactionIds.map((t) => t.trim().toUpperCase()))].filter(Boolean)
  const found: MatchableRequest[] = []
  for (let start = 0; start < ids.length; start += TRANSACTION_IDS_PER_LOOKUP) {
    const { data, error, status } = await client.rpc('admin_requests_by_transaction_ids', {
      transaction_ids: ids.slice(start, start + TRANSACTION_IDS_PER_LOOKUP),
    })
    if (error) throw toApiError(error, 'requests.match', status)
    const parsed = z.array(matchableSchema).safeParse(data)
    if (!parsed.success) throw unexpectedResponse('requests.match', parsed.error, status)
    for (const r of parsed.data) {
      found.push({
        id: r.id,
        transactionId: r.transaction_id,
        status: r.status,
        amountDue: r.amount_due,
        name: r.name,
        phone: r.phone,
        courseId: r.course_id,
        courseTitle: r.course_title,
        createdAt: r.created_at,
      })
    }
  }
  return found
}

/**
 * Approves a request in one transaction (public.approve_enrollment): the enrolment is created
 * and the request marked approved, or nothing changes. 'User already enrolled' when it applies.
 */
export async function approveEnrollment(
  client: ApiClient,
  requestId: string,
): Promise<Tables<'enrollments'>> {
  const { data, error, status } = await client.rpc('approve_enrollment', { request_id: requestId })
  if (error) throw toApiError(error, 'enrollment.approve', status)
  return data
}

const leadColumns =
  'id, name, email, whatsapp, course_id, payment_method, created_at, courses(title)'

type LeadRow = Pick<
  Tables<'leads'>,
  'id' | 'name' | 'email' | 'whatsapp' | 'course_id' | 'payment_method' | 'created_at'
> & { courses: { title: string } | null }

const toLeadRecord = (r: LeadRow): LeadRecord => ({
  id: r.id,
  name: r.name,
  email: r.email,
  whatsapp: r.whatsapp,
  courseId: r.course_id,
  courseTitle: r.courses?.title ?? r.course_id,
  paymentMethod: r.payment_method,
  createdAt: r.created_at,
})

/** Leads per page of an export when not told. */
export const LEADS_PAGE_SIZE = 500

/**
 * One page of the leads, newest first (created_at desc, id desc, on leads_created_at_id_idx),
 * after `query.after`: the CSV export reads every lead this way, a page at a time.
 */
export async function listLeadsPage(
  client: ApiClient,
  query: KeysetQuery = {},
): Promise<KeysetPage<LeadRecord>> {
  const operation = 'leads.list'
  const limit = pageLimit(query.limit, LEADS_PAGE_SIZE, operation)
  return readKeysetPage(
    client.from('leads').select(leadColumns, query.count ? { count: 'exact' } : undefined),
    {
      order: newestFirst,
      after: query.after,
      limit,
      operation,
      cursorOf: (r) => ({ at: r.created_at, id: r.id }),
      toRow: toLeadRecord,
      counted: query.count,
    },
  )
}
