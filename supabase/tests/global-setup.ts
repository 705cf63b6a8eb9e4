import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStack } from '@repo/devstack'
import type { TestProject } from 'vitest/node'

export interface StackInfo {
  apiUrl: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  mailboxUrl: string
  functionsUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}

/** Starts one fresh devstack (free ports, temporary data directory) for the whole test run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-tests-'))
  const stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, reset: true, quiet: true })
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    mailboxUrl: stack.mailboxUrl,
    functionsUrl: stack.functionsUrl,
  })
  return async () => {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
