import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type pg from 'pg'
import { packageDir } from './paths'

/**
 * How the database gets its schema (docs/decisions/0051-hosted-roles-locally.md):
 *
 * - `runBootstrap` runs `src/sql/bootstrap.sql` and `src/sql/supautils.sql` once, as the
 *   superuser `supabase_admin`: what the platform itself does on hosted (roles, auth and storage
 *   schemas, extensions, grants).
 * - `applyMigrations` and `applySeed` take a connection of `postgres`, which is not a superuser,
 *   and apply `supabase/migrations/*.sql` and `supabase/seed.sql` as `supabase db push` and
 *   `supabase db reset` do: split into statements, one transaction per file, recorded in
 *   `supabase_migrations` (created by postgres, as the CLI creates it). The few statements
 *   hosted's supautils would run as the superuser go through `_devstack.supautils`.
 */

const SQL_FILES = ['bootstrap.sql', 'supautils.sql']

export function bootstrapSql(): string {
  return SQL_FILES.map((f) => readFileSync(join(packageDir, 'src', 'sql', f), 'utf8')).join('\n')
}

interface PgErrorFields {
  message?: string
  position?: string
  internalPosition?: string
  internalQuery?: string
  detail?: string
  hint?: string
  where?: string
}

/**
 * Formats a PostgreSQL error with the line it points at, so a broken migration is easy to find.
 * `statementStart` is where the failing statement starts in `sql` when it is known: the line is
 * then the statement's own even when PostgreSQL names no position (a refused privilege).
 */
export function describePgError(
  err: unknown,
  sql: string,
  file: string,
  statementStart?: number,
): string {
  const e = err as PgErrorFields
  let where = ''
  const offset = statementStart ?? 0
  // an error raised by a statement that _devstack.supautils ran points into that statement
  const inner = e.internalPosition && sql.slice(offset).startsWith(e.internalQuery ?? '\0')
  const position =
    e.position && !inner
      ? e.position
      : inner
        ? e.internalPosition
        : statementStart !== undefined
          ? '1'
          : undefined
  if (position) {
    const pos = offset + Number(position)
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

// ------------------------------------------------------------------ statements

export interface Statement {
  /** the statement's text, without the `;` that ends it */
  text: string
  /** where it starts in the file */
  start: number
}

const IDENT_START = /[A-Za-z_\u0080-\uffff]/
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/

/** The end (exclusive) of the quoted text, comment or dollar-quoted body that starts at `i`. */
function skipQuoted(sql: string, i: number): number | undefined {
  const c = sql[i]
  const next = sql[i + 1]
  if (c === '-' && next === '-') {
    const nl = sql.indexOf('\n', i)
    return nl < 0 ? sql.length : nl + 1
  }
  if (c === '/' && next === '*') {
    let depth = 1
    let j = i + 2
    while (j < sql.length && depth > 0) {
      if (sql[j] === '/' && sql[j + 1] === '*') {
        depth++
        j += 2
      } else if (sql[j] === '*' && sql[j + 1] === '/') {
        depth--
        j += 2
      } else j++
    }
    return j
  }
  if (c === "'" || c === '"') {
    // E'...' strings take backslash escapes; everywhere a doubled quote is a quote
    const prev = sql[i - 1] ?? ''
    const escapes = c === "'" && /[eE]/.test(prev) && !IDENT_PART.test(sql[i - 2] ?? '')
    let j = i + 1
    while (j < sql.length) {
      if (escapes && sql[j] === '\\') j += 2
      else if (sql[j] === c && sql[j + 1] === c) j += 2
      else if (sql[j] === c) return j + 1
      else j++
    }
    return j
  }
  if (c === '$' && !IDENT_PART.test(sql[i - 1] ?? '')) {
    const tag = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(sql.slice(i))
    if (tag) {
      const close = sql.indexOf(tag[0], i + tag[0].length)
      return close < 0 ? sql.length : close + tag[0].length
    }
  }
  return undefined
}

/**
 * Splits a SQL file into its statements as the Supabase CLI does before sending them: at each
 * `;` outside quotes, comments, dollar-quoted bodies and `begin atomic ... end` bodies.
 * Statements made only of comments are dropped.
 */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = []
  let start = -1
  let i = 0
  let previousWord = ''
  let atomicDepth = 0
  const finish = (end: number) => {
    if (start >= 0) statements.push({ text: sql.slice(start, end).trimEnd(), start })
    start = -1
    previousWord = ''
    atomicDepth = 0
  }
  while (i < sql.length) {
    const c = sql[i] as string
    const skipped = skipQuoted(sql, i)
    if (skipped !== undefined) {
      // a comment alone does not start a statement
      if (start < 0 && !(c === '-' || c === '/')) start = i
      i = skipped
      continue
    }
    if (c === ';' && atomicDepth === 0) {
      finish(i)
      i++
      continue
    }
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (start < 0) start = i
    if (IDENT_START.test(c) && !IDENT_PART.test(sql[i - 1] ?? '')) {
      let j = i + 1
      while (j < sql.length && IDENT_PART.test(sql[j] as string)) j++
      const word = sql.slice(i, j).toLowerCase()
      if (atomicDepth === 0 && previousWord === 'begin' && word === 'atomic') atomicDepth = 1
      else if (atomicDepth > 0 && word === 'case') atomicDepth++
      else if (atomicDepth > 0 && word === 'end') atomicDepth--
      previousWord = word
      i = j
      continue
    }
    i++
  }
  finish(sql.length)
  return statements
}

/** The words, quoted identifiers and punctuation a statement starts with (comments skipped). */
function leadingTokens(statement: string, max = 12): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < statement.length && tokens.length < max) {
    const c = statement[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    const skipped = skipQuoted(statement, i)
    if (skipped !== undefined) {
      // quoted names and strings are tokens, comments are not
      if (c !== '-' && c !== '/') tokens.push(statement.slice(i, skipped))
      i = skipped
      continue
    }
    if (IDENT_PART.test(c)) {
      let j = i + 1
      while (j < statement.length && IDENT_PART.test(statement[j] as string)) j++
      tokens.push(statement.slice(i, j))
      i = j
      continue
    }
    tokens.push(c)
    i++
  }
  return tokens
}

