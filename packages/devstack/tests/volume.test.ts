import { describe, expect, it } from 'vitest'
// what the forms and the database take as a transaction id (packages/courses/src/codes.ts)
const transactionIdPattern = /^[A-Z0-9]{6,30}$/
import { assertLocal, parseVolumeArgs, planVolume } from '../src/volume'
import { mobileNumber } from '../src/volume-learners'
import { transactionId } from '../src/volume-requests'
import { random, volumeSizes } from '../src/volume-rows'

// The pure parts of `pnpm db:seed-volume` (src/volume.ts); seed-volume.test.ts writes a plan.

describe('parseVolumeArgs', () => {
  it('reads --requests (with separators) and --db, and refuses anything else', () => {
    expect(parseVolumeArgs([], {}).requests).toBe(9000)
    expect(parseVolumeArgs(['--requests', '100_000'], {}).requests).toBe(100_000)
    expect(parseVolumeArgs(['--', '--requests=2,500'], {}).requests).toBe(2500)
    expect(parseVolumeArgs([], { DEVSTACK_DB_PORT: '6000' }).db).toContain('127.0.0.1:6000')
    expect(() => parseVolumeArgs(['--requests', '0'], {})).toThrow(/whole number/)
    expect(() => parseVolumeArgs(['--requests', '1.5'], {})).toThrow(/whole number/)
    expect(() => parseVolumeArgs(['--rows', '5'], {})).toThrow(/unknown option/)
  })

  it('refuses a database that is not on 127.0.0.x', () => {
    expect(() => assertLocal('postgresql://postgres:x@127.0.0.2:5432/postgres')).not.toThrow()
    for (const url of [
      'postgresql://postgres:x@db.abcdefgh.supabase.co:5432/postgres',
      'postgresql://postgres:x@localhost:5432/postgres',
      'postgresql://postgres:x@127.1.0.1:5432/postgres',
      'not a url',
    ]) {
      expect(() => assertLocal(url)).toThrow()
    }
    expect(() => parseVolumeArgs(['--db', 'postgresql://p:p@10.0.0.5/postgres'], {})).toThrow(
      /only a local stack/,
    )
  })
})

describe('volumeSizes', () => {
  it("keeps the issue's proportions: 100,000 requests, 50,000 learners, 80,000 decisions", () => {
    const s = volumeSizes(100_000)
    expect(s).toMatchObject({ learners: 50_000, decisions: 80_000, leads: 25_000 })
    expect(s.pending + s.approved + s.rejected + s.refunded).toBe(100_000)
    for (const n of [1, 7, 9000]) {
      const t = volumeSizes(n)
      expect(t.pending).toBeGreaterThanOrEqual(0)
      expect(3 * t.learners).toBeGreaterThanOrEqual(n)
    }
  })
})

describe('transactionId', () => {
  it('has each method’s shape, as the forms and the database accept it', () => {
    for (let n = 0; n < 50; n++) {
      expect(transactionId('bKash', n)).toMatch(/^[0-9A-Z]{10}$/)
      expect(transactionId('Nagad', n)).toMatch(/^[0-9A-Z]{8}$/)
      expect(transactionId('Bank', n)).toMatch(/^FT\d{10}$/)
      for (const m of ['bKash', 'Nagad', 'Bank'] as const) {
        expect(transactionId(m, n)).toMatch(transactionIdPattern)
      }
    }
  })

  it('gives distinct numbers distinct ids that do not look sequential', () => {
    for (const m of ['bKash', 'Nagad', 'Bank'] as const) {
      const ids = Array.from({ length: 20_000 }, (_, n) => transactionId(m, 1_000_000 + n))
      expect(new Set(ids).size).toBe(ids.length)
      // neighbours share neither their start nor their end
      expect(new Set(ids.slice(0, 100).map((id) => id.slice(-3))).size).toBeGreaterThan(90)
      expect(new Set(ids.slice(0, 100).map((id) => id.slice(0, 5))).size).toBeGreaterThan(90)
    }
  })
})

describe('planVolume', () => {
  const ids = (n: number) =>
    Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
  const now = new Date('2026-11-25T12:00:00Z')
  const options = {
    requests: 3000,
    firstLearner: 2,
    firstRequest: 0,
    learnerIds: ids(1500),
    coupon: 'WELCOME20',
    now,
  }
  const plan = planVolume(options)

  it('gives every learner at most one request per course', () => {
    const pairs = plan.requests.map((r) => `${r.learner}:${r.courseId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('keeps time in order and in the past: account, request, decision, refund', () => {
    for (const r of plan.requests) {
      const learner = plan.learners[r.learner]!
      expect(learner.createdAt.getTime()).toBeLessThan(r.createdAt.getTime())
      expect(r.createdAt.getTime()).toBeLessThan(now.getTime())
      expect(r.decidedAt === null).toBe(r.outcome === 'pending')
      if (r.decidedAt) expect(r.decidedAt.getTime()).toBeGreaterThan(r.createdAt.getTime())
      if (r.decidedAt) expect(r.decidedAt.getTime()).toBeLessThan(now.getTime())
      expect(r.refundedAt === null).toBe(r.outcome !== 'refunded')
      if (r.refundedAt) expect(r.refundedAt.getTime()).toBeGreaterThan(r.decidedAt!.getTime())
      expect(r.reason === null).toBe(r.outcome === 'pending' || r.outcome === 'approved')
      expect(r.paidAt !== null).toBe(
        r.method !== 'Bank' && (r.outcome === 'approved' || r.outcome === 'refunded'),
      )
    }
  })

  it('names learners in Bangla and in English, with unique emails and mobile numbers', () => {
    const names = plan.learners.map((l) => l.name)
    expect(names.some((n) => /[\u0980-\u09FF]/.test(n))).toBe(true)
    expect(names.some((n) => /^[A-Za-z ]+$/.test(n))).toBe(true)
    expect(new Set(plan.learners.map((l) => l.email)).size).toBe(1500)
    expect(plan.learners[0]!.email).toMatch(/^[a-z]+\.[a-z]+\.2@example\.com$/)
    for (const l of plan.learners) expect(l.phone).toMatch(/^01[3-9]\d{8}$/)
    const methods = new Set(plan.requests.map((r) => r.method))
    expect(methods).toEqual(new Set(['bKash', 'Nagad', 'Bank']))
    const leadMethods = new Set(plan.leads.map((l) => l.paymentMethod))
    expect(leadMethods).toEqual(new Set(['bKash', 'Nagad', 'Rocket', 'Bank Transfer', null]))
  })

  it('plans the same rows for the same seed', () => {
    const again = planVolume({ ...options, learnerIds: ids(1500) })
    expect(again).toEqual(plan)
    expect(mobileNumber(random(1))).toBe(mobileNumber(random(1)))
  })
})
