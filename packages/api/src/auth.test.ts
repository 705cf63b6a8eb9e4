import { describe, expect, it } from 'vitest'
import { onAuthChange, requestPasswordReset, signIn, signOut, signUp, updatePassword } from './auth'
import { failureOn, fakeBackend, rejection } from './test-support'
import { authError, reply } from './test-answers'

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'rahim@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: { username: 'rahim' },
  created_at: '2026-11-20T10:00:00Z',
}
const session = {
  access_token: 'access-token',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: 'refresh-token',
  user,
}

const pathOf = (url: string) => new URL(url).pathname
/** A backend that answers every sign-in with `session` and every other call with `answer`. */
const signingInBackend = (answer: () => Response) =>
  fakeBackend((r) => (pathOf(r.url) === '/auth/v1/token' ? reply(200, session) : answer()))

describe('signUp', () => {
  it('refuses a password shorter than 6 before sending anything', async () => {
    const { client, requests } = fakeBackend(() => reply(200, user))
    const e = await rejection(
      signUp(client, { email: 'rahim@example.com', username: 'rahim', password: '12345' }),
    )
    expect(e.kind).toBe('invalid')
    expect(e.field).toBe('password')
    expect(e.serverText).toBe('Password must be at least 6 characters.')
    expect(requests).toHaveLength(0)
  })

  it('sends the username as metadata and the confirmation redirect, and waits for the mail', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, { ...user, confirmation_sent_at: '2026-11-20T10:00:00Z' }),
    )
    const result = await signUp(
      client,
      { email: ' Rahim@Example.com ', username: ' rahim ', password: 'secret-pass' },
      { emailRedirectTo: 'http://localhost:5173/login' },
    )
    expect(result).toEqual({ userId: user.id, needsConfirmation: true })
    expect(requests).toHaveLength(1)
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/auth/v1/signup')
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost:5173/login')
    expect(requests[0]!.body).toMatchObject({
      email: 'rahim@example.com',
      password: 'secret-pass',
      data: { username: 'rahim' },
    })
  })

  it('sends the language of the sign-up page as metadata, for the mails', async () => {
    const { client, requests } = fakeBackend(() => reply(200, user))
    await signUp(
      client,
      { email: 'rahim@example.com', username: 'rahim', password: 'secret-pass' },
      { locale: 'bn' },
    )
    expect(requests[0]!.body).toMatchObject({ data: { username: 'rahim', locale: 'bn' } })
  })

  it('upserts the profile with id and username when the server signs the user in at once', async () => {
    const { client, requests } = fakeBackend((r) =>
      pathOf(r.url) === '/auth/v1/signup' ? reply(200, session) : reply(201, null),
    )
    expect(
      await signUp(client, {
        email: 'rahim@example.com',
        username: 'rahim',
        password: 'secret-pass',
      }),
    ).toEqual({
      userId: user.id,
      needsConfirmation: false,
    })
    const upsert = requests.find((r) => pathOf(r.url) === '/rest/v1/profiles')!
    expect(upsert.method).toBe('POST')
    expect(new URL(upsert.url).searchParams.get('on_conflict')).toBe('id')
    expect(upsert.headers.get('prefer')).toContain('resolution=merge-duplicates')
    expect(upsert.body).toEqual({ id: user.id, username: 'rahim' })
  })

  it('keeps the weak-password reasons', async () => {
    const e = await failureOn(
      () =>
        authError(422, 'weak_password', 'Password is known to be weak and easy to guess', {
          weak_password: { reasons: ['pwned'] },
        }),
      (client) => signUp(client, { email: 'a@example.com', username: 'a', password: 'password' }),
    )
    expect(e.kind).toBe('weak_password')
    expect(e.reasons).toEqual(['pwned'])
    expect(e.serverText).toBe('Password is known to be weak and easy to guess')
  })

  it("shows the server's message for a taken address", async () => {
    const e = await failureOn(
      () => authError(422, 'user_already_exists', 'User already registered'),
      (client) =>
        signUp(client, { email: 'a@example.com', username: 'a', password: 'secret-pass' }),
    )
    expect(e.serverText).toBe('User already registered')
    expect(e.operation).toBe('auth.signUp')
  })
})

