import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadConfig, resolveEnv } from '../src/config'
import { BURST, createLimits } from '../src/auth/limits'
import { TURNSTILE_TEST } from '../src/auth/captcha'
import { readMailbox, type Stack } from '../src/index'
import {
  anon,
  expectOldErrorShape,
  fixture,
  requestFrom,
  service,
  stackOn,
  type TestStack,
} from './helpers'

// [auth.rate_limit] and [auth.captcha] as GoTrue applies them (docs/decisions/0052): per client
// address (the TCP peer; 127.0.0.1 and 127.0.0.2 are two clients), per route, GoTrue's 429s.

/** [auth] with confirmations and no wait between mails: what both stacks below add to. */
const AUTH_CONFIG = `
[auth]
site_url = "http://localhost:5173"
minimum_password_length = 6

[auth.email]
enable_confirmations = true
max_frequency = "0s"
`

const LIMITS_CONFIG = `${AUTH_CONFIG}
# one request per 5 minutes after GoTrue's burst of 30: nothing refills during a test
[auth.rate_limit]
email_sent = 3
token_refresh = 1
sign_in_sign_ups = 1
token_verifications = 1
`

const CAPTCHA_BLOCK = `
[auth.captcha]
enabled = true
provider = "turnstile"
secret = "env(DEVSTACK_TEST_CAPTCHA_SECRET)"
`

const CAPTCHA_CONFIG = `${AUTH_CONFIG}${CAPTCHA_BLOCK}`

const { dummyToken, secrets } = TURNSTILE_TEST
const SEEDED = { email: 'seeded@example.com', password: 'seeded-pass-1' }

