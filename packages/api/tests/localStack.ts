/**
 * The local backend for one test file: started in beforeAll (a fresh database in its own data
 * directory), stopped and removed in afterAll, and supabase-js clients talking to it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStack, type Stack } from '@repo/devstack'
import { afterAll, beforeAll } from 'vitest'
import { createBrowserClient, type ApiClient, type AppSupabaseClient } from '../src/client'
import { createSupabaseClient } from '../src/supabaseClient'

export function useLocalStack(dataDirPrefix: string) {
  let dataDir: string | undefined
  const local = {
    /** Set once beforeAll has run. */
    stack: undefined as unknown as Stack,
    /** A client as the anonymous visitor (no persisted session, no auto refresh). */
    newClient(): AppSupabaseClient {
      return createSupabaseClient(
        { VITE_SUPABASE_URL: local.stack.apiUrl, VITE_SUPABASE_ANON_KEY: local.stack.anonKey },
        { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
      )
    },
    /** The learner site's client (createBrowserClient), as a visitor: its session in memory. */
    newLearnerClient(): ApiClient {
      return createBrowserClient({
        VITE_SUPABASE_URL: local.stack.apiUrl,
        VITE_SUPABASE_ANON_KEY: local.stack.anonKey,
      })
    },
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix))
    local.stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, reset: true, quiet: true })
  }, 180_000)

  afterAll(async () => {
    await local.stack?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }, 60_000)

  return local
}
