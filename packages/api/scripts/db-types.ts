/**
 * `pnpm --filter @repo/api db:types`: starts a throw-away devstack (migrations + seed applied),
 * reads its catalogs and writes src/database.types.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStack } from '@repo/devstack'
import pg from 'pg'
import { format, resolveConfig } from 'prettier'
import { generateDatabaseTypes } from './typegen'

export const typesFile = fileURLToPath(new URL('../src/database.types.ts', import.meta.url))

/** Generates the types from a freshly migrated stack (or from `dbUrl` when one is given). */
export async function generateFromMigrations(dbUrl?: string): Promise<string> {
  let stop: (() => Promise<void>) | undefined
  let dataDir: string | undefined
  if (!dbUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'api-typegen-'))
    const stack = await startStack({ apiPort: 0, dbPort: 0, dataDir, reset: true, quiet: true })
    dbUrl = stack.dbUrl
    stop = () => stack.stop()
  }
  const db = new pg.Client({ connectionString: dbUrl })
  try {
    await db.connect()
    // Formatted like the rest of the repository, so `prettier --check` and the drift test agree.
    const text = await generateDatabaseTypes(db)
    const config = await resolveConfig(typesFile)
    return await format(text, { ...config, filepath: typesFile })
  } finally {
    await db.end().catch(() => {})
    await stop?.()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await generateFromMigrations(process.env.DB_TYPES_DB_URL)
  await writeFile(typesFile, text)
  console.log(`wrote ${typesFile}`)
}
