/**
 * Races the database must win on its own: requests arrive at PostgREST in parallel, each on
 * its own connection and transaction.
 */
import { courseIds } from '@repo/courses'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  freshRequest,
  requestRow,
  signInAdmin,
  signUpAdmin,
  signUpLearner,
  stored,
  transactionId,
  type PendingRequest,
  type Person,
} from './support'

describe('concurrency', () => {
  let admins: [Person, Person]
  beforeAll(async () => {
    admins = [await signInAdmin(), await signUpAdmin('admin2')]
  })

  test('two admins approving the same request at once give exactly one enrolment (10 rounds)', async () => {
    const learner = await signUpLearner('race')
    for (let round = 0; round < 10; round++) {
      const course = courseIds[round % courseIds.length] ?? 'creative-design'
      const request = await freshRequest(learner, course)
      const results = await Promise.all(
        admins.map((a) => a.client.rpc('approve_enrollment', { request_id: request.id })),
      )
      const succeeded = results.filter((r) => r.error === null)
      const refused = results.filter((r) => r.error !== null)
      expect(succeeded, `round ${round}`).toHaveLength(1)
      expect(refused.map((r) => r.error?.message)).toEqual(['User already enrolled'])
      const enrollments = (
        await stored<{ course_id: string }>('enrollments', 'user_id', learner.id)
      ).filter((e) => e.course_id === course)
      expect(enrollments).toHaveLength(1)
      const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
      expect(row?.status).toBe('approved')
    }
  })

  test('an admin approving while another rejects: one decision wins, and the enrolment matches it', async () => {
    const learner = await signUpLearner('race2')
    for (let round = 0; round < 6; round++) {
      const request = await freshRequest(learner, 'web-development')
      const [first, second] = admins
      const results = await Promise.all([
        first.client.rpc('approve_enrollment', { request_id: request.id }),
        second.client.rpc('reject_enrollment', { request_id: request.id, reason: 'Race' }),
      ])
      expect(
        results.filter((r) => r.error === null),
        `round ${round}`,
      ).toHaveLength(1)
      const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
      const enrollments = (
        await stored<{ course_id: string }>('enrollments', 'user_id', learner.id)
      ).filter((e) => e.course_id === 'web-development')
      expect(enrollments).toHaveLength(row?.status === 'approved' ? 1 : 0)
      expect(row?.status).not.toBe('pending')
    }
  })

  test('20 parallel submissions of one transaction id give exactly one pending request', async () => {
    const learners = await Promise.all([0, 1, 2, 3, 4].map((i) => signUpLearner(`txn${i}`)))
    const txn = transactionId()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const learner = learners[i % learners.length] as Person
        // the same id written differently: the database normalises before comparing
        const written = i % 2 === 0 ? txn : `  ${txn.toLowerCase()} `
        return learner.client.from('pending_enrollments').insert(
          requestRow(learner, {
            course_id: courseIds[i % courseIds.length],
            transaction_id: written,
          }),
        )
      }),
    )
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.code))).toEqual(
      new Set(['23505']),
    )
    // the trigger's lock makes every loser wait and see the winner: the hinted refusal, not the index
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.hint))).toEqual(
      new Set(['transaction_id_used']),
    )
    const rows = await stored<PendingRequest>('pending_enrollments', 'transaction_id', txn)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
  })

  test('10 parallel submissions by one learner for one course give exactly one open request', async () => {
    const learner = await signUpLearner('open')
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        learner.client
          .from('pending_enrollments')
          .insert(
            requestRow(learner, { course_id: 'video-editing', transaction_id: transactionId() }),
          ),
      ),
    )
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.hint))).toEqual(
      new Set(['open_request']),
    )
    const open = (
      await stored<PendingRequest>('pending_enrollments', 'user_id', learner.id)
    ).filter((r) => r.status === 'pending')
    expect(open).toHaveLength(1)
  })
})
