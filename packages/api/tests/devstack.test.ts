/**
 * Against the real local backend (embedded Postgres with the migrations and seed, PostgREST,
 * auth): the generated types match the migrations, and the admin queries do what the console
 * needs, as the seeded admin and learner through supabase-js.
 */
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { generateFromMigrations, generateTypes, typesFile } from '../scripts/db-types'
import { approveEnrollment, listLeadsPage, listPendingPage, signInToConsole } from '../src/admin'
import {
  approveEnrollments,
  listDecisionsPage,
  refundEnrollment,
  rejectEnrollment,
} from '../src/decisions'
import { listActiveUsersPage } from '../src/lists'
import { moneyReport } from '../src/reports'
import { listMyEnrollments } from '../src/enrollment'
import { submitLead } from '../src/leads'
import type { AppSupabaseClient } from '../src/client'
import { createCoupon, deactivateCoupon, listActiveCoupons } from '../src/coupons'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' }
const LEARNER = { email: 'learner@example.com', password: 'learner-pass-123' }
/** A range the reports take (the refusal of a learner comes before the days are read). */
const lastMonth = { from: '2026-11-01', to: '2026-11-30' }

const local = useLocalStack('api-devstack-test-')
const { newClient } = local

async function signedIn(account: { email: string; password: string }): Promise<AppSupabaseClient> {
  const client = newClient()
  const { error } = await client.auth.signInWithPassword(account)
  if (error) throw error
  return client
}

async function courseTitle(id: string): Promise<string> {
  const { data, error } = await newClient().from('courses').select('title').eq('id', id).single()
  if (error) throw error
  return data.title
}

let txCounter = 0
function transactionId() {
  txCounter += 1
  return `TX${Date.now().toString(36).toUpperCase()}${txCounter}`
}

async function submitRequest(
  learner: AppSupabaseClient,
  courseId: string,
  couponCode: string | null,
) {
  const { data: user } = await learner.auth.getUser()
  const { data, error } = await learner
    .from('pending_enrollments')
    .insert({
      user_id: user.user!.id,
      course_id: courseId,
      name: 'Test Learner',
      phone: '01712345678',
      payment_method: 'bKash',
      transaction_id: transactionId(),
      status: 'pending',
      coupon_code: couponCode,
      amount_due: 1, // ignored: the database computes it
    })
    .select('id, amount_due, transaction_id')
    .single()
  if (error) throw error
  return data
}

