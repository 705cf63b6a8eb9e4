/**
 * What the tests of the console's lists at volume share (volume, pending-pages, list-pages,
 * history-page): the console's own @repo/api calls on a client signed in as the seeded admin, a
 * reader of every page of a keyset list, as the console pages and exports, the security cells of
 * the admin-only functions behind them, and learners, requests and decisions made in bulk by SQL.
 */
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import type { KeysetPage, KeysetQuery } from '../../packages/api/src/keyset.ts'
import { createSupabaseClient } from '../../packages/api/src/supabaseClient.ts'
import { expect } from 'vitest'
import {
  callersMatrix,
  everyone,
  expectError,
  learners,
  seedAccount,
  signInCallers,
  sql,
  stack,
  submitRequest,
  type Callers,
  type PendingRequest,
} from './support'

/** PostgREST's max_rows (supabase/config.toml): a list of MAX_ROWS + 1 rows is past one answer. */
export const MAX_ROWS = 1000

/** The console's client: @repo/api's supabase-js, signed in as the seeded admin. */
export async function consoleClient(): Promise<AppSupabaseClient> {
  const client = createSupabaseClient(
    { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  )
  const { email, password } = seedAccount('admin')
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/**
 * Every page of a keyset list, each after the last row of the one before, the first counted (as
 * the CSV export reads them); `limit` rows a page, or the list's own size.
 */
export async function everyPage<T>(
  read: (query: KeysetQuery) => Promise<KeysetPage<T>>,
  limit?: number,
): Promise<{ rows: T[]; sizes: number[]; pages: number; total: number | null }> {
  const rows: T[] = []
  const sizes: number[] = []
  let total: number | null = null
  let after: KeysetQuery['after']
  for (;;) {
    const page = await read({
      ...(limit === undefined ? {} : { limit }),
      ...(after ? { after } : { count: true }),
    })
    if (!after) total = page.total
    rows.push(...page.rows)
    sizes.push(page.rows.length)
    if (!page.next) return { rows, sizes, pages: sizes.length, total }
    after = page.next
  }
}

/** The callers of an admin-only function, the learner with a pending request of their own. */
export interface CallersWithRequest extends Callers {
  /** the learner's own request (web-development): even its owner may not read it this way */
  own: PendingRequest
}

export async function callersWithRequest(label: string): Promise<CallersWithRequest> {
  const callers = await signInCallers(label)
  const own = await submitRequest(callers.learner, { course_id: 'web-development' })
  return { ...callers, own }
}

/**
 * The security cells of the console's admin-only functions (each called with 'rpc'), for every
 * caller: `securityMatrix`'s, and `refused`, the refusals each such function has.
 */
export function adminOnlyCells<Ctx extends Callers>() {
  const matrix = callersMatrix<Ctx>()
  return {
    ...matrix,
    /**
     * Anon, a learner and another learner calling `fn` with `args` get an error and no data, the
     * learners' error 42501 `admin_only`. `whose` says, for the learner and for the other, whose
     * rows the call would have read.
     */
    refused(
      fn: string,
      what: string,
      args: (ctx: Ctx) => Record<string, unknown>,
      whose?: Record<(typeof learners)[number], string>,
    ): void {
      for (const role of ['anon', ...learners] as const) {
        const title = role === 'anon' || !whose ? what : `${what} (${whose[role]})`
        matrix.cell(fn, 'rpc', role, false, title, async (c) => {
          const r = await c.client(role).rpc(fn, args(c))
          expectError(r)
          if (role !== 'anon') expect(r.error).toMatchObject({ code: '42501', hint: 'admin_only' })
          expect(r.data).toBeNull()
        })
      }
    },
    /** Every caller has a cell for each of the functions `resources` lists. */
    expectCovered: (resources: { tables: readonly string[]; functions: readonly string[] }) =>
      matrix.expectCovered(resources, everyone),
  }
}

// ------------------------------------------------------------------ rows in bulk, by SQL
/** A batch of learners made in bulk: `<email>-<batch>-<number>@example.com`. */
export interface LearnerBatch {
  email: string
  batch: string
}

/**
 * SQL: the batch's learners ($1 the email prefix, $2 the batch), numbered 1.. in email order as
 * `i` (the number in the email when it is padded).
 */
export const numberedLearners = `select u.id, row_number() over (order by u.email collate "C") as i
  from auth.users u where u.email like $1 || '-' || lower($2) || '-%'`

/**
 * `count` learners of `learners` made by one SQL statement (auth.users; the sign-up trigger makes
 * each profile), named `<name> <number>`; the number padded to 5 digits when `padded`.
 */
export async function bulkLearners(learners: BulkLearners): Promise<void> {
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       $1 || '-' || lower($2) || '-' || (case when $5 then lpad(i::text, 5, '0') else i::text end) || '@example.com',
       '', now(), '{"provider": "email", "providers": ["email"]}',
       jsonb_build_object('username', $1 || '_' || lower($2) || '_' || i, 'full_name', $4 || ' ' || i),
       now(), now(), '', '', '', ''
     from generate_series(1, $3::int) i`,
    [learners.email, learners.batch, learners.count, learners.name, learners.padded ?? false],
  )
}

/** The learners of a batch made in bulk (bulkLearners). */
export type BulkLearners = LearnerBatch & { count: number; name: string; padded?: boolean }

/** The pending request each learner of a batch gets (bulkRequests). */
export interface BulkRequest {
  course: string
  /** the requests' names: `<name> <number>` */
  name: string
  /** learner 0's phone: the number replaces as many of its last digits as it has */
  phone: string
  method: string
  /** the requests' transaction ids: this, the batch, and the number in 5 digits */
  transactionId: string
}

/**
 * `count` learners (bulkLearners) and one pending request each, by one SQL statement. Returns the
 * transaction ids, sorted.
 */
export async function bulkRequests(
  learners: BulkLearners,
  request: BulkRequest,
): Promise<string[]> {
  await bulkLearners(learners)
  const rows = await sql<{ transaction_id: string }>(
    `with made as (
       insert into public.pending_enrollments (user_id, course_id, name, phone, payment_method, transaction_id)
       select l.id, $3, $4 || ' ' || l.i, left($5::text, length($5::text) - length(l.i::text)) || l.i, $6,
         $7 || $2 || lpad(l.i::text, 5, '0')
       from (${numberedLearners}) l
       returning transaction_id
     )
     select transaction_id from made order by transaction_id`,
    [
      learners.email,
      learners.batch,
      request.course,
      request.name,
      request.phone,
      request.method,
      request.transactionId,
    ],
  )
  return rows.map((r) => r.transaction_id)
}

/** The requests whose transaction ids start with `prefix`: SQL over `p`, $1 the prefix. */
const ofPrefix = `p.transaction_id like $1::text || '%'`
/** The number a bulk request's transaction id ends with (`prefix` is $1). */
const numberOf = `substr(p.transaction_id, length($1::text) + 1)::int`

/** The requests of `prefix` made a second apart from `start`, in the order of their numbers. */
export async function spreadRequests(prefix: string, start: string): Promise<void> {
  await sql(
    `update public.pending_enrollments p
     set created_at = $2::timestamptz + make_interval(secs => ${numberOf})
     where ${ofPrefix}`,
    [prefix, start],
  )
}

/**
 * The requests of `prefix` rejected (`reason`), each writing its decision, and the decisions
 * dated `at` (one second apart in the order of their numbers when `apart`).
 */
export async function rejectRequests(
  prefix: string,
  reason: string,
  at: string,
  apart = false,
): Promise<void> {
  await sql(
    `update public.pending_enrollments p set status = 'rejected', decision_reason = $2
     where ${ofPrefix}`,
    [prefix, reason],
  )
  await dateDecisions(prefix, at, apart)
}

/** The decisions of the requests of `prefix` dated `at` (a second apart when `apart`). */
export async function dateDecisions(prefix: string, at: string, apart = false): Promise<void> {
  await sql(
    `update public.enrollment_decisions d
     set decided_at = $2::timestamptz + (case when $3 then make_interval(secs => ${numberOf}) else interval '0' end)
     from public.pending_enrollments p
     where p.id = d.request_id and ${ofPrefix}`,
    [prefix, at, apart],
  )
}
