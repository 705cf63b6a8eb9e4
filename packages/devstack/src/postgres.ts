import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { DB_PASSWORD } from './keys'
import { postgresBinaries } from './paths'
import { commandLineOf, isAlive, sleep, spawnChild, type Child } from './proc'

export const PG_MAJOR = '17'

/**
 * The cluster's bootstrap superuser, as on hosted Supabase: the platform's own role. `postgres`
 * is made by the bootstrap SQL with hosted's attributes, not a superuser
 * (docs/decisions/0051-hosted-roles-locally.md).
 */
export const SUPERUSER = 'supabase_admin'

export class IncompatibleDataDirError extends Error {
  constructor(pgdata: string, found: string) {
    super(
      `The data folder ${pgdata} was created by PostgreSQL ${found}, but the devstack runs ` +
        `PostgreSQL ${PG_MAJOR}. Wipe it with \`pnpm stack:reset\` (or delete the folder) and start again.`,
    )
    this.name = 'IncompatibleDataDirError'
  }
}

interface Ids {
  uid?: number
  gid?: number
}

/**
 * The postgres user must be able to reach the data folder and the binaries (which live in the
 * checkout's node_modules): temp dirs and fresh clones may be 0700 root, so grant "search"
 * (x, not read) on each ancestor that lacks it.
 */
function letOthersReach(path: string): void {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    const mode = statSync(dir).mode
    if ((mode & 0o001) === 0) chmodSync(dir, (mode & 0o7777) | 0o001)
  }
}

/** The binaries, reachable by the user PostgreSQL runs as. */
function binariesFor(ids: Ids): { postgres: string; initdb: string } {
  const binaries = postgresBinaries()
  if (ids.uid !== undefined) letOthersReach(binaries.initdb)
  return binaries
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
function runAs(): Ids {
  if (userInfo().uid !== 0) return {}
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres'])
      execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'])
    } catch (err) {
      throw new Error(
        `Could not create the 'postgres' system user that PostgreSQL needs when run as root: ${String(err)}`,
        { cause: err },
      )
    }
    return { uid: id('-u'), gid: id('-g') }
  }
}

/** Checks the data folder: 'empty' (needs initdb) or 'ready'; throws on another major version. */
export function inspectCluster(pgdata: string): 'empty' | 'ready' {
  const versionFile = join(pgdata, 'PG_VERSION')
  if (!existsSync(versionFile)) return 'empty'
  const found = readFileSync(versionFile, 'utf8').trim()
  if (found !== PG_MAJOR) throw new IncompatibleDataDirError(pgdata, found)
  return 'ready'
}

/** initdb with the bootstrap superuser supabase_admin (password `postgres`). */
export function initCluster(dataDir: string, pgdata: string, log: (m: string) => void): void {
  const ids = runAs()
  mkdirSync(pgdata, { recursive: true })
  if (ids.uid !== undefined) {
    chmodSync(dataDir, 0o755)
    letOthersReach(dataDir)
    chownSync(pgdata, ids.uid, ids.gid ?? ids.uid)
  }
  chmodSync(pgdata, 0o700)
  const pwfile = join(tmpdir(), `devstack-pw-${process.pid}-${Date.now()}`)
  writeFileSync(pwfile, `${DB_PASSWORD}\n`, { mode: 0o644 })
  try {
    const { initdb } = binariesFor(ids)
    execFileSync(
      initdb,
      [
        `--pgdata=${pgdata}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      {
        ...ids,
        env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string }
    throw new Error(`initdb failed: ${e.stderr?.toString() || e.message}`, { cause: err })
  } finally {
    rmSync(pwfile, { force: true })
  }
  log('initialised a new PostgreSQL 17 cluster')
}

/**
 * A postmaster left behind by a devstack that was killed (SIGKILL) still holds the data
 * folder: stop it when the process that owned it is gone, refuse when it is still alive.
 */
export async function clearStalePostmaster(
  dataDir: string,
  pgdata: string,
  log: (m: string) => void,
): Promise<void> {
  const ownerFile = join(dataDir, 'devstack.pid')
  if (existsSync(ownerFile)) {
    const owner = Number(readFileSync(ownerFile, 'utf8').trim())
    if (owner === process.pid) {
      throw new Error(
        `This process already runs a devstack on ${dataDir}; stop it first or use another dataDir.`,
      )
    }
    if (owner && isAlive(owner) && /node|tsx/.test(commandLineOf(owner))) {
      throw new Error(
        `Another devstack (pid ${owner}) is already using ${dataDir}. Stop it first ` +
          `(or delete ${ownerFile} if that process is not a devstack).`,
      )
    }
  }
  for (const [file, pattern] of [
    [join(pgdata, 'postmaster.pid'), /postgres/],
    [join(dataDir, 'postgrest.pid'), /postgrest/],
  ] as const) {
    if (!existsSync(file)) continue
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim())
    if (pid && isAlive(pid) && pattern.test(commandLineOf(pid))) {
      log(`stopping a leftover ${pattern.source} process (pid ${pid}) from an earlier run`)
      process.kill(pid, pattern.source === 'postgres' ? 'SIGINT' : 'SIGTERM')
      for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100)
      if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    }
  }
  writeFileSync(ownerFile, String(process.pid))
}

export interface PostgresHandle {
  child: Child
  port: number
  stop(): Promise<void>
}

export async function startPostgres(
  pgdata: string,
  port: number,
  logFile: string,
): Promise<PostgresHandle> {
  const ids = runAs()
  const { postgres } = binariesFor(ids)
  const child = spawnChild(
    'postgres',
    postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
      '-c',
      'shared_buffers=32MB',
      '-c',
      'synchronous_commit=off',
      '-c',
      'log_min_messages=warning',
      '-c',
      'timezone=UTC',
    ],
    { ...ids, env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' }, logFile },
  )
  let exited = false
  void child.exited.then(() => (exited = true))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) {
      const tail = child.tail()
      if (/Address already in use|could not bind/i.test(tail)) {
        throw new Error(
          `PostgreSQL could not listen on port ${port}: it is already in use.\n${tail}`,
        )
      }
      throw new Error(`PostgreSQL exited during start-up:\n${tail}`)
    }
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: SUPERUSER,
      password: DB_PASSWORD,
      database: 'postgres',
    })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      break
    } catch {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) {
        await child.stop('SIGKILL')
        throw new Error(`PostgreSQL did not accept connections within 30 s:\n${child.tail()}`)
      }
      await sleep(50)
    }
  }
  return {
    child,
    port,
    // SIGINT is PostgreSQL's "fast shutdown"
    stop: () => child.stop('SIGINT', 15_000),
  }
}