describe('database.types.ts', () => {
  it('is what the migrations generate today (run `pnpm --filter @repo/api db:types` after a migration)', async () => {
    const committed = await readFile(typesFile, 'utf8')
    const fresh = await generateFromMigrations(local.stack.dbUrl)
    expect(fresh).toBe(committed)
  }, 60_000)

  it("asks Supabase's generator for the given schemas, for PostgREST 12", async () => {
    const db = new pg.Client({ connectionString: local.stack.dbUrl })
    await db.connect()
    try {
      await db.query(`
        drop schema if exists typegen_fixture cascade;
        create schema typegen_fixture;
        create type typegen_fixture.mood as enum ('happy', 'sad');
        create table typegen_fixture.parent (id bigint generated always as identity primary key, label text);
        create table typegen_fixture.child (
          parent_id bigint primary key references typegen_fixture.parent (id),
          mood typegen_fixture.mood not null default 'happy',
          doubled bigint generated always as (parent_id * 2) stored
        );
        create function typegen_fixture.bump() returns trigger language plpgsql as $$ begin return new; end $$;
      `)
      const squash = (s: string) => s.replace(/\s+/g, ' ')
      const out = squash(await generateTypes(local.stack.dbUrl, { schemas: ['typegen_fixture'] }))
      expect(out).toContain(squash(`PostgrestVersion: "12"`))
      expect(out).toContain(
        squash(
          `Insert: { doubled?: never mood?: Database["typegen_fixture"]["Enums"]["mood"] parent_id: number }`,
        ),
      )
      expect(out).toContain(squash(`parent: { Row: { id: number label: string | null }`))
      expect(out).toContain(`mood: "happy" | "sad"`)
      // as the CLI: a foreign key that is also the primary key embeds one row, not a list
      expect(out).toContain(
        squash(
          `foreignKeyName: "child_parent_id_fkey" columns: ["parent_id"] isOneToOne: true referencedRelation: "parent"`,
        ),
      )
      // only the schemas asked for; trigger functions are no RPCs
      expect(out).not.toMatch(/\bpublic: \{/)
      expect(out).not.toContain('bump')
    } finally {
      await db.query('drop schema if exists typegen_fixture cascade').catch(() => {})
      await db.end()
    }
  }, 60_000)
})

describe('the console sign-in', () => {
  it('lets the seeded admin in', async () => {
    const client = newClient()
    const result = await signInToConsole(client, ADMIN.email, ADMIN.password)
    expect(result.ok).toBe(true)
  })

  it('lets the seeded mentor in, with the two courses they review', async () => {
    const result = await signInToConsole(newClient(), 'mentor@example.com', 'mentor-pass-123')
    expect(result.ok && 'mentorOf' in result && result.mentorOf).toEqual([
      'creative-design',
      'web-development',
    ])
  })

  it('turns the seeded learner away and drops their console session', async () => {
    const client = newClient()
    expect(await signInToConsole(client, LEARNER.email, LEARNER.password)).toEqual({
      ok: false,
      reason: 'not_admin',
    })
    expect((await client.auth.getSession()).data.session).toBeNull()
  })

  it("shows the server's message for a wrong password", async () => {
    const e = await rejection(signInToConsole(newClient(), ADMIN.email, 'wrong-password'))
    expect(e.kind).toBe('credentials')
    expect(e.serverText).toMatch(/invalid/i)
  })
})

describe('pending enrolments', () => {
  it('lists, approves once, and refuses a second approval without changing anything', async () => {
    const admin = await signedIn(ADMIN)
    const learner = await signedIn(LEARNER)
    const request = await submitRequest(learner, 'web-development', 'WELCOME20')
    expect(request.amount_due).toBe(559) // round(699 × 0.8)

    const { rows: pending } = await listPendingPage(admin, { search: request.transaction_id })
    const row = pending.find((r) => r.id === request.id)
    expect(row).toMatchObject({
      courseTitle: await courseTitle('web-development'),
      couponCode: 'WELCOME20',
      amountDue: 559,
      phone: '01712345678',
    })

    const enrollment = await approveEnrollment(admin, request.id)
    expect(enrollment).toMatchObject({ course_id: 'web-development' })
    const after = await listPendingPage(admin, { search: request.transaction_id })
    expect(after.rows.some((r) => r.id === request.id)).toBe(false)

    const again = await rejection(approveEnrollment(admin, request.id))
    expect(again).toMatchObject({ kind: 'already_enrolled', hint: 'user_already_enrolled' })
    const { count } = await admin
      .from('enrollments')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', row!.userId)
      .eq('course_id', 'web-development')
    expect(count).toBe(1)
  })

  it('rejects, and then an approval says the request is already rejected', async () => {
    const admin = await signedIn(ADMIN)
    const learner = await signedIn(LEARNER)
    const request = await submitRequest(learner, 'creative-design', null)
    expect(request.amount_due).toBe(399)
    expect(await rejectEnrollment(admin, request.id, '  No payment arrived.  ')).toMatchObject({
      request_id: request.id,
      decision: 'rejected',
      reason: 'No payment arrived.',
    })
    const e = await rejection(approveEnrollment(admin, request.id))
    expect(e).toMatchObject({ kind: 'conflict', hint: 'request_decided', detail: 'rejected' })
  })

  it('gives a learner nothing: their approve finds no request and their reports are refused', async () => {
    const learner = await signedIn(LEARNER)
    const request = await submitRequest(learner, 'video-editing', null)
    const e = await rejection(approveEnrollment(learner, request.id))
    expect(e).toMatchObject({ kind: 'not_found', operation: 'enrollment.approve' })
    expect((await rejection(moneyReport(learner, lastMonth))).kind).toBe('forbidden')
    expect((await rejection(listActiveUsersPage(learner))).kind).toBe('forbidden')
    const admin = await signedIn(ADMIN)
    await rejectEnrollment(admin, request.id, 'Test request')
  })
})

describe('payment decisions', () => {
  it('approves a batch with its payment, lists it in the history, refunds with a reason the learner reads', async () => {
    const admin = await signedIn(ADMIN)
    const learner = await signedIn(LEARNER)
    const design = await submitRequest(learner, 'creative-design', null)
    const video = await submitRequest(learner, 'video-editing', null)

    const payment = {
      wallet: 'bKash' as const,
      transactionId: `9GH${Date.now().toString(36).toUpperCase()}`,
      amount: 399,
      sender: '01712345678',
      receivedAt: '2026-11-21T20:14:00+06:00',
      raw: 'You have received Tk 399.00 …', // a parser's extra field is accepted
    }
    const outcome = await approveEnrollments(admin, [
      { requestId: design.id, payment },
      { requestId: video.id, payment: null },
    ])
    expect(outcome.map((o) => [o.requestId, o.approvedNow]).sort()).toEqual(
      [
        [design.id, true],
        [video.id, true],
      ].sort(),
    )
    // the same batch again: nothing approved twice
    expect(
      (await approveEnrollments(admin, [{ requestId: design.id, payment: null }]))[0],
    ).toMatchObject({
      requestId: design.id,
      approvedNow: false,
    })

    const { rows: history } = await listDecisionsPage(admin, {
      decision: 'approved',
      courseId: 'creative-design',
    })
    const approval = history.find((d) => d.requestId === design.id)
    expect(approval).toMatchObject({
      decision: 'approved',
      requestStatus: 'approved',
      courseTitle: await courseTitle('creative-design'),
      learnerName: 'Test Learner',
      amountDue: 399,
      payment: {
        wallet: 'bKash',
        transactionId: payment.transactionId,
        amount: 399,
        sender: '01712345678',
      },
    })
    expect(approval?.decidedBy).not.toBeNull()
    expect(
      history.every((d) => d.courseId === 'creative-design' && d.decision === 'approved'),
    ).toBe(true)

    const refund = await refundEnrollment(admin, design.id, 'Asked for a refund within 30 days')
    expect(refund).toMatchObject({
      decision: 'refunded',
      reason: 'Asked for a refund within 30 days',
    })
    const { rows: refunded } = await listDecisionsPage(admin, { decision: 'refunded' })
    expect(refunded.find((d) => d.requestId === design.id)).toMatchObject({
      requestStatus: 'refunded',
      reason: 'Asked for a refund within 30 days',
    })

    const mine = await listMyEnrollments(learner, (await learner.auth.getUser()).data.user!.id)
    expect(mine.requests.find((r) => r.id === design.id)).toMatchObject({
      status: 'refunded',
      decision_reason: 'Asked for a refund within 30 days',
    })
    expect(mine.enrollments.some((e) => e.course_id === 'creative-design')).toBe(false)
    // the history is the admins' alone
    expect((await rejection(listDecisionsPage(learner))).kind).toBe('forbidden')
  })

  it('refuses a blank reason before asking the database', async () => {
    const admin = await signedIn(ADMIN)
    expect((await rejection(refundEnrollment(admin, 'x', '   '))).hint).toBe(
      'decision_reason_required',
    )
  })
})

describe('active users', () => {
  it('shows who was seen with email, full name and enrolled course count', async () => {
    const learner = await signedIn(LEARNER)
    const { error } = await learner.rpc('touch_last_seen')
    expect(error).toBeNull()
    const { rows: users } = await listActiveUsersPage(await signedIn(ADMIN))
    const me = users.find((u) => u.email === LEARNER.email)
    expect(me).toMatchObject({ fullName: 'Test Learner' })
    expect(me!.enrolledCourses).toBeGreaterThanOrEqual(0)
    expect(Number.isNaN(Date.parse(me!.lastSeen))).toBe(false)
  })
})

describe('coupons', () => {
  it('lists the seeded coupon, creates, refuses a duplicate, deletes (deactivates)', async () => {
    const admin = await signedIn(ADMIN)
    expect((await listActiveCoupons(admin)).map((c) => c.code)).toContain('WELCOME20')

    const created = await createCoupon(admin, { code: '  save30 ', discountPercent: '30' })
    expect(created).toMatchObject({ code: 'SAVE30', discount_percent: 30, is_active: true })
    expect((await listActiveCoupons(admin))[0]!.code).toBe('SAVE30') // newest first

    const duplicate = await rejection(createCoupon(admin, { code: 'SAVE30', discountPercent: 10 }))
    expect(duplicate).toMatchObject({ kind: 'conflict', code: '23505' })

    await deactivateCoupon(admin, created.id)
    expect((await listActiveCoupons(admin)).map((c) => c.code)).not.toContain('SAVE30')
    expect(await rejection(deactivateCoupon(admin, created.id))).toMatchObject({
      kind: 'not_found',
      operation: 'coupon.deactivate',
    })
  })

  it('gives a learner no coupon list and no coupon creation', async () => {
    const learner = await signedIn(LEARNER)
    expect(await listActiveCoupons(learner)).toEqual([])
    expect(
      (await rejection(createCoupon(learner, { code: 'HACK', discountPercent: 100 }))).code,
    ).toBe('42501')
  })
})

describe('leads', () => {
  it('lists join-now records newest first for the admin, none for a learner', async () => {
    // sent as the site sends them: through the join-now function ('skill-pack' is video-editing)
    const anon = newClient()
    for (const name of ['First Lead', 'Second Lead'])
      await submitLead(anon, {
        name,
        email: 'lead@example.com',
        whatsapp: '01812345678',
        course: 'skill-pack',
        paymentMethod: 'Nagad',
      })
    const { rows: leads } = await listLeadsPage(await signedIn(ADMIN))
    expect(leads.map((l) => l.name).slice(0, 2)).toEqual(['Second Lead', 'First Lead'])
    expect(leads[0]).toMatchObject({
      courseTitle: await courseTitle('video-editing'),
      paymentMethod: 'Nagad',
    })
    expect((await listLeadsPage(await signedIn(LEARNER))).rows).toEqual([]) // RLS
  })
})
