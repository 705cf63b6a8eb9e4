import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type pg from 'pg'
import { packageDir } from './paths'

export function bootstrapSql(): string {
  return readFileSync(join(packageDir, 'src', 'sql', 'bootstrap.sql'), 'utf8')
}

/** Formats a PostgreSQL error with the line it points at, so a broken migration is easy to find. */
export function describePgError(err: unknown, sql: string, file: string): string {
  const e = err as {
    message?: string
    position?: string
    detail?: string
    hint?: string
    where?: string
  }
  let where = ''
  if (e.position) {
    const pos = Number(e.position)
    const before = sql.slice(0, pos)
    const line = before.split('\n').length
    const text = sql.split('\n')[line - 1] ?? ''
    where = `\n  at ${file}:${line}\n  | ${text.trim()}`
  }
  return (
    [
      `${file}: ${e.message ?? String(err)}`,
      e.detail ? `  detail: ${e.detail}` : '',
      e.hint ? `  hint: ${e.hint}` : '',
      e.where ? `  context: ${e.where}` : '',
    ]
      .filter(Boolean)
      .join('\n') + where
  )
}

async function inTransaction(
  client: pg.Client,
  sql: string,
  file: string,
  after?: () => Promise<void>,
): Promise<void> {
  await client.query('begin')
  try {
    await client.query(sql)
    await client.query('reset role')
    await client.query('reset all')
    if (after) await after()
    await client.query('commit')
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw new Error(describePgError(err, sql, file), { cause: err })
  }
}

export function bootstrapHash(): string {
  return createHash('sha256').update(bootstrapSql()).digest('hex').slice(0, 16)
}

const MARK = 'devstack bootstrap '

export async function runBootstrap(client: pg.Client): Promise<void> {
  await inTransaction(
    client,
    bootstrapSql(),
    'packages/devstack/src/sql/bootstrap.sql',
    async () => {
      await client.query(`comment on schema supabase_migrations is '${MARK}${bootstrapHash()}'`)
    },
  )
}

/** false when the data folder was bootstrapped by another version of bootstrap.sql */
export async function bootstrapIsCurrent(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ c: string | null }>(
    `select obj_description('supabase_migrations'::regnamespace, 'pg_namespace') as c`,
  )
  return rows[0]?.c === `${MARK}${bootstrapHash()}`
}

export interface MigrationResult {
  applied: string[]
  total: number
}

/** Applies `<root>/supabase/migrations/*.sql` not applied yet, in filename order, one transaction each. */
export async function applyMigrations(
  client: pg.Client,
  root: string,
  log: (m: string) => void,
): Promise<MigrationResult> {
  const dir = join(root, 'supabase', 'migrations')
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : []
  const { rows } = await client.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const done = new Set(rows.map((r) => r.version))
  const applied: string[] = []
  for (const file of files) {
    const base = file.replace(/\.sql$/, '')
    const cut = base.indexOf('_')
    const version = cut > 0 ? base.slice(0, cut) : base
    const name = cut > 0 ? base.slice(cut + 1) : ''
    if (done.has(version)) continue
    const sql = readFileSync(join(dir, file), 'utf8')
    await inTransaction(client, sql, relative(root, join(dir, file)), async () => {
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      )
    })
    applied.push(file)
    log(`applied migration ${file}`)
  }
  return { applied, total: files.length }
}

/**
 * Runs `<root>/supabase/seed.sql` once per database (recorded in
 * supabase_migrations.seed_files like the Supabase CLI does). Returns what happened.
 */
export async function applySeed(
  client: pg.Client,
  root: string,
): Promise<'applied' | 'already' | 'missing'> {
  const file = join(root, 'supabase', 'seed.sql')
  if (!existsSync(file)) return 'missing'
  const { rowCount } = await client.query('select 1 from supabase_migrations.seed_files')
  if (rowCount) return 'already'
  const sql = readFileSync(file, 'utf8')
  const hash = createHash('sha256').update(sql).digest('hex')
  await inTransaction(client, sql, 'supabase/seed.sql', async () => {
    await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      'supabase/seed.sql',
      hash,
    ])
  })
  return 'applied'
}
