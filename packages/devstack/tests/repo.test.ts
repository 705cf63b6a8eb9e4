import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRepoRoot } from '../src/paths'
import { stackDetails, startStack, type Stack } from '../src/index'
import { anon, sql } from './helpers'

// The project's own supabase/ folder: its migrations and seed must apply on the devstack,
// and the accounts that seed-accounts.json promises must be able to sign in.
const root = findRepoRoot()
let stack: Stack
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devstack-repo-'))
  stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, quiet: true })
})

afterAll(async () => {
  await stack?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("the repository's supabase/ folder", () => {
  it('applies every migration and the seed', async () => {
    const d = stackDetails(stack)
    expect(d?.root).toBe(root)
    expect(d?.migrations.total).toBeGreaterThan(0)
    expect(d?.migrations.applied).toHaveLength(d?.migrations.total ?? -1)
    expect(d?.seed).toBe('applied')
    const rows = await sql<{ n: string }>(
      stack,
      'select count(*) as n from supabase_migrations.schema_migrations',
    )
    expect(Number(rows[0]?.n)).toBe(d?.migrations.total)
  })

  it('lets every account of seed-accounts.json sign in', async () => {
    const accounts = JSON.parse(
      readFileSync(join(root, 'supabase', 'seed-accounts.json'), 'utf8'),
    ) as Array<{ email: string; password: string }>
    expect(accounts.length).toBeGreaterThan(0)
    for (const a of accounts) {
      const { data, error } = await anon(stack).auth.signInWithPassword({
        email: a.email,
        password: a.password,
      })
      expect(error, a.email).toBeNull()
      expect(data.user?.email).toBe(a.email)
    }
  })
})
