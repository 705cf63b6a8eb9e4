/**
 * Helpers shared by the database tests: supabase-js clients for each kind of caller, learners
 * signed up, confirmed (with the code of the confirmation mail) and signed in through the real
 * auth API, and direct SQL to look at the catalogue.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { latestMail, runSql } from '@repo/devstack'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { beforeAll, describe, expect, inject, test } from 'vitest'

export const stack = inject('stack')

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const

/** A visitor who is not signed in: the public anon key only. */
export function anonClient(): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, clientOptions)
}

/** The service role: bypasses RLS. Used only to arrange fixtures and to look behind RLS. */
export function serviceClient(): SupabaseClient {
  return createClient(stack.apiUrl, stack.serviceRoleKey, clientOptions)
}

/** Runs one SQL statement as `postgres`, the role migrations run as (BYPASSRLS, not a superuser). */
export async function sql<R extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  return runSql<R>(stack, text, values)
}

export interface Person {
  client: SupabaseClient
  id: string
  email: string
  password: string
}

interface SeedAccount {
  email: string
  password: string
  role: 'admin' | 'learner' | 'mentor'
}

export const seedAccounts = JSON.parse(
  readFileSync(new URL('../seed-accounts.json', import.meta.url), 'utf8'),
) as SeedAccount[]

export function seedAccount(role: SeedAccount['role']): SeedAccount {
  const account = seedAccounts.find((a) => a.role === role)
  if (!account) throw new Error(`seed-accounts.json has no ${role}`)
  return account
}

/** A short random upper-case token, for unique emails, codes and transaction ids. */
export function token(length = 10): string {
  return randomBytes(length).toString('hex').slice(0, length).toUpperCase()
}

/** A transaction id no one has used yet (the shape packages/courses accepts). */
export function transactionId(): string {
  return `TX${token(10)}`
}

/** The one-time code of the newest mail the auth service sent to `email`. */
export async function latestMailOtp(email: string): Promise<string> {
  return (await latestMail(stack, email, 5000)).otp
}

/** Signs in with email and password through supabase-js, as the apps do. */
export async function signIn(email: string, password: string): Promise<Person> {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
  return { client, id: data.user.id, email, password }
}

export async function signInAdmin(): Promise<Person> {
  const account = seedAccount('admin')
  return signIn(account.email, account.password)
}

/** The seeded mentor (of creative-design and web-development, supabase/seed.sql). */
export async function signInMentor(): Promise<Person> {
  const account = seedAccount('mentor')
  return signIn(account.email, account.password)
}

/**
 * A new learner: signs up through supabase-js (the profile comes from the database trigger),
 * confirms the address with the code from the confirmation mail, then signs in.
 */
