import { createBrowserClient } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { hasStoredSession, sessionStorageKey } from './sessionStore'

const key = 'anon-key'
const storageOf = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null })

describe('The stored session the login page looks for', () => {
  it("is kept under the console's client's own key (one session source)", () => {
    for (const url of ['http://127.0.0.1:54321', 'https://abcdefgh.supabase.co']) {
      const { auth } = createBrowserClient({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key })
      expect(sessionStorageKey(url)).toBe((auth as unknown as { storageKey: string }).storageKey)
    }
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token')
  })

  it('is there when the key holds a session with a refresh token, expired or not', () => {
    const url = 'http://127.0.0.1:54321'
    const stored = (value: string) =>
      hasStoredSession(url, storageOf({ 'sb-127-auth-token': value }))
    expect(stored(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }))).toBe(
      true,
    )
    expect(stored(JSON.stringify({ access_token: 'a' }))).toBe(false)
    expect(stored('null')).toBe(false)
    expect(stored('not json')).toBe(false)
    expect(hasStoredSession(url, storageOf({}))).toBe(false)
    expect(hasStoredSession('', storageOf({ 'sb-127-auth-token': '{"refresh_token":"r"}' }))).toBe(
      false,
    )
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError: storage is off')
      },
    }
    expect(hasStoredSession(url, blocked)).toBe(false)
  })
})
