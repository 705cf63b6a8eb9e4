import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anon,
  authRequest,
  preflight,
  service,
  stackOn,
  storageError,
  type TestStack,
} from './helpers'

// a table without RLS: exposed to anon exactly as Supabase's default grants would expose it
const NOTES = `create table public.notes (id bigint generated always as identity primary key, body text not null);`

const NO_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
}

let stack: TestStack

beforeAll(async () => {
  stack = await stackOn({ config: '', migrations: { '20240101000000_notes.sql': NOTES } })
  const { error } = await service(stack).storage.createBucket('limited', {
    public: true,
    fileSizeLimit: 1024,
    allowedMimeTypes: ['image/png'],
  })
  expect(error).toBeNull()
})

afterAll(() => stack?.stop())

async function stillAnswers() {
  const res = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: stack.anonKey } })
  expect(res.status).toBe(200)
  const rest = await anon(stack).from('notes').select('id').limit(1)
  expect(rest.error).toBeNull()
}

describe('API keys', () => {
  it('refuses a request without apikey with a JSON 401', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/notes`)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual(NO_KEY)
    await stillAnswers()
  })

  it('refuses an unknown key', async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/notes`, { headers: { apikey: 'not-a-key' } })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { message: string }).message).toBe('Invalid API key')
  })

  it('accepts the key as ?apikey= and a signed bearer token alone', async () => {
    expect((await fetch(`${stack.apiUrl}/rest/v1/notes?apikey=${stack.anonKey}`)).status).toBe(200)
    expect(
      (
        await fetch(`${stack.apiUrl}/rest/v1/notes`, {
          headers: { authorization: `Bearer ${stack.anonKey}` },
        })
      ).status,
    ).toBe(200)
  })

  it('lets only the open routes through without a key (mail links, health, public objects)', async () => {
    for (const path of ['/auth/v1/health', '/auth/v1/health/', '/auth/v1/.well-known/jwks.json'])
      expect((await fetch(`${stack.apiUrl}${path}`)).status, path).toBe(200)
    const publicObject = await fetch(`${stack.apiUrl}/storage/v1/object/public/limited/none.png`)
    expect(await storageError(publicObject)).toMatchObject({
      statusCode: '404',
      error: 'not_found',
    })
    for (const [method, path] of [
      ['GET', '/auth/v1/healthz'],
      ['GET', '/auth/v1/settings'],
      ['POST', '/auth/v1/verify'],
      ['GET', '/storage/v1/object/authenticated/limited/none.png'],
      ['POST', '/storage/v1/object/public/limited/none.png'],
    ] as const) {
      const res = await fetch(`${stack.apiUrl}${path}`, { method })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(await res.json()).toEqual(NO_KEY)
    }
  })

  it('never takes a public object path for an upload', async () => {
    const res = await fetch(`${stack.apiUrl}/storage/v1/object/public/limited/a.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    })
    expect(await storageError(res)).toMatchObject({ statusCode: '404', error: 'not_found' })
    const { data } = await service(stack).storage.from('limited').list()
    expect(data?.map((o) => o.name)).not.toContain('a.png')
  })

  it("exposes a table without RLS to anon, as Supabase's default grants do", async () => {
    const ins = await anon(stack).from('notes').insert({ body: 'hello' }).select()
    expect(ins.error).toBeNull()
    expect(ins.data?.[0]).toMatchObject({ body: 'hello' })
  })
})

describe('bad input', () => {
  it("passes PostgREST's error for malformed JSON", async () => {
    const res = await fetch(`${stack.apiUrl}/rest/v1/notes`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{"body": ',
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('PGRST102')
    await stillAnswers()
  })

  it('answers malformed JSON to auth with bad_json', async () => {
    const res = await authRequest(stack, '/signup', { method: 'POST', body: '[[[' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('bad_json')
  })

  it('answers an unknown route with a JSON 404', async () => {
    for (const path of ['/nope', '/realtime/v1/websocket']) {
      const res = await fetch(`${stack.apiUrl}${path}`, { headers: { apikey: stack.anonKey } })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'no Route matched with those values' })
    }
    const auth = await fetch(`${stack.apiUrl}/auth/v1/factors`, {
      headers: { apikey: stack.anonKey },
    })
    expect(auth.status).toBe(404)
    const storage = await fetch(`${stack.apiUrl}/storage/v1/nothing-here`, {
      headers: { apikey: stack.anonKey },
    })
    expect(await storageError(storage)).toMatchObject({ statusCode: '404', error: 'not_found' })
    await stillAnswers()
  })

  it('refuses an oversized auth body with 413', async () => {
    const res = await authRequest(stack, '/signup', {
      method: 'POST',
      json: { email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body.code).toBe('request_entity_too_large')
    await stillAnswers()
  })

  it.each([
    [
      'an upload above the bucket limit',
      'big.png',
      'image/png',
      5000,
      '413',
      'The object exceeded the maximum allowed size',
    ],
    [
      'a type the bucket does not allow',
      'doc.pdf',
      'application/pdf',
      10,
      '415',
      'mime type application/pdf is not supported',
    ],
  ])("refuses %s with Storage's error", async (_what, name, type, size, statusCode, message) => {
    const file = new Blob([new Uint8Array(size)], { type })
    const { error } = await service(stack).storage.from('limited').upload(name, file)
    expect(error).toMatchObject({ status: 400, statusCode, message })
    await stillAnswers()
  })

  it("refuses a raw binary upload above the bucket limit with Storage's error", async () => {
    const res = await fetch(`${stack.apiUrl}/storage/v1/object/limited/raw.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.serviceRoleKey}`,
        apikey: stack.serviceRoleKey,
        'content-type': 'image/png',
      },
      body: new Uint8Array(5000),
    })
    expect(await storageError(res)).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
    await stillAnswers()
  })

  it('reports a missing bucket', async () => {
    const { error } = await service(stack)
      .storage.from('missing')
      .upload('a.png', new Blob([new Uint8Array(3)], { type: 'image/png' }))
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})

describe('CORS', () => {
  it('answers preflights from the local app origins', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://localhost:5174',
      'http://127.0.0.1:4173',
    ]) {
      const res = await preflight(
        `${stack.apiUrl}/rest/v1/notes`,
        origin,
        'apikey, authorization, content-type, x-client-info',
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-headers')).toContain('apikey')
      expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    }
  })

  it('tags responses for local origins only', async () => {
    const ok = await fetch(`${stack.apiUrl}/rest/v1/notes`, {
      headers: { apikey: stack.anonKey, origin: 'http://localhost:5173' },
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(ok.headers.get('access-control-expose-headers')).toContain('Content-Range')
    const denied = await fetch(`${stack.apiUrl}/rest/v1/notes`, {
      headers: { apikey: stack.anonKey, origin: 'https://evil.example' },
    })
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })
})
