import { describe, expect, it } from 'vitest'
import { createBrowserClient } from './client'
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
