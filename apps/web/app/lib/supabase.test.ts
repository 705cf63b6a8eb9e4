import { expect, it } from 'vitest'
import { hasStoredSession } from './supabase'

function storage(keys: string[]) {
  return { length: keys.length, key: (i: number) => keys[i] ?? null }
}

it('knows whether supabase-js stored a session, without loading it', () => {
  expect(hasStoredSession(storage([]))).toBe(false)
  expect(hasStoredSession(storage(['theme', 'skill-courses_enrollments']))).toBe(false)
  expect(hasStoredSession(storage(['theme', 'sb-127-auth-token']))).toBe(true)
  const blocked = {
    get length(): number {
      throw new Error('SecurityError')
    },
    key: () => null,
  }
  expect(hasStoredSession(blocked)).toBe(false)
})
