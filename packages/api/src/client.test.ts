import { describe, expect, it } from 'vitest'
import { createSupabaseClient } from './client'

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