export async function signUpLearner(label: string, fullName = `Learner ${label}`): Promise<Person> {
  const email = `${label}-${token(8).toLowerCase()}@example.com`
  const password = `pw-${token(12)}`
  const username = `${label}_${token(6).toLowerCase()}`
  const { data, error } = await anonClient().auth.signUp({
    email,
    password,
    options: { data: { username, full_name: fullName } },
  })
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`)
  if (!data.user) throw new Error(`sign-up of ${email} returned no user`)
  if (data.session)
    throw new Error('sign-up returned a session: email confirmations should be on (config.toml)')
  const confirmed = await anonClient().auth.verifyOtp({
    email,
    token: await latestMailOtp(email),
    type: 'email',
  })
  if (confirmed.error) throw new Error(`confirming ${email} failed: ${confirmed.error.message}`)
  return signIn(email, password)
}

/** `person` reads the site in Bangla, so their notices come in Bangla (set as they would set it). */
export async function readInBangla(person: Person): Promise<void> {
  const { error } = await person.client
    .from('profiles')
    .update({ locale: 'bn' })
    .eq('id', person.id)
  if (error) throw new Error(error.message)
}

/** The seeded admin signed in and a new learner (`label`) signed up, at once. */
export async function signInAdminAndLearner(
  label: string,
  fullName?: string,
): Promise<{ admin: Person; learner: Person }> {
  const [admin, learner] = await Promise.all([signInAdmin(), signUpLearner(label, fullName)])
  return { admin, learner }
}

/** A second admin: a learner promoted the documented way (service role, not the API). */
export async function signUpAdmin(label: string): Promise<Person> {
  const person = await signUpLearner(label, `Admin ${label}`)
  const { error } = await serviceClient()
    .from('profiles')
    .update({ role: 'admin' })
    .eq('id', person.id)
  if (error) throw new Error(`promoting ${person.email} failed: ${error.message}`)
  return person
}

/** The callers of every security matrix: a visitor, a learner, another learner, an admin. */
export type Caller = 'anon' | 'learner' | 'other' | 'admin'
export const everyone: readonly Caller[] = ['anon', 'learner', 'other', 'admin']
export const learners = ['learner', 'other'] as const
/** Each learner with the other one, whose rows they must not reach. */
export const learnerPairs = [
  ['learner', 'other'],
  ['other', 'learner'],
] as const

export interface Callers {
  learner: Person
  other: Person
  admin: Person
  /** the client each caller reaches the API with (anon: the anon key alone) */
  client(role: Caller): SupabaseClient
}

/** A learner (`label`) and another learner (`label` + 'other') signed up, the seeded admin in. */
export async function signInCallers(label: string): Promise<Callers> {
  const [learner, other, admin] = await Promise.all([
    signUpLearner(label),
    signUpLearner(`${label}other`),
    signInAdmin(),
  ])
  const anon = anonClient()
  const people = { learner, other, admin }
  return { learner, other, admin, client: (role) => (role === 'anon' ? anon : people[role].client) }
}

export interface RequestInput {
  course_id?: string
  transaction_id?: string
  coupon_code?: string | null
  payment_method?: string
}

/** The insert the enrol page makes, by the learner's own client. */
export function requestRow(person: Person, input: RequestInput = {}) {
  return {
    user_id: person.id,
    course_id: input.course_id ?? 'creative-design',
    name: 'Rahim Uddin',
    phone: '01712345678',
    payment_method: input.payment_method ?? 'bKash',
    transaction_id: input.transaction_id ?? transactionId(),
    status: 'pending',
    coupon_code: input.coupon_code ?? null,
  }
}

export interface PendingRequest {
  id: string
  user_id: string
  course_id: string
  transaction_id: string
  coupon_code: string | null
  amount_due: number
  status: 'pending' | 'approved' | 'rejected' | 'refunded'
  decided_at: string | null
  decision_reason: string | null
}

export interface DecisionRow {
  id: string
  request_id: string
  decision: 'approved' | 'rejected' | 'refunded'
  reason: string | null
  decided_by: string | null
  decided_at: string
  wallet: string | null
  payment_transaction_id: string | null
  payment_amount: number | null
  payment_sender: string | null
  payment_received_at: string | null
}

/** The history of one request (public.enrollment_decisions, behind RLS), oldest first. */
export const decisionsOf = (requestId: string) =>
  stored<DecisionRow>('enrollment_decisions', 'request_id', requestId, 'decided_at')

/** Submits a pending enrolment as the learner and returns the stored row. */
export async function submitRequest(
  person: Person,
  input: RequestInput = {},
): Promise<PendingRequest> {
  const { data, error } = await person.client
    .from('pending_enrollments')
    .insert(requestRow(person, input))
    .select()
    .single<PendingRequest>()
  if (error) throw new Error(`submitting a request failed: ${error.message}`)
  return data
}

/**
 * Removes `person`'s enrolment in `course` and their requests for it (only those of `status`
 * when given), by the service role.
 */
export async function clearCourse(
  person: Person,
  course: string,
  status?: PendingRequest['status'],
): Promise<void> {
  const service = serviceClient()
  await service.from('enrollments').delete().eq('user_id', person.id).eq('course_id', course)
  const requests = service
    .from('pending_enrollments')
    .delete()
    .eq('user_id', person.id)
    .eq('course_id', course)
  await (status ? requests.eq('status', status) : requests)
}

/**
 * Enrols `people` in `course` by the service role, without a request: no allowance is spent and
 * no notice goes out. Already enrolled is fine.
 */
export async function enrolDirectly(people: Pick<Person, 'id'>[], course: string): Promise<void> {
  const { error } = await serviceClient()
    .from('enrollments')
    .upsert(
      people.map((p) => ({ user_id: p.id, course_id: course })),
      { onConflict: 'user_id,course_id' },
    )
  if (error) throw new Error(`enrolling failed: ${error.message}`)
}

/**
 * A fresh pending request of `person` for `course`, arranged by the service role: any earlier
 * enrolment or open request of theirs for that course is removed first.
 */
export async function freshRequest(
  person: Person,
  course = 'creative-design',
): Promise<PendingRequest> {
  await clearCourse(person, course, 'pending')
  const { data, error } = await serviceClient()
    .from('pending_enrollments')
    .insert(requestRow(person, { course_id: course }))
    .select()
    .single<PendingRequest>()
  if (error) throw new Error(`arranging a request failed: ${error.message}`)
  return data
}

/** Approves `request` as `admin` (approve_enrollment enrols the learner); returns the request. */
export async function approve(admin: Person, request: PendingRequest): Promise<PendingRequest> {
  const { error } = await admin.client.rpc('approve_enrollment', { request_id: request.id })
  if (error) throw new Error(`approving a request failed: ${error.message}`)
  return request
}

/** Enrols `person` in `course` the way the site does: their request, approved by `admin`. */
export async function enroll(
  admin: Person,
  person: Person,
  course: string,
): Promise<PendingRequest> {
  return approve(admin, await submitRequest(person, { course_id: course }))
}

/** Makes `person` a mentor of `course` (the service role: the admin's RPC is under test). */
export async function makeMentor(person: Person, course: string): Promise<void> {
  const { error } = await serviceClient()
    .from('course_mentors')
    .insert({ course_id: course, user_id: person.id })
  if (error) throw new Error(`arranging a mentor failed: ${error.message}`)
}

/** One account of a matrix: its full name, and the courses it is enrolled in or mentors. */
export interface AccountPlan {
  name?: string
  enrolled?: readonly string[]
  mentors?: readonly string[]
}

/**
 * The accounts of a matrix, each signed up as `label`-its key with its full name, and the seeded
 * admin signed in; then each enrolled in (approved by the admin) and made a mentor of its courses.
 */
export async function arrangeAccounts<Name extends string>(
  label: string,
  plan: Record<Name, AccountPlan>,
): Promise<Record<Name | 'admin', Person>> {
  const names = Object.keys(plan) as Name[]
  const [admin, ...people] = await Promise.all([
    signInAdmin(),
    ...names.map((name) => signUpLearner(`${label}-${name}`, plan[name].name)),
  ])
  const accounts = { admin } as Record<Name | 'admin', Person>
  names.forEach((name, i) => (accounts[name] = people[i]!))
  for (const name of names) {
    for (const course of plan[name].enrolled ?? []) await enroll(admin, accounts[name], course)
    for (const course of plan[name].mentors ?? []) await makeMentor(accounts[name], course)
  }
  return accounts
}

async function decide<R extends { id: string }>(
  admin: Person,
  fn: 'reject_enrollment' | 'refund_enrollment',
  request: R,
  reason: string,
): Promise<R> {
  const { error } = await admin.client.rpc(fn, { request_id: request.id, reason })
  if (error) throw new Error(`${fn} failed: ${error.message}`)
  return request
}

/** Rejects `request` as `admin` with `reason` (reject_enrollment); returns the request. */
export const reject = <R extends { id: string }>(admin: Person, request: R, reason: string) =>
  decide(admin, 'reject_enrollment', request, reason)

/** Refunds approved `request` as `admin` with `reason` (refund_enrollment); returns it. */
export const refund = <R extends { id: string }>(admin: Person, request: R, reason: string) =>
  decide(admin, 'refund_enrollment', request, reason)

/** The row as it really is, read by the service role (behind RLS). */
export async function stored<T>(
  table: string,
  column: string,
  value: string,
  orderBy?: string,
): Promise<T[]> {
  const rows = serviceClient().from(table).select('*').eq(column, value)
  const { data, error } = await (orderBy ? rows.order(orderBy) : rows)
  if (error) throw new Error(`reading ${table} failed: ${error.message}`)
  return data as T[]
}

/** The ids of `rows` (an API answer's data, null when refused), sorted. */
export const idsOf = (rows: unknown) => ((rows ?? []) as { id: string }[]).map((r) => r.id).sort()

/** Whether `path` is stored in `bucket`, asked behind RLS. */
export async function objectExists(bucket: string, path: string): Promise<boolean> {
  const slash = path.lastIndexOf('/')
  const { data, error } = await serviceClient()
    .storage.from(bucket)
    .list(path.slice(0, slash), { search: path.slice(slash + 1) })
  if (error) throw new Error(error.message)
  return (data ?? []).some((o) => o.name === path.slice(slash + 1))
}

export interface Result {
  data: unknown
  error: { message: string; code?: string } | null
}

/**
 * A refused read or write: PostgREST either answers with an error (no privilege, a policy's
 * WITH CHECK, a constraint) or RLS filters every row out (empty result).
 */
export function expectRefused(result: Result): void {
  const empty = result.data === null || (Array.isArray(result.data) && result.data.length === 0)
  if (result.error === null) {
    expect(empty, `expected a refusal, got ${JSON.stringify(result.data)}`).toBe(true)
  }
}

/** A refused read of `table`'s rows that `match` (column: value): an error, or none of them. */
export async function expectReadRefused(
  client: SupabaseClient,
  table: string,
  columns: string,
  match: Record<string, string>,
): Promise<void> {
  expectRefused(await client.from(table).select(columns).match(match))
}

export function expectAllowed(result: Result): void {
  expect(result.error, `expected success, got ${JSON.stringify(result.error)}`).toBeNull()
}

/**
 * An allowed read (`read`: a caller's select, by the columns whose grants are at stake) of the
 * rows `among`: exactly the `visible` ones come back, whatever the policies hide of the rest.
 */
export async function expectReadsExactly(
  read: ReturnType<ReturnType<SupabaseClient['from']>['select']>,
  among: readonly { id: string }[],
  visible: readonly { id: string }[],
): Promise<void> {
  const r = await read.in('id', idsOf(among))
  expectAllowed(r)
  expect(idsOf(r.data)).toEqual(idsOf(visible))
}

/** The rows of an allowed read: `read` (a caller's select or call) answers without an error. */
export async function allowedRows<T>(read: PromiseLike<Result>): Promise<T[]> {
  const r = await read
  expectAllowed(r)
  return r.data as T[]
}

/** A count function's answer: allowed, exact (not an estimate), and `total`. */
export function expectExactCount(result: Result, total: unknown): void {
  expectAllowed(result)
  expect(result.data).toEqual({ total, estimated: false })
}

/** `client` calls the count function `fn` (no arguments): allowed, exact, and `total`. */
export async function expectCountOf(
  client: SupabaseClient,
  fn: string,
  total: unknown,
): Promise<void> {
  expectExactCount(await client.rpc(fn, {}), total)
}

/** A refusal that must be an error (not just an empty answer), optionally with this message. */
export function expectError(result: Result, message?: RegExp): void {
  expect(result.error, `expected an error, got ${JSON.stringify(result.data)}`).not.toBeNull()
  if (message) expect(result.error?.message).toMatch(message)
}

/** 42501: no privilege, or a policy's WITH CHECK failed. Proves the refusal came from security. */
export function expectForbidden(result: Result): void {
  expectError(result)
  expect(result.error?.code).toBe('42501')
}

/** How a refused write is checked: `expectForbidden`, or e.g. `(r) => expectError(r, /message/)`. */
export type Refusal = (result: Result) => void

/** A refused write, checked twice: the API's answer by `refusal`, then the stored state behind RLS. */
export const refusedWrite = {
  /** `client` inserts `row` into `table`; no row holds its `key` value (unique to this attempt). */
  async insert(
    client: SupabaseClient,
    table: string,
    row: Record<string, unknown>,
    key: string,
    refusal: Refusal = expectForbidden,
  ): Promise<void> {
    refusal(await client.from(table).insert(row))
    expect(await stored(table, key, String(row[key]))).toHaveLength(0)
  },
  /** `client` updates `table`'s row `key` (e.g. `{ id }`) with `changes`; the row as stored after. */
  async update<T>(
    client: SupabaseClient,
    table: string,
    key: RowKey,
    changes: Record<string, unknown>,
    refusal: Refusal = expectForbidden,
  ): Promise<T | undefined> {
    refusal(await client.from(table).update(changes).match(key))
    const [row] = await stored<T>(table, ...keyOf(key))
    return row
  },
  /** `write` leaves `state` (the stored rows it could touch, read behind RLS) as it was before. */
  async keeps<T>(
    state: () => Promise<T>,
    write: () => PromiseLike<Result>,
    refusal: Refusal = expectForbidden,
  ): Promise<void> {
    const before = await state()
    refusal(await write())
    expect(await state()).toEqual(before)
  },
  /** `client` deletes `table`'s row `key` (e.g. `{ id }`); it is still stored. */
  async delete(
    client: SupabaseClient,
    table: string,
    key: RowKey,
    refusal: Refusal = expectForbidden,
  ): Promise<void> {
    refusal(await client.from(table).delete().match(key))
    expect(await stored(table, ...keyOf(key))).toHaveLength(1)
  },
}

/** An allowed write, checked by the API's answer: no error, and the very row it wrote. */
export const allowedWrite = {
  /** `client` deletes `table`'s one row that matches `key` (`{ id }`, `{ user_id, course_id }`). */
  async delete(client: SupabaseClient, table: string, key: Record<string, string>): Promise<void> {
    const r = await client.from(table).delete().match(key).select(Object.keys(key).join(', '))
    expectAllowed(r)
    expect(r.data).toEqual([key])
  },
  /** `client` updates `table`'s one row `key` (e.g. `{ id }`) with `changes`; the row as stored after. */
  async update<T>(
    client: SupabaseClient,
    table: string,
    key: RowKey,
    changes: Record<string, unknown>,
  ): Promise<T | undefined> {
    const r = await client.from(table).update(changes).match(key).select(Object.keys(key)[0])
    expectAllowed(r)
    expect(r.data).toEqual([key])
    const [row] = await stored<T>(table, ...keyOf(key))
    return row
  },
}

/** One row of a table, by its unique column and value: `{ id }`, `{ sender: 'bKash' }`. */
type RowKey = Record<string, string>

function keyOf(key: RowKey): [column: string, value: string] {
  const entries = Object.entries(key)
  if (entries.length !== 1) throw new Error(`a row key has one column, got ${JSON.stringify(key)}`)
  return entries[0]!
}

/** One cell of a security matrix: what one caller may or may not do to one resource. */
export interface Cell<Role extends string, Op extends string, Ctx> {
  /** a table, a function (op 'rpc') or a storage bucket */
  resource: string
  op: Op
  role: Role
  allowed: boolean
  what: string
  run(ctx: Ctx): Promise<void>
}

/**
 * A security matrix (matrix.test.ts, payments.test.ts, classroom.test.ts): `cell` declares what
 * a caller may or may not do; `describeCells` makes each cell a named test run on one arranged
 * context; `missingCells` lists the resource, operation and caller combinations with no cell.
 */
export function securityMatrix<Role extends string, Op extends string, Ctx>() {
  const cells: Cell<Role, Op, Ctx>[] = []
  /** `resource op role` for each combination that has no cell. */
  const missing = (resources: readonly string[], ops: readonly string[], roles: readonly Role[]) =>
    resources.flatMap((resource) =>
      ops.flatMap((op) =>
        roles
          .filter(
            (role) => !cells.some((c) => c.resource === resource && c.op === op && c.role === role),
          )
          .map((role) => `${resource} ${op} ${role}`),
      ),
    )
  /** A describe block with a test per cell (and whatever `more` adds to it). */
  function describeCells(title: string, arrange: () => Promise<Ctx>, more?: () => void): void {
    describe(title, () => {
      let ctx: Ctx
      beforeAll(async () => {
        ctx = await arrange()
      })
      for (const c of cells) {
        const verdict = c.allowed ? 'allowed' : 'refused'
        test(`${c.resource} · ${c.op} · ${c.role} · ${verdict}: ${c.what}`, () => c.run(ctx))
      }
      more?.()
    })
  }

  /**
   * The resources a file covers instead of matrix.test.ts: every table has a cell for each of
   * select, insert, update and delete and every function an rpc cell, for each role; and each
   * exists, so a renamed one does not leave the list pointing at nothing.
   */
  async function expectCovered(
    resources: { tables: readonly string[]; functions: readonly string[] },
    roles: readonly Role[],
  ): Promise<void> {
    expect([
      ...missing(resources.tables, ['select', 'insert', 'update', 'delete'], roles),
      ...missing(resources.functions, ['rpc'], roles),
    ]).toEqual([])
    const names = await sql<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
       union all
       select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    )
    const existing = new Set(names.map((n) => n.name))
    expect([...resources.tables, ...resources.functions].filter((n) => !existing.has(n))).toEqual(
      [],
    )
  }

  return {
    cell(
      resource: string,
      op: Op,
      role: Role,
      allowed: boolean,
      what: string,
      run: (ctx: Ctx) => Promise<void>,
    ): void {
      cells.push({ resource, op, role, allowed, what, run })
    },

    describeCells,

    /**
     * The matrix of one feature's file: its cells as tests, then the check that every table and
     * function of the feature has cells for each role (matrix.test.ts skips them).
     */
    describeFeatureCells(
      feature: string,
      resources: { tables: readonly string[]; functions: readonly string[] },
      roles: readonly Role[],
      arrange: () => Promise<Ctx>,
      more?: () => void,
    ): void {
      describeCells(`${feature} security matrix`, arrange, () => {
        test(`every table and function of ${feature} has cells for each role (matrix.test.ts skips them)`, () =>
          expectCovered(resources, roles))
        more?.()
      })
    },

    expectCovered,

    missingCells: missing,
  }
}

/** What a cell does: one of a table's four operations, or a call of a function. */
export type Operation = 'select' | 'insert' | 'update' | 'delete' | 'rpc'

/** The security matrix of the four callers' table operations and calls (securityMatrix). */
export function callersMatrix<Ctx extends Callers>() {
  return securityMatrix<Caller, Operation, Ctx>()
}

/**
 * A file's one arrangement, shared by its matrix and its rules (the accounts take a while to
 * make): `context()` makes it on the first call and hands the same one after; `ctx` stands for
 * it in the tests, made by a beforeAll of the file before its first test.
 */
export function arrangeOnce<Ctx extends object>(arrange: () => Promise<Ctx>) {
  let arranged: Promise<Ctx> | undefined
  let made: Ctx | undefined
  const context = async (): Promise<Ctx> => (made = await (arranged ??= arrange()))
  beforeAll(context)
  const ctx = new Proxy({} as Ctx, {
    get: (_, key) => {
      if (made === undefined) throw new Error('the context is read before it is arranged')
      return Reflect.get(made, key)
    },
  })
  return { context, ctx }
}

/** The smallest valid PNG (1×1), so uploads carry real image bytes. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
)

/**
 * Every required project of `course` approved for `userId`, as a mentor's review would leave it
 * (arranged as `postgres`): what a certificate waits for besides the lessons (issue 33).
 */
export async function approveRequiredProjects(userId: string, course: string): Promise<void> {
  await sql(
    `with approved as (
       insert into public.project_submissions
         (project_id, course_id, user_id, attempt, note, submitted_at, status)
       select p.id, p.course_id, $1, 1 + coalesce((
           select max(s.attempt) from public.project_submissions s
           where s.project_id = p.id and s.user_id = $1
         ), 0), 'Arranged', now(), 'approved'
       from public.projects p
       where p.course_id = $2 and p.required and not exists (
         select 1 from public.project_submissions s
         where s.project_id = p.id and s.user_id = $1 and s.status = 'approved'
       )
       returning id
     )
     insert into public.project_reviews (submission_id, verdict)
     select id, 'approved' from approved`,
    [userId, course],
  )
}

/**
 * Every required quiz of `course` passed by `person`, as a learner who knows the answers passes
 * it: graded by submit_quiz through their own client, the right options read as `postgres` (no
 * learner can read them). What a certificate waits for besides lessons and projects (issue 35).
 */
export async function passRequiredQuizzes(person: Person, course: string): Promise<void> {
  const quizzes = await sql<{ id: string; answers: Record<string, string[]> }>(
    `select z.id, jsonb_object_agg(q.id::text, to_jsonb(k.right_options)) as answers
     from public.quizzes z
     join public.quiz_questions q on q.quiz_id = z.id
     join public.quiz_question_keys k on k.question_id = q.id
     where z.course_id = $2 and z.required and not exists (
       select 1 from public.quiz_attempts a where a.quiz_id = z.id and a.user_id = $1 and a.passed
     )
     group by z.id`,
    [person.id, course],
  )
  for (const quiz of quizzes) {
    const { data, error } = await person.client.rpc('submit_quiz', {
      quiz_id: quiz.id,
      answers: quiz.answers,
    })
    if (error) throw new Error(`passing quiz ${quiz.id} failed: ${error.message}`)
    if (!(data as { passed: boolean }).passed) throw new Error(`quiz ${quiz.id} was not passed`)
  }
}

/** All a certificate waits for besides the lessons: the required projects and quizzes of `course`. */
export async function meetCertificateRequirements(person: Person, course: string): Promise<void> {
  await approveRequiredProjects(person.id, course)
  await passRequiredQuizzes(person, course)
}