/** A (possibly schema-qualified) name at tokens[at]: its text and the index after it. */
function nameAt(tokens: string[], at: number): { name: string; next: number } | undefined {
  const isName = (t: string | undefined) => !!t && (t.startsWith('"') || IDENT_START.test(t))
  if (!isName(tokens[at])) return undefined
  let name = tokens[at] as string
  let next = at + 1
  while (tokens[next] === '.' && isName(tokens[next + 1])) {
    name += `.${tokens[next + 1]}`
    next += 2
  }
  return { name, next }
}

export interface SupautilsStatement {
  kind: 'policy' | 'drop_trigger' | 'extension' | 'setting'
  /** the table, extension or setting the statement is about */
  target: string
}

/**
 * Recognises the statements hosted's supautils may run as the superuser for `postgres`
 * (src/sql/supautils.sql): policies and dropped triggers on Supabase's own tables, privileged
 * extensions, a few superuser-only settings. Everything else runs as postgres, unaided.
 */
export function supautilsStatement(statement: string): SupautilsStatement | undefined {
  const t = leadingTokens(statement)
  const w = (k: number) => t[k]?.toLowerCase()
  let k = 0
  const skip = (...words: string[]) => {
    if (words.every((word, n) => w(k + n) === word)) k += words.length
  }
  const onTable = (kind: SupautilsStatement['kind']): SupautilsStatement | undefined => {
    const object = nameAt(t, k)
    if (!object || w(object.next) !== 'on') return undefined
    const table = nameAt(t, object.next + 1)
    return table ? { kind, target: table.name } : undefined
  }
  const verb = w(0)
  if (verb === 'comment' && w(1) === 'on' && w(2) === 'policy') {
    k = 3
    return onTable('policy')
  }
  if (verb === 'create' || verb === 'alter' || verb === 'drop') {
    const what = w(1)
    k = 2
    if (what === 'policy') {
      if (verb === 'drop') skip('if', 'exists')
      return onTable('policy')
    }
    if (what === 'trigger' && verb === 'drop') {
      skip('if', 'exists')
      return onTable('drop_trigger')
    }
    if (what === 'extension') {
      skip('if', 'not', 'exists')
      skip('if', 'exists')
      const ext = nameAt(t, k)
      // one extension at a time (`drop extension a, b` runs unaided)
      if (!ext || ext.name.includes('.') || t[ext.next] === ',') return undefined
      return { kind: 'extension', target: ext.name.replace(/^"(.*)"$/, '$1') }
    }
    return undefined
  }
  if (verb === 'set' || verb === 'reset') {
    k = 1
    if (verb === 'set' && (w(1) === 'session' || w(1) === 'local')) k = 2
    const setting = nameAt(t, k)
    return setting ? { kind: 'setting', target: setting.name } : undefined
  }
  return undefined
}

/** Supautils' table grants are all in Supabase's own schemas: a policy on public.x needs no door. */
function mayNeedSupautils(special: SupautilsStatement): boolean {
  if (special.kind !== 'policy' && special.kind !== 'drop_trigger') return true
  const parts = special.target.split('.')
  if (parts.length < 2) return true // resolved through search_path: let the database decide
  const schema = (parts[0] as string).replace(/^"(.*)"$/, '$1')
  return ['auth', 'storage', 'realtime'].includes(schema)
}

function located(err: unknown, sql: string, file: string, s: Statement): Error {
  return new Error(describePgError(err, sql, file, s.start), { cause: err })
}

/**
 * Runs `sql` on `client` (inside the caller's transaction), statement by statement as far as
 * PostgreSQL is concerned: the plain statements between two supautils statements go in one
 * round trip, and when such a batch fails it is rolled back to a savepoint and replayed one
 * statement at a time, so the error names the statement's own line.
 */