let limited: TestStack
let guarded: TestStack
let n = 0
const email = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`

beforeAll(async () => {
  // read at start: one stack with the limits enforced, one with config.toml's captcha
  limited = await stackOn({ config: LIMITS_CONFIG }, { env: { DEVSTACK_AUTH_RATE_LIMITS: 'on' } })
  guarded = await stackOn(
    { config: CAPTCHA_CONFIG },
    { env: { DEVSTACK_TEST_CAPTCHA_SECRET: secrets.passes } },
  )
  // a confirmed user on each stack, made as an admin would (the admin API has no captcha)
  for (const stack of [limited, guarded]) {
    const { error } = await service(stack).auth.admin.createUser({
      email: SEEDED.email,
      password: SEEDED.password,
      email_confirm: true,
    })
    expect(error).toBeNull()
  }
})

afterAll(() => Promise.all([limited?.stop(), guarded?.stop()]))

interface Answer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
}

/** A request to the auth service, as supabase-js makes it, from the client address `from`. */
async function call(
  stack: Stack,
  from: '127.0.0.1' | '127.0.0.2',
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json)
  const {
    status,
    text,
    headers: answered,
  } = await requestFrom(from, `${stack.apiUrl}/auth/v1${path}`, {
    method,
    body,
    headers: {
      apikey: stack.anonKey,
      'x-supabase-api-version': '2024-01-01',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
  })
  return {
    status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: answered,
  }
}

/** `times` calls in a row; the statuses. */
async function repeat(times: number, once: () => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await once()).status)
  return statuses
}

/** The test hook: changes the running stack's limits or captcha (every count starts again). */
async function settings(stack: Stack, method: 'PUT' | 'DELETE', json?: unknown) {
  const res = await fetch(`${stack.apiUrl}/auth/v1/devstack/settings`, {
    method,
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, unknown>
}

const refused = {
  status: 429,
  body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
}

describe('config.toml', () => {
  it('reads [auth.rate_limit] and [auth.captcha], env(NAME) resolved, limits off unless asked', () => {
    const fx = fixture({ config: LIMITS_CONFIG + CAPTCHA_BLOCK })
    try {
      const off = loadConfig(fx.root, { DEVSTACK_TEST_CAPTCHA_SECRET: 'shh' })
      expect(off.auth.rateLimit).toEqual({
        enforced: false,
        emailSent: 3,
        tokenRefresh: 1,
        signInSignUps: 1,
        tokenVerifications: 1,
      })
      expect(off.auth.captcha).toEqual({ enabled: true, provider: 'turnstile', secret: 'shh' })
      const on = loadConfig(fx.root, { DEVSTACK_AUTH_RATE_LIMITS: 'on' })
      expect(on.auth.rateLimit.enforced).toBe(true)
      // an unset variable leaves no secret (the Supabase CLI warns and keeps the text)
      expect(on.auth.captcha.secret).toBe('')
    } finally {
      fx.cleanup()
    }
  })

  it("falls back to the Supabase CLI's defaults", () => {
    const fx = fixture({ config: '[auth]\n' })
    try {
      const { rateLimit, captcha } = loadConfig(fx.root, {}).auth
      expect(rateLimit).toEqual({
        enforced: false,
        emailSent: 2,
        tokenRefresh: 150,
        signInSignUps: 30,
        tokenVerifications: 30,
      })
      expect(captcha.enabled).toBe(false)
    } finally {
      fx.cleanup()
    }
  })

  it('resolves env(NAME) as the CLI does', () => {
    expect(resolveEnv('env(A)', { A: 'x' })).toBe('x')
    expect(resolveEnv('env(A)', {})).toBe('env(A)')
    expect(resolveEnv('plain', { A: 'x' })).toBe('plain')
  })
})

describe('token buckets (GoTrue: a burst of 30, refilled at the rate per 5 minutes)', () => {
  it('allows 30 at once, then one more for every 300/rate seconds, per address', () => {
    let t = 0
    const limits = createLimits(
      {
        enforced: true,
        emailSent: 30,
        tokenRefresh: 150,
        signInSignUps: 30,
        tokenVerifications: 30,
      },
      () => t,
    )
    const req = (address: string) => ({ socket: { remoteAddress: address } }) as never
    for (let i = 0; i < BURST; i++) limits.take('signups', req('10.0.0.1'))
    expect(() => limits.take('signups', req('10.0.0.1'))).toThrow('Request rate limit reached')
    // another client, and another route of the same client, have their own buckets
    limits.take('signups', req('::ffff:10.0.0.2'))
    limits.take('recover', req('10.0.0.1'))
    // 30 per 5 minutes: one every 10 s
    t += 9_000
    expect(() => limits.take('signups', req('10.0.0.1'))).toThrow()
    t += 1_100
    limits.take('signups', req('10.0.0.1'))
    expect(() => limits.take('signups', req('10.0.0.1'))).toThrow()
    // token_refresh = 150: one every 2 s
    for (let i = 0; i < BURST; i++) limits.take('token', req('10.0.0.1'))
    t += 2_000
    limits.take('token', req('10.0.0.1'))
    // never more than the burst, however long the client waited
    t += 3_600_000
    for (let i = 0; i < BURST; i++) limits.take('verify', req('10.0.0.1'))
    expect(() => limits.take('verify', req('10.0.0.1'))).toThrow()
  })

  it('counts mails per fixed hour for the whole project, only when confirmations are on', () => {
    let t = 0
    const limits = createLimits(
      { enforced: true, emailSent: 2, tokenRefresh: 1, signInSignUps: 1, tokenVerifications: 1 },
      () => t,
    )
    limits.takeEmail(false)
    limits.takeEmail(false)
    expect(() => limits.takeEmail(false)).toThrow('email rate limit exceeded')
    limits.takeEmail(true) // autoconfirm: GoTrue does not count
    t += 3_600_000
    limits.takeEmail(false)
  })

  it('enforces nothing when off', () => {
    const limits = createLimits({
      enforced: false,
      emailSent: 0,
      tokenRefresh: 1,
      signInSignUps: 1,
      tokenVerifications: 1,
    })
    const req = { socket: { remoteAddress: '10.0.0.1' } } as never
    for (let i = 0; i < 40; i++) limits.take('signups', req)
    limits.takeEmail(false)
  })
})

describe('per client address, through the gateway (DEVSTACK_AUTH_RATE_LIMITS=on)', () => {
  beforeEach(async () => {
    await settings(limited, 'DELETE')
  })

  it('sign-ups: 30 from one address, then 429 over_request_rate_limit; another address goes on', async () => {
    const stack = limited
    // a weak password: counted before the handler refuses it, as GoTrue counts
    const signUp = (from: '127.0.0.1' | '127.0.0.2') =>
      call(stack, from, 'POST', '/signup', { email: email('burst'), password: '1' })
    expect(new Set(await repeat(BURST, () => signUp('127.0.0.1')))).toEqual(new Set([422]))
    const over = await signUp('127.0.0.1')
    expect(over).toMatchObject(refused)
    expect(over.headers['x-sb-error-code']).toBe('over_request_rate_limit')
    // GoTrue sends no Retry-After
    expect(over.headers['retry-after']).toBeUndefined()
    expect((await signUp('127.0.0.2')).status).toBe(422)
    // /recover has its own bucket (the same setting)
    expect((await call(stack, '127.0.0.1', 'POST', '/recover', { email: email('r') })).status).toBe(
      200,
    )
  })

  it('the old error shape for clients without the API version header', async () => {
    const stack = limited
    await repeat(BURST, () => call(stack, '127.0.0.1', 'POST', '/resend', { type: 'signup' }))
    const over = await call(
      stack,
      '127.0.0.1',
      'POST',
      '/resend',
      { type: 'signup', email: email('x') },
      { 'x-supabase-api-version': '' },
    )
    expectOldErrorShape(over, 429, 'over_request_rate_limit', 'Request rate limit reached')
  })

  it('sign-ins, refreshes and PKCE share the token_refresh bucket', async () => {
    const stack = limited
    const wrong = () =>
      call(stack, '127.0.0.1', 'POST', '/token?grant_type=password', {
        email: 'seeded@example.com',
        password: 'wrong-password',
      })
    expect(new Set(await repeat(BURST, wrong))).toEqual(new Set([400]))
    expect(await wrong()).toMatchObject(refused)
    const refresh = await call(stack, '127.0.0.1', 'POST', '/token?grant_type=refresh_token', {
      refresh_token: 'nope',
    })
    expect(refresh).toMatchObject(refused)
    const elsewhere = await call(stack, '127.0.0.2', 'POST', '/token?grant_type=password', {
      email: 'seeded@example.com',
      password: 'seeded-pass-1',
    })
    expect(elsewhere.status).toBe(200)
  })

  it('verifications: GET and POST /verify share the token_verifications bucket', async () => {
    const stack = limited
    const statuses = await repeat(BURST, () =>
      call(stack, '127.0.0.1', 'POST', '/verify', { type: 'signup', token_hash: 'nope' }),
    )
    expect(new Set(statuses)).toEqual(new Set([403]))
    const link = await call(stack, '127.0.0.1', 'GET', '/verify?type=signup&token=nope')
    expect(link).toMatchObject(refused)
    const other = await call(stack, '127.0.0.2', 'GET', '/verify?type=signup&token=nope')
    expect(other.status).toBe(303)
  })

  it('email_sent: the project sends so many mails an hour, from any address', async () => {
    const stack = limited
    const signUp = (address: string, from: '127.0.0.1' | '127.0.0.2') =>
      call(stack, from, 'POST', '/signup', { email: address, password: 'good-pass-1' })
    const first = [email('m1'), email('m2'), email('m3')]
    for (const [i, address] of first.entries())
      expect((await signUp(address, i % 2 ? '127.0.0.2' : '127.0.0.1')).status).toBe(200)
    const fourth = email('m4')
    const over = await signUp(fourth, '127.0.0.2')
    expect(over).toMatchObject({
      status: 429,
      body: { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
    })
    expect(await readMailbox(stack, fourth)).toEqual([])
    // nothing was kept of the refused sign-up: it can be tried again next hour
    const { data } = await service(stack).auth.admin.listUsers({ perPage: 1000 })
    expect(data.users.some((u) => u.email === fourth)).toBe(false)
    // a password reset is a mail too
    const recover = await call(stack, '127.0.0.1', 'POST', '/recover', { email: first[0] })
    expect(recover.body).toMatchObject({ code: 'over_email_send_rate_limit' })
  })

  it('a service-role admin call is limited like any other', async () => {
    // GoTrue's limits look at the address, not the key (only the captcha spares admins)
    const stack = limited
    await repeat(BURST, () => call(stack, '127.0.0.1', 'POST', '/recover', { email: email('a') }))
    const over = await call(
      stack,
      '127.0.0.1',
      'POST',
      '/recover',
      { email: email('a') },
      { authorization: `Bearer ${stack.serviceRoleKey}` },
    )
    expect(over.status).toBe(429)
  })
})

describe('the test hook (PUT/DELETE /auth/v1/devstack/settings)', () => {
  it('only for the service role; changes the limits and puts config.toml back', async () => {
    const stack = guarded
    const asAnon = await call(stack, '127.0.0.1', 'PUT', '/devstack/settings', {
      rate_limit: { enforced: true },
    })
    expect(asAnon.status).toBe(403)
    const changed = await settings(stack, 'PUT', {
      rate_limit: { enforced: true, sign_in_sign_ups: 5 },
      captcha: { enabled: false },
    })
    expect(changed).toMatchObject({
      rate_limit: { enforced: true, sign_in_sign_ups: 5, token_refresh: 150 },
      captcha: { enabled: false, provider: 'turnstile' },
    })
    await repeat(BURST, () => call(stack, '127.0.0.2', 'POST', '/recover', { email: email('h') }))
    expect((await call(stack, '127.0.0.2', 'POST', '/recover', { email: email('h') })).status).toBe(
      429,
    )
    const back = await settings(stack, 'DELETE')
    expect(back).toMatchObject({
      rate_limit: { enforced: false, sign_in_sign_ups: 30 },
      captcha: { enabled: true, provider: 'turnstile', secret: secrets.passes },
    })
  })

  it('refuses nonsense', async () => {
    const res = await fetch(`${guarded.apiUrl}/auth/v1/devstack/settings`, {
      method: 'PUT',
      headers: { apikey: guarded.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify({ rate_limit: { sign_in_sign_ups: 'many' } }),
    })
    expect(res.status).toBe(400)
  })
})

describe('captcha: Turnstile, checked offline (config.toml: enabled, secret from env)', () => {
  beforeEach(async () => {
    await settings(guarded, 'DELETE')
  })

  const withToken = (token?: string) =>
    token === undefined ? {} : { gotrue_meta_security: { captcha_token: token } }

  it('refuses a sign-up without a token, lets the test token through', async () => {
    const stack = guarded
    const missing = await call(stack, '127.0.0.1', 'POST', '/signup', {
      email: email('c'),
      password: 'good-pass-1',
    })
    expect(missing).toMatchObject({
      status: 400,
      body: {
        code: 'captcha_failed',
        message: 'captcha protection: request disallowed (no captcha_token found)',
      },
    })
    const blank = await call(stack, '127.0.0.1', 'POST', '/signup', {
      email: email('c'),
      password: 'good-pass-1',
      ...withToken('  '),
    })
    expect(blank.body).toMatchObject({ code: 'captcha_failed' })
    const ok = await call(stack, '127.0.0.1', 'POST', '/signup', {
      email: email('c'),
      password: 'good-pass-1',
      ...withToken(dummyToken),
    })
    expect(ok.status).toBe(200)
  })

  it('through supabase-js: options.captchaToken on sign-up, sign-in and password reset', async () => {
    const client = anon(guarded)
    const address = email('js')
    const up = await client.auth.signUp({
      email: address,
      password: 'good-pass-1',
      options: { captchaToken: dummyToken },
    })
    expect(up.error).toBeNull()
    const reset = await client.auth.resetPasswordForEmail('seeded@example.com', {
      captchaToken: dummyToken,
    })
    expect(reset.error).toBeNull()
    const noToken = await client.auth.signInWithPassword({
      email: 'seeded@example.com',
      password: 'seeded-pass-1',
    })
    expect(noToken.error?.code).toBe('captcha_failed')
    expect(noToken.error?.status).toBe(400)
    const inside = await client.auth.signInWithPassword({
      email: 'seeded@example.com',
      password: 'seeded-pass-1',
      options: { captchaToken: dummyToken },
    })
    expect(inside.error).toBeNull()
    // the refresh grant needs no captcha (isIgnoreCaptchaRoute)
    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
  })

  it.each([
    [secrets.fails, 'captcha protection: request disallowed (invalid-input-response)'],
    [secrets.spent, 'captcha protection: request disallowed (timeout-or-duplicate)'],
  ])('refuses with the test secret %s', async (secret, message) => {
    const stack = guarded
    await settings(stack, 'PUT', { captcha: { secret } })
    const res = await call(stack, '127.0.0.1', 'POST', '/recover', {
      email: 'seeded@example.com',
      ...withToken(dummyToken),
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'captcha_failed', message } })
  })

  it('says in its log why a secret only Cloudflare could check refuses everything', async () => {
    const stack = guarded
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await settings(stack, 'PUT', { captcha: { secret: '0x4AAAAAAAreal-looking-secret' } })
      const res = await call(stack, '127.0.0.1', 'POST', '/signup', {
        email: email('real'),
        password: 'good-pass-1',
        ...withToken('a-real-token'),
      })
      expect(res).toMatchObject({
        status: 500,
        body: { message: 'captcha verification process failed' },
      })
      expect(log.mock.calls.flat().join('\n')).toMatch(
        /not one of Turnstile's test secrets.*never calls Cloudflare/,
      )
      await settings(stack, 'PUT', { captcha: { secret: '' } })
      const none = await call(stack, '127.0.0.1', 'POST', '/signup', {
        email: email('none'),
        password: 'good-pass-1',
        ...withToken(dummyToken),
      })
      expect(none.body).toMatchObject({
        code: 'captcha_failed',
        message: 'captcha protection: request disallowed (missing-input-secret)',
      })
      expect(log.mock.calls.flat().join('\n')).toMatch(/without a secret/)
    } finally {
      log.mockRestore()
    }
  })

  it('asks no captcha of a service-role caller, nor of /verify and the PKCE grant', async () => {
    const stack = guarded
    const admin = await call(
      stack,
      '127.0.0.1',
      'POST',
      '/recover',
      { email: 'seeded@example.com' },
      { authorization: `Bearer ${stack.serviceRoleKey}` },
    )
    expect(admin.status).toBe(200)
    const verify = await call(stack, '127.0.0.1', 'POST', '/verify', {
      type: 'signup',
      token_hash: 'nope',
    })
    expect(verify.body).toMatchObject({ code: 'otp_expired' })
    const pkce = await call(stack, '127.0.0.1', 'POST', '/token?grant_type=pkce', {})
    expect(pkce.body).toMatchObject({ code: 'validation_failed' })
  })

  it('is off with enabled = false', async () => {
    const stack = guarded
    await settings(stack, 'PUT', { captcha: { enabled: false } })
    const res = await call(stack, '127.0.0.1', 'POST', '/signup', {
      email: email('off'),
      password: 'good-pass-1',
    })
    expect(res.status).toBe(200)
  })

  it('enforces no rate limit unless asked (as `supabase start`)', async () => {
    const stack = guarded
    await settings(stack, 'PUT', { captcha: { enabled: false } })
    const statuses = await repeat(BURST + 5, () =>
      call(stack, '127.0.0.1', 'POST', '/signup', { email: email('many'), password: '1' }),
    )
    expect(new Set(statuses)).toEqual(new Set([422]))
  })
})
