import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleBackend, seededAdmin, sessionKey, signIn } from './consoleSession'

describe("the console's signed-in admin", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it("finds the build's backend as Vite does: the process env, then .env.local over .env", () => {
    // unset, as on a machine without them (unstubAllEnvs puts back what there was)
    vi.stubEnv('VITE_SUPABASE_URL', undefined)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', undefined)
    const dir = mkdtempSync(join(tmpdir(), 'perf-env-'))
    expect(consoleBackend(dir)).toBeNull()
    writeFileSync(
      join(dir, '.env'),
      '# local\nVITE_SUPABASE_URL=http://127.0.0.1:54321\nVITE_SUPABASE_ANON_KEY=k1\n',
    )
    writeFileSync(join(dir, '.env.local'), 'VITE_SUPABASE_ANON_KEY=k2\n')
    expect(consoleBackend(dir)).toEqual({ url: 'http://127.0.0.1:54321', anonKey: 'k2' })
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcd.supabase.co')
    expect(consoleBackend(dir)).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'k2' })
  })

  it("keeps the session under supabase-js's key", () => {
    expect(sessionKey({ url: 'http://127.0.0.1:54321', anonKey: 'k' })).toBe('sb-127-auth-token')
    expect(sessionKey({ url: 'https://abcd.supabase.co', anonKey: 'k' })).toBe('sb-abcd-auth-token')
  })

  it("signs the seeded admin in with Auth's password grant, and says why it could not", async () => {
    expect(seededAdmin(resolve(import.meta.dirname, '../../..')).email).toBe('admin@example.com')
    const backend = { url: 'http://127.0.0.1:54321', anonKey: 'k' }
    const fetch = vi.fn(async (_url: URL, _init?: RequestInit) =>
      Response.json({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }),
    )
    vi.stubGlobal('fetch', fetch)
    const stored = JSON.parse(await signIn(backend, { email: 'a@b.c', password: 'p' }))
    expect(stored).toMatchObject({ refresh_token: 'r', expires_at: expect.any(Number) })
    expect(String(fetch.mock.calls[0]![0])).toBe(
      'http://127.0.0.1:54321/auth/v1/token?grant_type=password',
    )
    fetch.mockResolvedValueOnce(
      new Response('{"msg":"Invalid login credentials"}', { status: 400 }),
    )
    await expect(signIn(backend, { email: 'a@b.c', password: 'p' })).rejects.toThrow(
      'Auth answered 400',
    )
  })
})
