/**
 * The local backend for one test file: started in beforeAll (a fresh database in its own data
 * directory), stopped and removed in afterAll, supabase-js clients talking to it, and the people
 * the tests need: new confirmed accounts, the seeded ones, enrolments.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { latestMail, startStack, type Stack } from '@repo/devstack'
import { afterAll, beforeAll, expect } from 'vitest'
import { signIn, signUp } from '../src/auth'
import { createBrowserClient, type ApiClient, type AppSupabaseClient } from '../src/client'
import { createSupabaseClient } from '../src/supabaseClient'

export function useLocalStack(dataDirPrefix: string) {
  let dataDir: string | undefined
  let accounts = 0
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
    /** The service role: arrangements no learner can make (an enrolment, a time moved back). */
    service(): AppSupabaseClient {
      return createSupabaseClient(
        {
          VITE_SUPABASE_URL: local.stack.apiUrl,
          VITE_SUPABASE_ANON_KEY: local.stack.serviceRoleKey,
        },
        { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
      )
    },
    /** A new confirmed account (its profile's name set when given), on the learner site's client. */
    async newAccount(prefix: string, name?: string) {
      const client = local.newLearnerClient()
      const email = `${prefix}-${Date.now()}-${++accounts}@example.com`
      const password = 'account-pass-1'
      const { userId } = await signUp(client, {
        email,
        username: `${prefix}${accounts}`,
        password,
      })
      const link = (await latestMail(local.stack, email)).actionLink
      expect((await fetch(link, { redirect: 'manual' })).status).toBe(303)
      await signIn(client, { email, password })
      if (name !== undefined) {
        const { error } = await client.from('profiles').update({ name }).eq('id', userId!)
        if (error) throw error
      }
      return { client, email, id: userId! }
    },
    /** The seeded mentor and admin (supabase/seed.sql), each signed in on its own client. */
    async seededStaff(): Promise<{ mentor: ApiClient; admin: ApiClient }> {
      const signedIn = async (email: string, password: string) => {
        const client = local.newClient()
        const { error } = await client.auth.signInWithPassword({ email, password })
        if (error) throw error
        return client
      }
      const mentor = await signedIn('mentor@example.com', 'mentor-pass-123')
      const admin = await signedIn('admin@example.com', 'admin-pass-123')
      return { mentor, admin }
    },
    /** `userId` enrolled in `courseId`, by the service role. */
    async enrol(userId: string, courseId: string): Promise<void> {
      const { error } = await local
        .service()
        .from('enrollments')
        .insert({ user_id: userId, course_id: courseId })
      if (error) throw error
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