describe('signIn', () => {
  it('signs in with email and password', async () => {
    const { client, requests } = fakeBackend(() => reply(200, session))
    const s = await signIn(client, { email: 'Rahim@example.com', password: 'secret-pass' })
    expect(s.user.id).toBe(user.id)
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/auth/v1/token')
    expect(url.searchParams.get('grant_type')).toBe('password')
    expect(requests[0]!.body).toMatchObject({ email: 'rahim@example.com', password: 'secret-pass' })
  })

  it("keeps the server's message for wrong credentials and unconfirmed addresses", async () => {
    for (const [code, msg] of [
      ['invalid_credentials', 'Invalid login credentials'],
      ['email_not_confirmed', 'Email not confirmed'],
    ]) {
      const e = await failureOn(
        () => reply(400, { code: 400, error_code: code, msg }),
        (client) => signIn(client, { email: 'a@example.com', password: 'wrong-pass' }),
      )
      expect(e.serverText).toBe(msg)
      expect(e.kind).toBe('credentials')
    }
  })

  it('calls a lost connection and a 503 retryable', async () => {
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    const e1 = await rejection(signIn(offline.client, { email: 'a@example.com', password: 'x' }))
    expect(e1.kind).toBe('network')
    const down = fakeBackend(() => reply(503, 'Service Unavailable', 'text/plain'))
    expect(
      (await rejection(signIn(down.client, { email: 'a@example.com', password: 'x' }))).retryable,
    ).toBe(true)
  })

  it('refuses an empty password before sending anything', async () => {
    const { client, requests } = fakeBackend(() => reply(200, session))
    const e = await rejection(signIn(client, { email: 'a@example.com', password: '' }))
    expect([e.kind, e.field, e.serverText]).toEqual(['invalid', 'password', 'Enter your password.'])
    expect(requests).toHaveLength(0)
  })
})

describe('signOut', () => {
  it('asks the server to end the session with the scope given', async () => {
    const { client, requests } = signingInBackend(() => new Response(null, { status: 204 }))
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    await signOut(client, 'global')
    const logout = requests.find((r) => pathOf(r.url) === '/auth/v1/logout')!
    expect(new URL(logout.url).searchParams.get('scope')).toBe('global')
    expect(logout.headers.get('authorization')).toBe('Bearer access-token')
  })

  it('treats an already ended session as signed out', async () => {
    const { client } = signingInBackend(() =>
      authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    )
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    await expect(signOut(client)).resolves.toBeUndefined()
  })
})

describe('password reset', () => {
  it('mails a recovery link that opens /reset-password', async () => {
    const { client, requests } = fakeBackend(() => reply(200, {}))
    await requestPasswordReset(
      client,
      ' Rahim@example.com ',
      'http://localhost:5173/reset-password',
    )
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/auth/v1/recover')
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost:5173/reset-password')
    expect(requests[0]!.body).toMatchObject({ email: 'rahim@example.com' })
  })

  it("passes the server's rate-limit message on", async () => {
    const e = await failureOn(
      () =>
        authError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 1 seconds.',
        ),
      (client) =>
        requestPasswordReset(client, 'a@example.com', 'http://localhost:5173/reset-password'),
    )
    expect(e.code).toBe('over_email_send_rate_limit')
    expect(e.serverText).toBe('For security purposes, you can only request this after 1 seconds.')
    expect(e.operation).toBe('auth.resetPassword')
  })

  it('refuses an invalid address before sending anything', async () => {
    const { client, requests } = fakeBackend(() => reply(200, {}))
    expect(
      (await rejection(requestPasswordReset(client, 'not-an-email', 'http://x/reset-password')))
        .kind,
    ).toBe('invalid')
    expect(requests).toHaveLength(0)
  })

  it('needs the session the recovery link gave', async () => {
    const { client, requests } = fakeBackend(() => reply(200, user))
    const e = await rejection(updatePassword(client, 'new-secret'))
    expect(e.kind).toBe('session')
    expect(requests).toHaveLength(0)
  })

  it('sets the new password with PUT /user and refuses a short one locally', async () => {
    const { client, requests } = signingInBackend(() => reply(200, user))
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    expect((await rejection(updatePassword(client, '123'))).kind).toBe('invalid')
    await updatePassword(client, 'new-secret')
    const put = requests.find((r) => pathOf(r.url) === '/auth/v1/user')!
    expect(put.method).toBe('PUT')
    expect(put.body).toMatchObject({ password: 'new-secret' })
  })

  it('maps a weak new password with its reasons', async () => {
    const { client } = signingInBackend(() =>
      authError(
        422,
        'weak_password',
        'Password should contain at least one character of each: abc',
        { weak_password: { reasons: ['characters'] } },
      ),
    )
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    const e = await rejection(updatePassword(client, 'aaaaaaaa'))
    expect(e.kind).toBe('weak_password')
    expect(e.reasons).toEqual(['characters'])
  })
})

describe('onAuthChange', () => {
  it('reports sign-in and sign-out, and stops after unsubscribing', async () => {
    const { client } = signingInBackend(() => new Response(null, { status: 204 }))
    const events: string[] = []
    const unsubscribe = onAuthChange(client, (event) => events.push(event))
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    await signOut(client)
    unsubscribe()
    await signIn(client, { email: 'a@example.com', password: 'secret-pass' })
    await new Promise((r) => setTimeout(r, 0))
    expect(events).toContain('SIGNED_IN')
    expect(events).toContain('SIGNED_OUT')
    expect(events.filter((e) => e === 'SIGNED_IN')).toHaveLength(1)
  })
})
