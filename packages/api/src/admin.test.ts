/**
 * The admin queries against a scripted HTTP server (a fake `fetch` given to supabase-js): what
 * each function asks for, and how each failure reaches the console.
 */
import { describe, expect, it } from 'vitest'
import { approveEnrollment, signInToConsole } from './admin'
import { failureOn, fakeBackend, fakeSession, rejection } from './test-support'
import { databaseError, reply } from './test-answers'

describe('approveEnrollment', () => {
  it('calls the atomic RPC with the request id', async () => {
    const enrollment = {
      id: 'e1',
      user_id: 'user-1',
      course_id: 'web-development',
      completed: false,
      created_at: 'now',
    }
    const { client, requests } = fakeBackend(() => reply(200, enrollment))
    await expect(approveEnrollment(client, 'req-1')).resolves.toEqual(enrollment)
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/approve_enrollment')
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toEqual({ request_id: 'req-1' })
  })

  it('reports two admins racing as a conflict on the unique key (the console words it)', async () => {
    const e = await failureOn(
      () => databaseError(409, '23505', 'User already enrolled'),
      (client) => approveEnrollment(client, 'req-1'),
    )
    expect(e).toMatchObject({ kind: 'conflict', code: '23505', operation: 'enrollment.approve' })
  })

  it("says 'Error fetching enrollment' for a request it cannot find", async () => {
    const { client } = fakeBackend(() =>
      databaseError(404, 'P0002', 'Error fetching enrollment', {
        details: 'No enrollment request with this id that you may decide.',
      }),
    )
    const e = await rejection(approveEnrollment(client, 'nope'))
    expect([e.kind, e.code, e.operation]).toEqual(['not_found', 'P0002', 'enrollment.approve'])
  })

  it('reports a network failure as the retry message', async () => {
    const e = await failureOn(
      () => {
        throw new TypeError('fetch failed')
      },
      (client) => approveEnrollment(client, 'req-1'),
    )
    expect(e.kind).toBe('network')
    expect(e.retryable).toBe(true)
  })
})

describe('signInToConsole', () => {
  it('signs a learner out of the console again and says so', async () => {
    const { client, requests } = fakeBackend((req) => {
      if (req.url.includes('/auth/v1/token')) return reply(200, fakeSession('learner-1'))
      if (req.url.includes('/rest/v1/profiles')) return reply(200, { role: 'learner' })
      if (req.url.includes('/rest/v1/course_mentors')) return reply(200, [])
      if (req.url.includes('/auth/v1/logout')) return new Response(null, { status: 204 })
      return reply(500, { message: 'unexpected' })
    })
    expect(await signInToConsole(client, 'learner@example.com', 'secret')).toEqual({
      ok: false,
      reason: 'not_admin',
    })
    const logout = requests.find((r) => r.url.includes('/auth/v1/logout'))
    expect(logout && new URL(logout.url).searchParams.get('scope')).toBe('local')
    expect((await client.auth.getSession()).data.session).toBeNull()
  })

  it('lets an admin in', async () => {
    const { client } = fakeBackend((req) => {
      if (req.url.includes('/auth/v1/token')) return reply(200, fakeSession('admin-1'))
      if (req.url.includes('/rest/v1/profiles')) return reply(200, { role: 'admin' })
      return reply(500, { message: 'unexpected' })
    })
    const result = await signInToConsole(client, 'admin@example.com', 'secret')
    expect(result.ok && result.user.id).toBe('admin-1')
  })

  it('lets a mentor in with the courses they review, and sends the captcha token', async () => {
    const { client, requests } = fakeBackend((req) => {
      if (req.url.includes('/auth/v1/token')) return reply(200, fakeSession('mentor-1'))
      if (req.url.includes('/rest/v1/profiles')) return reply(200, { role: 'learner' })
      if (req.url.includes('/rest/v1/course_mentors'))
        return reply(200, [{ course_id: 'creative-design' }, { course_id: 'web-development' }])
      return reply(500, { message: 'unexpected' })
    })
    const result = await signInToConsole(client, 'mentor@example.com', 'secret', 'token-1')
    expect(result).toMatchObject({
      ok: true,
      user: { id: 'mentor-1' },
      mentorOf: ['creative-design', 'web-development'],
    })
    const mentors = requests.find((r) => r.url.includes('/rest/v1/course_mentors'))!
    expect(new URL(mentors.url).searchParams.get('user_id')).toBe('eq.mentor-1')
    const signIn = requests.find((r) => r.url.includes('/auth/v1/token'))!
    expect(signIn.body).toMatchObject({ gotrue_meta_security: { captcha_token: 'token-1' } })
  })

  it("shows the server's message for wrong credentials", async () => {
    const e = await failureOn(
      () =>
        reply(400, {
          code: 'invalid_credentials',
          error_code: 'invalid_credentials',
          msg: 'Invalid login credentials',
        }),
      (client) => signInToConsole(client, 'admin@example.com', 'wrong'),
    )
    expect(e.serverText).toBe('Invalid login credentials')
    expect(e.kind).toBe('credentials')
  })
})
