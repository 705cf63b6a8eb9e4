import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runSql, startStack, type Stack } from '@repo/devstack'
import type { TestProject } from 'vitest/node'

/** What the tests get of the stack: its addresses and keys. */
const provided = [
  'apiUrl',
  'dbUrl',
  'anonKey',
  'serviceRoleKey',
  'jwtSecret',
  'mailboxUrl',
  'functionsUrl',
] as const
export type StackInfo = Pick<Stack, (typeof provided)[number]>

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}

/** Starts one fresh devstack (free ports, temporary data directory) for the whole test run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-tests-'))
  const stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, reset: true, quiet: true })
  // The suite plays single learners through dozens of enrolment requests a minute, every learner
  // from one address (127.0.0.1): past what production allows one learner or one address
  // (docs/decisions/0053-limits-in-the-database.md). This stack lifts that one limit; every other
  // file runs under the production limits, and rate-limits.test.ts sets its own for each call.
  await runSql(
    stack,
    `update public.rate_limits set max_requests = 10000 where call = 'enrolment_request'`,
  )
  project.provide(
    'stack',
    Object.fromEntries(provided.map((key) => [key, stack[key]])) as StackInfo,
  )
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
