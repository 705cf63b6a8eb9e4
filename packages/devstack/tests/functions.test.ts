import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { preflight, stackOn, type TestStack } from './helpers'

// Edge Functions written as for Supabase: Deno.serve(handler), the hosted runtime's variables
const HELLO = `
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type' }
Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: cors })
  const body = req.method === 'POST' ? await req.json() : null
  return Response.json({
    path: new URL(req.url).pathname,
    body,
    env: ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'].map((k) => Deno.env.get(k) ?? null),
  }, { headers: cors })
})
`
const CRASH = `
Deno.serve((req) => {
  const q = new URL(req.url).searchParams
  if (q.has('exit')) Deno.exit(3)
  if (q.has('throw')) throw new Error('boom')
  return new Response('alive')
})
`
const BROKEN = `throw new Error('fails at start')\n`
// a function with its own deno.json, whose import map reaches code outside supabase/functions
const MAPPED = `
import { greeting } from '@lib/greeting'
Deno.serve(() => new Response(greeting('Karim')))
`

let stack: TestStack

beforeAll(async () => {
  stack = await stackOn({
    config: '[functions.open]\nverify_jwt = false\n',
    files: {
      'supabase/functions/hello/index.ts': HELLO,
      'supabase/functions/open/index.ts': HELLO,
      'supabase/functions/crash/index.ts': CRASH,
      'supabase/functions/broken/index.ts': BROKEN,
      'supabase/functions/mapped/index.ts': MAPPED,
      'supabase/functions/mapped/deno.json': JSON.stringify({
        imports: { '@lib/greeting': '../../../lib/greeting.ts' },
      }),
      'lib/greeting.ts': 'export const greeting = (name: string): string => `Hello, ${name}`\n',
    },
  })
}, 60_000)

afterAll(() => stack?.stop())

const url = (path: string) => `${stack.functionsUrl}/${path}`
const withKey = () => ({ authorization: `Bearer ${stack.anonKey}` })

describe('Edge Functions', () => {
  it('serves supabase/functions/<name>/index.ts with the hosted runtime variables', async () => {
    const res = await fetch(url('hello/sub?x=1'), {
      method: 'POST',
      headers: { ...withKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rahim' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      path: '/hello/sub',
      body: { name: 'Rahim' },
      env: [stack.apiUrl, stack.anonKey, stack.serviceRoleKey, stack.dbUrl],
    })
  })

  it('runs a function with its own deno.json: its import map, as deploy reads it', async () => {
    const res = await fetch(url('mapped'), { headers: withKey() })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('Hello, Karim')
  })

  it('refuses a missing or badly signed JWT when verify_jwt is on (the default)', async () => {
    const missing = await fetch(url('hello'))
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-project-secret-but-long-enough-1234'))
    const bad = await fetch(url('hello'), { headers: { authorization: `Bearer ${forged}` } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ code: 401, message: 'Invalid JWT' })
  })

  it('lets a function with verify_jwt = false in config.toml answer without a JWT', async () => {
    const res = await fetch(url('open'))
    expect(res.status).toBe(200)
  })

  it('passes the CORS preflight to the function without a JWT, and adds no CORS of its own', async () => {
    const res = await preflight(
      url('hello'),
      'http://localhost:5173',
      'authorization, content-type',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it.each([
    {
      when: 'a function does not exist',
      name: 'nope',
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    },
    {
      when: 'a function fails to start',
      name: 'broken',
      status: 503,
      body: { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
    },
  ])('answers $status when $when, and keeps serving the others', async ({ name, status, body }) => {
    const res = await fetch(url(name), { headers: withKey() })
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(body)
    expect((await fetch(url('hello'), { headers: withKey() })).status).toBe(200)
  })

  it('answers 500 when a function throws or dies, and keeps serving', async () => {
    const thrown = await fetch(url('crash?throw=1'), { headers: withKey() })
    expect(thrown.status).toBe(500)
    expect(((await thrown.json()) as { code: string }).code).toBe('WORKER_ERROR')
    const died = await fetch(url('crash?exit=1'), { headers: withKey() })
    expect(died.status).toBeGreaterThanOrEqual(500)
    await died.body?.cancel()
    const again = await fetch(url('crash'), { headers: withKey() })
    expect(again.status).toBe(200)
    expect(await again.text()).toBe('alive')
    const other = await fetch(url('hello'), { headers: withKey() })
    expect(other.status).toBe(200)
  })
})
