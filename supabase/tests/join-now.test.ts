/**
 * The join-now Edge Function (supabase/functions/join-now) through the devstack's gateway, as
 * the site's form calls it: the form's own schema, the Turnstile check when captcha is on
 * (switched through the devstack's test hook, verified offline with Cloudflare's test secrets),
 * and the lead stored by private.submit_lead(). The per-address limit it spends is tested with
 * the other limits (rate-limits.test.ts); the API roles' refused insert in matrix.test.ts.
 * docs/decisions/0054-join-now-function.md.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sql, stack, token } from './support'

const url = `${stack.functionsUrl}/join-now`
const TURNSTILE = {
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
}

const form = (change: Record<string, unknown> = {}) => ({
  name: 'Sadia Islam',
  email: `jn-${token(8).toLowerCase()}@example.com`,
  whatsapp: '01755555555',
  course: 'skill-pack',
  paymentMethod: 'bKash',
  ...change,
})

interface Answer {
  status: number
  headers: Headers
  body: { code?: string; message?: string; hint?: string; stored?: boolean } | null
}

/** A POST as the site's supabase-js sends it (the anon key; the function asks for no JWT). */
async function post(body: unknown, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
}

const leadsOf = (email: unknown) =>
  sql<{ name: string; course_id: string; payment_method: string | null }>(
    `select name, course_id, payment_method from public.leads where email = $1`,
    [email],
  )

/** [auth.captcha] switched as an admin of the stack would (the devstack's test hook). */
async function captcha(settings: { enabled: boolean; secret?: string } | null) {
  const res = await fetch(`${stack.apiUrl}/auth/v1/devstack/settings`, {
    method: settings ? 'PUT' : 'DELETE',
    headers: { apikey: stack.serviceRoleKey, 'content-type': 'application/json' },
    body: settings
      ? JSON.stringify({ captcha: { provider: 'turnstile', secret: '', ...settings } })
      : undefined,
  })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  // the first call starts the function (Deno, its imports): not part of any test's time
  await post(form({ name: '' }))
}, 120_000)

// every test here posts from 127.0.0.1: each starts with that address's whole allowance
beforeEach(async () => {
  await sql(`delete from private.rate_limit_hits where call = 'join_now'`)
})

describe('the form', () => {
  test("stores a lead: 'skill-pack' as video-editing, and says only that it is stored", async () => {
    const lead = form()
    const answer = await post(lead)
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toEqual({ stored: true })
    expect(await leadsOf(lead.email)).toEqual([
      { name: 'Sadia Islam', course_id: 'video-editing', payment_method: 'bKash' },
    ])
  })

  test('without a payment method, and with Bangla digits in the number, as the form allows', async () => {
    const lead = form({ paymentMethod: '', whatsapp: '০১৭৫৫৫৫৫৫৫৫', name: 'সাদিয়া ইসলাম' })
    expect((await post(lead)).status).toBe(201)
    expect(await leadsOf(lead.email)).toEqual([
      { name: 'সাদিয়া ইসলাম', course_id: 'video-editing', payment_method: null },
    ])
  })

  const bad: [string, unknown][] = [
    ['a malformed email', form({ email: 'not-an-email' })],
    ['a blank name', form({ name: '   ' })],
    ['a payment method of the enrol page only (Bank)', form({ paymentMethod: 'Bank' })],
    ['a course outside the catalogue', form({ course: 'cooking' })],
    ['a canonical id the form never sends', form({ course: 'video-editing' })],
    ['a name of 1,000 characters', form({ name: 'ক'.repeat(1000) })],
    ['a list of leads', [form(), form()]],
  ]
  test.for(bad)('%s is refused (400 invalid) and nothing is stored', async ([, body]) => {
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'invalid' })
    const email = Array.isArray(body) ? body[0].email : (body as { email: unknown }).email
    expect(await leadsOf(email)).toEqual([])
  })

  test('not JSON is 400; a body over 8 KB is 413; GET is 405', async () => {
    expect((await post('{"name": ')).status).toBe(400)
    expect((await post(form({ extra: 'x'.repeat(9000) }))).status).toBe(413)
    expect((await fetch(url)).status).toBe(405)
  })

  test("the site's preflight: any origin may post the form, and read Retry-After", async () => {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info')
    expect(res.headers.get('access-control-expose-headers')).toBe('retry-after')
  })
})

describe('the security check (Turnstile), when captcha is on', () => {
  afterAll(() => captcha(null))

  test('with the always-passing secret: no token is refused; the dummy token passes', async () => {
    await captcha({ enabled: true, secret: TURNSTILE.passes })
    const without = form()
    const refused = await post(without)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'captcha_failed', hint: 'captcha_failed' })
    expect(await leadsOf(without.email)).toEqual([])

    const lead = form({ captchaToken: TURNSTILE.dummyToken })
    expect((await post(lead)).status).toBe(201)
    expect(await leadsOf(lead.email)).toHaveLength(1)
  })

  test('with the always-failing secret the token is refused and nothing is stored', async () => {
    await captcha({ enabled: true, secret: TURNSTILE.fails })
    const lead = form({ captchaToken: TURNSTILE.dummyToken })
    const answer = await post(lead)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'captcha_failed' })
    expect(await leadsOf(lead.email)).toEqual([])
  })

  test('captcha off again: the form needs no token', async () => {
    await captcha(null)
    const lead = form()
    expect((await post(lead)).status).toBe(201)
    expect(await leadsOf(lead.email)).toHaveLength(1)
  })
})

describe('private.submit_lead, the one way in', () => {
  test("the row's own checks still refuse a bad lead (23514)", async () => {
    await expect(
      sql(`select private.submit_lead($1::jsonb, '127.0.0.1')`, [
        JSON.stringify({
          name: ' ',
          email: 'x@example.com',
          whatsapp: '1',
          course_id: 'video-editing',
        }),
      ]),
    ).rejects.toMatchObject({ code: '23514' })
  })
})
