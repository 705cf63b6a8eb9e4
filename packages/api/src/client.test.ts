import { describe, expect, it, vi } from 'vitest'
import { createBrowserClient } from './client'
import { createPublicClient } from './publicClient'
import { createSupabaseClient } from './supabaseClient'

describe('createSupabaseClient', () => {
  it('names the missing variable', () => {
    expect(() => createSupabaseClient({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toThrow(
      /VITE_SUPABASE_ANON_KEY is missing/,
    )
  })
  it('builds a client when both variables are set', () => {
    const client = createSupabaseClient({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'key',
    })
    expect(typeof client.from).toBe('function')
  })
})

describe('createBrowserClient', () => {
  it('refuses an address that is not http(s), naming the variable', () => {
    expect(() =>
      createBrowserClient({
        VITE_SUPABASE_URL: 'javascript:alert(1)',
        VITE_SUPABASE_ANON_KEY: 'k',
      }),
    ).toThrow(/VITE_SUPABASE_URL is missing or not an http\(s\) URL/)
  })
  it('has the auth, database and storage clients the learner site uses', () => {
    const client = createBrowserClient({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'key',
    })
    expect(Object.keys(client).sort()).toEqual(['auth', 'from', 'rpc', 'storage'])
  })
})

describe('createPublicClient', () => {
  it('reads the database alone, with the public key, and refuses a missing key', async () => {
    const env = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'key' }
    // postgrest-js takes the global fetch when it is made
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]))
    try {
      const client = createPublicClient(env)
      expect(Object.keys(client).sort()).toEqual(['from', 'rpc'])
      await client.from('lessons').select('id')
      const [url, init] = fetch.mock.calls[0]!
      expect(String(url)).toBe('http://127.0.0.1:54321/rest/v1/lessons?select=id')
      const headers = new Headers(init?.headers)
      expect(headers.get('apikey')).toBe('key')
      expect(headers.get('Authorization')).toBe('Bearer key')
    } finally {
      fetch.mockRestore()
    }
    expect(() => createPublicClient({ VITE_SUPABASE_URL: env.VITE_SUPABASE_URL })).toThrow(
      /VITE_SUPABASE_ANON_KEY is missing/,
    )
  })
})
