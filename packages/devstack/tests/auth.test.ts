import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearMailbox, latestMail, readMailbox } from '../src/index'
import {
  anon,
  authRequest,
  clientOptions,
  decodeJwt,
  expectOldErrorShape,
  PROFILES_MIGRATION,
  SEED_USER,
  sql,
  stackOn,
  type AuthRequestInit,
  type TestStack,
} from './helpers'

const CONFIG = `
[auth]
site_url = "http://localhost:5173"
additional_redirect_urls = ["http://localhost:5174/**"]
jwt_expiry = 3600
enable_signup = true
enable_refresh_token_rotation = true
refresh_token_reuse_interval = 0
minimum_password_length = 8
password_requirements = "letters_digits"

[auth.email]
enable_confirmations = true
max_frequency = "0s"
`

let stack: TestStack
let n = 0
const email = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`
const PASSWORD = 'correct-horse-1'

/** signs up and confirms through the link in the mailbox */
async function confirmedUser(
  tag: string,
  password = PASSWORD,
): Promise<{ email: string; id: string }> {
  const address = email(tag)
  const { data, error } = await anon(stack).auth.signUp({ email: address, password })
  expect(error).toBeNull()
  const mail = await latestMail(stack, address)
  const res = await fetch(mail.actionLink, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return { email: address, id: data.user?.id ?? '' }
}

/** signs a new address up asking for `redirectTo`; the address and its confirmation mail */
async function signUpRedirectingTo(tag: string, redirectTo: string) {
  const address = email(tag)
  await anon(stack).auth.signUp({
    email: address,
    password: PASSWORD,
    options: { emailRedirectTo: redirectTo },
  })
  return { address, mail: await latestMail(stack, address) }
}

async function signedIn(address: string, password = PASSWORD): Promise<SupabaseClient> {
  const client = anon(stack)
  const { error } = await client.auth.signInWithPassword({ email: address, password })
  expect(error).toBeNull()
  return client
}

/** A request to the auth service as supabase-js makes it (see authRequest). */
function raw(path: string, init: AuthRequestInit = {}) {
  return authRequest(stack, path, init)
}

beforeAll(async () => {
  stack = await stackOn({
    config: CONFIG,
    migrations: { '20240101000000_profiles.sql': PROFILES_MIGRATION },
    seed: SEED_USER,
  })
})

afterAll(() => stack?.stop())

describe('health and settings', () => {
  it('answers /health and /settings from config.toml', async () => {
    expect((await raw('/health')).status).toBe(200)
    const s = await raw('/settings')
    expect(s.status).toBe(200)
    expect(s.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, phone: false },
    })
  })
})

describe('sign up', () => {
  it("rejects a weak password with GoTrue's reasons", async () => {
    const short = await anon(stack).auth.signUp({ email: email('weak'), password: 'abc' })
    expect(short.error?.name).toBe('AuthWeakPasswordError')
    expect(short.error?.status).toBe(422)
    expect(short.error?.code).toBe('weak_password')
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual([
      'length',
      'characters',
    ])
    expect(short.error?.message).toContain('Password should be at least 8 characters.')

    const noDigit = await anon(stack).auth.signUp({ email: email('weak'), password: 'abcdefghij' })
    expect((noDigit.error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])
  })

  it('creates an unconfirmed user in auth.users, fires triggers, and mails a confirmation', async () => {
    const address = email('new')
    const { data, error } = await anon(stack).auth.signUp({
      email: address,
      password: PASSWORD,
      options: { data: { username: 'newbie' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email: address,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { username: 'newbie' },
    })
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const [row] = await sql<{ encrypted_password: string; ok: boolean }>(
      stack,
      `select encrypted_password, extensions.crypt($2, encrypted_password) = encrypted_password as ok from auth.users where email = $1`,
      [address, PASSWORD],
    )
    expect(row?.encrypted_password).toMatch(/^\$2a\$10\$/)
    expect(row?.ok).toBe(true)
    const profiles = await sql(stack, 'select username from public.profiles where id = $1', [
      data.user?.id,
    ])
    expect(profiles).toEqual([{ username: 'newbie' }])

    const login = await anon(stack).auth.signInWithPassword({ email: address, password: PASSWORD })
    expect(login.error?.code).toBe('email_not_confirmed')
    expect(login.error?.status).toBe(400)

    const mails = await readMailbox(stack, address)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Confirm Your Signup')
    expect(mails[0]?.otp).toMatch(/^\d{6}$/)
    expect(mails[0]?.actionLink).toContain(`${stack.apiUrl}/auth/v1/verify?token=`)
    expect(mails[0]?.actionLink).toContain('type=signup')
  })

  it('confirms through the mailbox link and redirects with the session in the fragment', async () => {
    const { address, mail } = await signUpRedirectingTo('confirm', 'http://localhost:5174/welcome')
    expect(mail.redirectTo).toBe('http://localhost:5174/welcome')
    const res = await fetch(mail.actionLink, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5174/welcome')
    const frag = new URLSearchParams(location.hash.slice(1))
    expect(frag.get('type')).toBe('signup')
    expect(frag.get('token_type')).toBe('bearer')
    const { payload } = await jwtVerify(
      frag.get('access_token') ?? '',
      new TextEncoder().encode(stack.jwtSecret),
    )
    expect(payload).toMatchObject({ email: address, role: 'authenticated', aud: 'authenticated' })

    // used once: the same link now fails, back to the site with GoTrue's error fragment
    const again = await fetch(mail.actionLink, { redirect: 'manual' })
    const err = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1))
    expect(err.get('error')).toBe('access_denied')
    expect(err.get('error_code')).toBe('otp_expired')
    expect(err.get('error_description')).toBe('Email link is invalid or has expired')

    expect(
      (await anon(stack).auth.signInWithPassword({ email: address, password: PASSWORD })).error,
    ).toBeNull()
  })

  it('sends redirects that are not allowed to site_url', async () => {
    const { mail } = await signUpRedirectingTo('evil', 'https://evil.example/steal')
    expect(mail.redirectTo).toBe('http://localhost:5173')
  })

  it('hides an existing confirmed address (confirmations on) and resends for an unconfirmed one', async () => {
    const { email: address, id } = await confirmedUser('dupe')
    const again = await anon(stack).auth.signUp({ email: address, password: PASSWORD })
    expect(again.error).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(again.data.user?.id).not.toBe(id)

    const pending = email('pending')
    const first = await anon(stack).auth.signUp({ email: pending, password: PASSWORD })
    const second = await anon(stack).auth.signUp({ email: pending, password: PASSWORD })
    expect(second.data.user?.id).toBe(first.data.user?.id)
    expect(await readMailbox(stack, pending)).toHaveLength(2)
  })

  it('confirms with the code from the mail (verifyOtp) and rejects a wrong code', async () => {
    const address = email('otp')
    await anon(stack).auth.signUp({ email: address, password: PASSWORD })
    const mail = await latestMail(stack, address)
    const wrong = await anon(stack).auth.verifyOtp({
      email: address,
      token: mail.otp === '000000' ? '111111' : '000000',
      type: 'signup',
    })
    expect(wrong.error?.code).toBe('otp_expired')
    expect(wrong.error?.status).toBe(403)
    const ok = await anon(stack).auth.verifyOtp({ email: address, token: mail.otp, type: 'signup' })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.user.email).toBe(address)
  })

  it('resends a confirmation and invalidates the earlier link', async () => {
    const address = email('resend')
    await anon(stack).auth.signUp({ email: address, password: PASSWORD })
    const old = await latestMail(stack, address)
    const { error } = await anon(stack).auth.resend({ type: 'signup', email: address })
    expect(error).toBeNull()
    const fresh = await readMailbox(stack, address)
    expect(fresh).toHaveLength(2)
    const stale = await fetch(old.actionLink, { redirect: 'manual' })
    expect(stale.headers.get('location')).toContain('error_code=otp_expired')
    const good = await fetch(fresh[0]?.actionLink ?? '', { redirect: 'manual' })
    expect(good.headers.get('location')).toContain('access_token=')
  })
})

describe('sign in', () => {
  it('rejects a wrong password or unknown address as invalid_credentials', async () => {
    const { email: address } = await confirmedUser('wrong')
    for (const attempt of [
      { email: address, password: 'not-the-password-1' },
      { email: email('nobody'), password: PASSWORD },
    ]) {
      const { error, data } = await anon(stack).auth.signInWithPassword(attempt)
      expect(data.session).toBeNull()
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.message).toBe('Invalid login credentials')
    }
  })

  it('lets a user created by seed.sql with extensions.crypt() sign in', async () => {
    const { data, error } = await anon(stack).auth.signInWithPassword({
      email: 'seeded@example.com',
      password: 'seeded-pass-1',
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe('b0000000-0000-4000-8000-000000000001')
  })

  it("issues GoTrue's access-token claims and returns the user from GET /user", async () => {
    const { email: address, id } = await confirmedUser('claims')
    const client = await signedIn(address)
    const { data: s } = await client.auth.getSession()
    const claims = decodeJwt(s.session?.access_token ?? '')
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email: address,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      aal: 'aal1',
      iss: `${stack.apiUrl}/auth/v1`,
      is_anonymous: false,
    })
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
    expect(typeof claims.session_id).toBe('string')
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id, email: address })
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: id, id })
  })

  it("answers an empty login with GoTrue's validation error", async () => {
    const res = await raw('/token?grant_type=password', { method: 'POST', json: {} })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 'validation_failed', message: 'missing email or phone' })
  })
})

describe('refresh tokens', () => {
  it('rotates, tolerates a concurrent refresh and revokes the family on reuse', async () => {
    const { email: address } = await confirmedUser('refresh')
    const client = await signedIn(address)
    const rt0 = (await client.auth.getSession()).data.session?.refresh_token ?? ''

    const first = await client.auth.refreshSession({ refresh_token: rt0 })
    expect(first.error).toBeNull()
    const rt1 = first.data.session?.refresh_token ?? ''
    expect(rt1).not.toBe(rt0)

    // the same parent again (two tabs refreshing at once): the same successor comes back
    const twin = await anon(stack).auth.refreshSession({ refresh_token: rt0 })
    expect(twin.data.session?.refresh_token).toBe(rt1)

    const second = await anon(stack).auth.refreshSession({ refresh_token: rt1 })
    const rt2 = second.data.session?.refresh_token ?? ''
    expect(rt2).not.toBe(rt1)

    // rt0 is now two generations old: reuse is an attack, the whole session is revoked
    const reuse = await anon(stack).auth.refreshSession({ refresh_token: rt0 })
    expect(reuse.error?.code).toBe('refresh_token_already_used')
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used')
    const after = await anon(stack).auth.refreshSession({ refresh_token: rt2 })
    expect(after.error?.code).toBe('refresh_token_already_used')

    const unknown = await anon(stack).auth.refreshSession({ refresh_token: 'no-such-token' })
    expect(unknown.error?.code).toBe('refresh_token_not_found')
  })
})

describe('update user', () => {
  it('merges metadata, refuses the same or a weak password, changes the password', async () => {
    const { email: address } = await confirmedUser('update')
    const client = await signedIn(address)
    const other = await signedIn(address)

    const meta = await client.auth.updateUser({ data: { username: 'updated', city: 'Chattogram' } })
    expect(meta.error).toBeNull()
    expect(meta.data.user?.user_metadata).toMatchObject({ username: 'updated', city: 'Chattogram' })
    const removed = await client.auth.updateUser({ data: { city: null } })
    expect(removed.data.user?.user_metadata).not.toHaveProperty('city')

    const same = await client.auth.updateUser({ password: PASSWORD })
    expect(same.error?.code).toBe('same_password')
    expect(same.error?.status).toBe(422)
    const weak = await client.auth.updateUser({ password: 'short' })
    expect(weak.error?.code).toBe('weak_password')

    const changed = await client.auth.updateUser({ password: 'brand-new-pass-2' })
    expect(changed.error).toBeNull()
    expect(
      (await anon(stack).auth.signInWithPassword({ email: address, password: PASSWORD })).error
        ?.code,
    ).toBe('invalid_credentials')
    expect(
      (await anon(stack).auth.signInWithPassword({ email: address, password: 'brand-new-pass-2' }))
        .error,
    ).toBeNull()
    // a new password ends the other sessions
    const otherRt = (await other.auth.getSession()).data.session?.refresh_token ?? ''
    expect((await anon(stack).auth.refreshSession({ refresh_token: otherRt })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })

  it('requires a valid bearer token of a user', async () => {
    const none = await raw('/user', { method: 'GET' })
    expect(none.status).toBe(401)
    expect(none.body).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
    const anonKey = await raw('/user', {
      method: 'GET',
      headers: { authorization: `Bearer ${stack.anonKey}` },
    })
    expect(anonKey.status).toBe(403)
    expect(anonKey.body).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' })
    const forged = await raw('/user', {
      method: 'GET',
      headers: { authorization: `Bearer ${stack.anonKey.slice(0, -4)}AAAA` },
    })
    expect(forged.status).toBe(403)
    expect(forged.body.code).toBe('bad_jwt')
  })
})

describe('sign out', () => {
  async function sessions(address: string, count: number) {
    const clients: SupabaseClient[] = []
    for (let i = 0; i < count; i++) clients.push(await signedIn(address))
    const tokens = await Promise.all(
      clients.map(async (c) => (await c.auth.getSession()).data.session),
    )
    return { clients, tokens }
  }

  it('scope others keeps this session and ends the rest', async () => {
    const { email: address } = await confirmedUser('others')
    const { clients, tokens } = await sessions(address, 3)
    expect((await clients[0]!.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await clients[0]!.auth.getUser()).error).toBeNull()
    for (const t of tokens.slice(1)) {
      expect(
        (await anon(stack).auth.refreshSession({ refresh_token: t?.refresh_token ?? '' })).error
          ?.code,
      ).toBe('refresh_token_not_found')
    }
  })

  it('scope local ends only this session', async () => {
    const { email: address } = await confirmedUser('local')
    const { clients, tokens } = await sessions(address, 2)
    expect((await clients[0]!.auth.signOut({ scope: 'local' })).error).toBeNull()
    const gone = await anon(stack).auth.getUser(tokens[0]?.access_token)
    expect(gone.error?.name).toBe('AuthSessionMissingError')
    expect((await clients[1]!.auth.getUser()).error).toBeNull()
  })

  it('scope global ends every session of the user', async () => {
    const { email: address } = await confirmedUser('global')
    const { clients, tokens } = await sessions(address, 2)
    expect((await clients[0]!.auth.signOut()).error).toBeNull()
    const gone = await anon(stack).auth.getUser(tokens[1]?.access_token)
    expect(gone.error?.name).toBe('AuthSessionMissingError')
    expect(
      (await anon(stack).auth.refreshSession({ refresh_token: tokens[1]?.refresh_token ?? '' }))
        .error?.code,
    ).toBe('refresh_token_not_found')
  })

  it('rejects an unknown scope', async () => {
    const { email: address } = await confirmedUser('scope')
    const client = await signedIn(address)
    const token = (await client.auth.getSession()).data.session?.access_token
    const res = await raw('/logout?scope=everything', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everything"',
    })
  })
})

describe('password recovery', () => {
  it('mails a recovery link that signs in and lets the user set a new password', async () => {
    const { email: address } = await confirmedUser('recover')
    await clearMailbox(stack, address)
    const { error } = await anon(stack).auth.resetPasswordForEmail(address, {
      redirectTo: 'http://localhost:5173/profile',
    })
    expect(error).toBeNull()
    const mail = await latestMail(stack, address)
    expect(mail.subject).toBe('Reset Your Password')
    expect(mail.type).toBe('recovery')
    const res = await fetch(mail.actionLink, { redirect: 'manual' })
    const location = new URL(res.headers.get('location') ?? '')
    expect(location.pathname).toBe('/profile')
    const frag = new URLSearchParams(location.hash.slice(1))
    expect(frag.get('type')).toBe('recovery')

    const client = createClient(stack.apiUrl, stack.anonKey, clientOptions)
    await client.auth.setSession({
      access_token: frag.get('access_token') ?? '',
      refresh_token: frag.get('refresh_token') ?? '',
    })
    expect((await client.auth.updateUser({ password: 'recovered-pass-3' })).error).toBeNull()
    expect(
      (await anon(stack).auth.signInWithPassword({ email: address, password: 'recovered-pass-3' }))
        .error,
    ).toBeNull()
  })

  it('answers 200 without mail for an unknown address', async () => {
    const nobody = email('ghost')
    expect((await anon(stack).auth.resetPasswordForEmail(nobody)).error).toBeNull()
    expect(await readMailbox(stack, nobody)).toEqual([])
  })
})

describe('error shapes', () => {
  it('uses {code, message} for 2024-01-01 clients and {code, error_code, msg} otherwise', async () => {
    const fresh = await raw('/signup', {
      method: 'POST',
      json: { email: email('shape'), password: 'x' },
    })
    expect(fresh.status).toBe(422)
    expect(fresh.body).toEqual({
      code: 'weak_password',
      message:
        'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      weak_password: { reasons: ['length', 'characters'] },
    })
    expect(fresh.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const legacy = await raw('/token?grant_type=password', {
      method: 'POST',
      json: { email: 'a@example.com', password: 'b' },
      legacy: true,
    })
    expectOldErrorShape(legacy, 400, 'invalid_credentials', 'Invalid login credentials')
  })

  it('reports malformed JSON as bad_json', async () => {
    const res = await raw('/signup', { method: 'POST', body: '{"email": ' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('bad_json')
    expect(String(res.body.message)).toMatch(/^Could not parse request body as JSON/)
  })
})

describe('PKCE flow (flowType: pkce)', () => {
  it('confirms through the link with ?code= and exchanges it for a session', async () => {
    const storage = new Map<string, string>()
    const client = createClient(stack.apiUrl, stack.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
    })
    const address = email('pkce')
    expect((await client.auth.signUp({ email: address, password: PASSWORD })).error).toBeNull()
    const mail = await latestMail(stack, address)
    expect(mail.actionLink).toContain('token=pkce_')
    const res = await fetch(mail.actionLink, { redirect: 'manual' })
    const location = new URL(res.headers.get('location') ?? '')
    const code = location.searchParams.get('code') ?? ''
    expect(location.hash).toBe('')
    expect(code).toMatch(/^[0-9a-f-]{36}$/)
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.session?.user.email).toBe(address)
    // a code works once
    const again = await raw('/token?grant_type=pkce', {
      method: 'POST',
      json: { auth_code: code, code_verifier: 'x'.repeat(43) },
    })
    expect(again.status).toBe(404)
    expect(again.body.code).toBe('flow_state_not_found')
  })
})

describe('email change', () => {
  it('needs both links (double_confirm_changes) before the address changes', async () => {
    const { email: before } = await confirmedUser('change')
    const client = await signedIn(before)
    const after = email('changed')
    const { data, error } = await client.auth.updateUser({ email: after })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: before, new_email: after })

    const toNew = await latestMail(stack, after)
    const toOld = await latestMail(stack, before)
    expect(toNew.type).toBe('email_change')
    expect(toOld.subject).toBe('Confirm Email Change')

    const first = await fetch(toNew.actionLink, { redirect: 'manual' })
    const frag = new URLSearchParams(new URL(first.headers.get('location') ?? '').hash.slice(1))
    expect(frag.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect((await client.auth.getUser()).data.user?.email).toBe(before)

    // the second confirmation, here with the code from the mail to the old address
    const second = await anon(stack).auth.verifyOtp({
      email: before,
      token: toOld.otp,
      type: 'email_change',
    })
    expect(second.error).toBeNull()
    expect(second.data.user?.email).toBe(after)
    expect(
      (await anon(stack).auth.signInWithPassword({ email: after, password: PASSWORD })).error,
    ).toBeNull()
  })
})