async function runStatements(client: pg.Client, sql: string, file: string): Promise<string[]> {
  const { rows } = await client.query<{ ok: boolean }>(
    `select to_regprocedure('_devstack.supautils(text, text, text)') is not null as ok`,
  )
  // a data folder bootstrapped before supautils.sql existed has a superuser postgres
  const supautils = rows[0]?.ok === true
  const statements = splitStatements(sql)
  let batch: Statement[] = []
  const flush = async () => {
    if (!batch.length) return
    const run = batch
    batch = []
    if (run.length === 1) {
      const only = run[0] as Statement
      await client.query(only.text).catch((err: unknown) => {
        throw located(err, sql, file, only)
      })
      return
    }
    await client.query('savepoint devstack_statements')
    try {
      await client.query(run.map((s) => s.text).join('\n;\n'))
    } catch (err) {
      await client.query('rollback to savepoint devstack_statements')
      for (const s of run) {
        await client.query(s.text).catch((one: unknown) => {
          throw located(one, sql, file, s)
        })
      }
      throw located(err, sql, file, run[0] as Statement)
    }
    await client.query('release savepoint devstack_statements')
  }
  for (const s of statements) {
    const special = supautils ? supautilsStatement(s.text) : undefined
    if (!special || !mayNeedSupautils(special)) {
      batch.push(s)
      continue
    }
    await flush()
    try {
      const done = await client.query<{ done: boolean }>(
        'select _devstack.supautils($1, $2, $3) as done',
        [special.kind, special.target, s.text],
      )
      if (done.rows[0]?.done) continue
      await client.query(s.text)
    } catch (err) {
      throw located(err, sql, file, s)
    }
  }
  await flush()
  return statements.map((s) => s.text)
}

async function inTransaction(
  client: pg.Client,
  sql: string,
  file: string,
  after?: (statements: string[]) => Promise<void>,
): Promise<void> {
  await client.query('begin')
  try {
    const statements = await runStatements(client, sql, file)
    await client.query('reset role')
    await client.query('reset all')
    if (after) await after(statements)
    await client.query('commit')
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    if (err instanceof Error && err.message.startsWith(`${file}: `)) throw err
    throw new Error(describePgError(err, sql, file), { cause: err })
  }
}

// ------------------------------------------------------------------ bootstrap

export function bootstrapHash(): string {
  return createHash('sha256').update(bootstrapSql()).digest('hex').slice(0, 16)
}

const MARK = 'devstack bootstrap '

/** Whether the platform bootstrap ran on this database (asked as supabase_admin). */
export async function isBootstrapped(admin: pg.Client): Promise<boolean> {
  const { rows } = await admin.query<{ ok: boolean }>(
    `select exists (select from pg_namespace where nspname in ('_devstack', 'supabase_migrations')) as ok`,
  )
  return rows[0]?.ok === true
}

/** The platform bootstrap, on a connection of the superuser supabase_admin. */
export async function runBootstrap(admin: pg.Client): Promise<void> {
  const sql = bootstrapSql()
  const file = 'packages/devstack/src/sql/bootstrap.sql'
  await admin.query('begin')
  try {
    // sent whole: written here, with no statement for supautils
    await admin.query(sql)
    await admin.query('reset role')
    await admin.query(`comment on schema _devstack is '${MARK}${bootstrapHash()}'`)
    await admin.query('commit')
  } catch (err) {
    await admin.query('rollback').catch(() => undefined)
    throw new Error(describePgError(err, sql, file), { cause: err })
  }
}

/** false when the data folder was bootstrapped by another version of the bootstrap SQL */
export async function bootstrapIsCurrent(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ c: string | null }>(
    `select obj_description(to_regnamespace('_devstack'), 'pg_namespace') as c`,
  )
  return rows[0]?.c === `${MARK}${bootstrapHash()}`
}

// ------------------------------------------------------------------ migrations and seed

/** The CLI's history tables, made by whoever applies migrations (postgres), as the CLI does. */
async function historyTables(client: pg.Client): Promise<void> {
  await client.query(`
    set local client_min_messages = warning;
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;
    create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
  `)
}

export interface MigrationResult {
  applied: string[]
  total: number
}

/**
 * Applies `<root>/supabase/migrations/*.sql` not applied yet, in filename order, one transaction
 * each, on `client`: a connection of `postgres` (not a superuser), as `supabase db push` does.
 */
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
  await client.query('begin')
  await historyTables(client)
  await client.query('commit')
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
    await inTransaction(client, sql, relative(root, join(dir, file)), async (statements) => {
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements],
      )
    })
    applied.push(file)
    log(`applied migration ${file}`)
  }
  return { applied, total: files.length }
}

/**
 * Runs `<root>/supabase/seed.sql` once per database (recorded in
 * supabase_migrations.seed_files like the Supabase CLI does), as `postgres`, the role
 * `supabase db reset` seeds with. Returns what happened.
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
