import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, parse as parsePath, resolve } from 'node:path'
import pg from 'pg'
import { createAuthService } from './auth/service'
import { loadConfig, type StackConfig } from './config'
import { startGateway, type Gateway } from './gateway'
import { ANON_KEY, DB_PASSWORD, JWT_SECRET, SERVICE_ROLE_KEY } from './keys'
import {
  applyMigrations,
  applySeed,
  bootstrapIsCurrent,
  isBootstrapped,
  runBootstrap,
} from './migrate'
import { Mailbox, mailboxRoom } from './mailbox'
import { createStorageService } from './storage/service'
import { createFunctionsService, functionNames } from './functions'
import { startSmtpCatcher } from './smtp'
import { startDeliveryDriver } from './delivery'
import { findRepoRoot } from './paths'
import { freePort, portIsFree, PortInUseError } from './ports'
import {
  clearStalePostmaster,
  initCluster,
  inspectCluster,
  startPostgres,
  SUPERUSER,
  type PostgresHandle,
} from './postgres'
import { startPostgrest, type PostgrestHandle } from './postgrest'

export interface StackOptions {
  /** where PostgreSQL's data and stored files live; default `<root>/.local/devstack` */
  dataDir?: string
  /** gateway port; 0 picks a free one; default 54321 */
  apiPort?: number
  /** PostgreSQL port; 0 picks a free one; default 54322 */
  dbPort?: number
  /** wipe dataDir first (migrations and seed run again) */
  reset?: boolean
  /** no progress output */
  quiet?: boolean
  /** the repository root holding supabase/; default: found from this package */
  root?: string
  /** the mail catcher's SMTP port; 0 picks a free one; default apiPort + 4 (54325), or 0 when apiPort is 0 */
  smtpPort?: number
  /**
   * call the deliver-notifications function on each outbox NOTIFY and every `deliveryIntervalMs`
   * (as pg_cron does on hosted Supabase); off by default so tests decide when mail goes out
   */
  deliverNotifications?: boolean
  deliveryIntervalMs?: number
}

export interface Stack {
  apiUrl: string
  dbUrl: string
  anonKey: string
  serviceRoleKey: string
  jwtSecret: string
  mailboxUrl: string
  /** {apiUrl}/functions/v1 */
  functionsUrl: string
  /** where the local mail catcher listens (SMTP, no TLS, any login) */
  smtpPort: number
  stop(): Promise<void>
}

/** What startStack learnt while starting, for the CLI's banner. */
export interface StackDetails {
  root: string
  dataDir: string
  fresh: boolean
  migrations: { applied: string[]; total: number }
  seed: 'applied' | 'already' | 'missing'
  readyMs: number
  config: StackConfig
  notes: string[]
}

const details = new WeakMap<Stack, StackDetails>()

const failureListeners = new WeakMap<Stack, Array<(reason: string) => void>>()

/** Called when PostgreSQL or PostgREST dies while the stack runs (the stack then stops itself). */
export function onStackFailure(stack: Stack, listener: (reason: string) => void): void {
  const list = failureListeners.get(stack) ?? []
  list.push(listener)
  failureListeners.set(stack, list)
}

export function stackDetails(stack: Stack): StackDetails | undefined {
  return details.get(stack)
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const started = performance.now()
  const root = resolve(options.root ?? findRepoRoot())
  const dataDir = resolve(options.dataDir ?? join(root, '.local', 'devstack'))
  const log = options.quiet ? () => undefined : (m: string) => console.log(`[devstack] ${m}`)
  const notes: string[] = []
  const note = (m: string) => {
    notes.push(m)
    log(m)
  }
  if (dataDir === parsePath(dataDir).root || dataDir === root) {
    throw new Error(`Refusing to use ${dataDir} as the devstack data folder.`)
  }
  const pgdata = join(dataDir, 'postgres')

  const apiPortWanted = options.apiPort ?? 54321
  const dbPortWanted = options.dbPort ?? 54322
  // beside the API as Supabase's CLI lays its ports out (54321 -> 54325), so fixed-port stacks
  // (pnpm dev, the end-to-end suites) do not collide
  const smtpPortWanted = options.smtpPort ?? (apiPortWanted === 0 ? 0 : apiPortWanted + 4)

  mkdirSync(dataDir, { recursive: true })
  // first stop what a killed devstack left running on this data folder (it may hold the ports)
  await clearStalePostmaster(dataDir, pgdata, log)
  for (const [port, what] of [
    [apiPortWanted, 'API gateway'],
    [dbPortWanted, 'PostgreSQL'],
    [smtpPortWanted, 'SMTP mail catcher'],
  ] as const) {
    if (port !== 0 && !(await portIsFree(port))) {
      rmSync(join(dataDir, 'devstack.pid'), { force: true })
      throw new PortInUseError(port, what)
    }
  }
  if (options.reset) {
    const entries = readdirSync(dataDir).filter((e) => e !== 'devstack.pid')
    const ours = ['postgres', 'storage', 'postgres.log']
    if (entries.length && !entries.some((e) => ours.includes(e))) {
      rmSync(join(dataDir, 'devstack.pid'), { force: true })
      throw new Error(`Refusing to wipe ${dataDir}: it does not look like a devstack data folder.`)
    }
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    await clearStalePostmaster(dataDir, pgdata, log)
    log(`wiped ${dataDir}`)
  }
  const config = loadConfig(root)
  for (const n of config.notes) note(n)

  let postgres: PostgresHandle | undefined
  let postgrest: PostgrestHandle | undefined
  let gateway: Gateway | undefined
  let client: pg.Client | undefined
  // PostgREST listens on a unix socket that only the gateway uses: in the data folder when the
  // path fits the 107-byte limit of socket paths, else in a temporary folder
  const inData = join(dataDir, 'postgrest.sock')
  const socketDir =
    Buffer.byteLength(inData) < 100 ? undefined : mkdtempSync(join(tmpdir(), 'devstack-'))
  const socketPath = socketDir ? join(socketDir, 'postgrest.sock') : inData
  const closers: Array<() => Promise<void>> = []

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await gateway?.close().catch(() => undefined)
    for (const close of closers.reverse()) await close().catch(() => undefined)
    await client?.end().catch(() => undefined)
    await postgrest?.stop().catch(() => undefined)
    await postgres?.stop().catch(() => undefined)
    if (socketDir) rmSync(socketDir, { recursive: true, force: true })
    else rmSync(socketPath, { force: true })
    rmSync(join(dataDir, 'devstack.pid'), { force: true })
    rmSync(join(dataDir, 'postgrest.pid'), { force: true })
  }

  try {
    let fresh = inspectCluster(pgdata) === 'empty'
    if (fresh) {
      if (existsSync(pgdata)) rmSync(pgdata, { recursive: true, force: true })
      initCluster(dataDir, pgdata, log)
    }
    let dbPort = dbPortWanted === 0 ? await freePort() : dbPortWanted
    for (let attempt = 1; ; attempt++) {
      try {
        postgres = await startPostgres(pgdata, dbPort, join(dataDir, 'postgres.log'))
        break
      } catch (err) {
        // a free port picked for us can be taken by a parallel stack before PostgreSQL binds it
        if (dbPortWanted !== 0 || attempt >= 3 || !/already in use/.test((err as Error).message))
          throw err
        dbPort = await freePort()
      }
    }
    const dbUrl = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`
    // the platform's part as the superuser supabase_admin, as on hosted
    client = new pg.Client({
      connectionString: `postgresql://${SUPERUSER}:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
    })
    client.on('error', () => undefined)
    await client.connect()
    if (!(await isBootstrapped(client))) {
      fresh = true
      await runBootstrap(client)
      log('platform bootstrap applied (roles, auth, storage, extensions, grants)')
    } else if (!(await bootstrapIsCurrent(client))) {
      note(
        'the platform bootstrap (packages/devstack/src/sql/) changed since this data folder was made: run `pnpm stack:reset` to pick it up',
      )
    }
    await client.end()
    // migrations and seed as postgres, which is not a superuser, as `supabase db push` / `db reset`
    client = new pg.Client({ connectionString: dbUrl })
    client.on('error', () => undefined)
    await client.connect()
    const migrations = await applyMigrations(client, root, log)
    const seed = await applySeed(client, root)
    if (seed === 'applied') log('applied supabase/seed.sql')
    if (seed === 'missing')
      note('supabase/seed.sql not found: no seed data (it runs on the next start once it exists)')
    await client.end()
    client = undefined

    postgrest = await startPostgrest({
      dbPort,
      socket: socketPath,
      config,
      logFile: join(dataDir, 'postgrest.log'),
      configFile: join(dataDir, 'postgrest.conf'),
    })
    const pgrstPid = postgrest.child.proc.pid
    if (pgrstPid) {
      const { writeFileSync } = await import('node:fs')
      writeFileSync(join(dataDir, 'postgrest.pid'), String(pgrstPid))
    }

    const socket = postgrest.socket
    const mailbox = new Mailbox()
    const smtp = await startSmtpCatcher(smtpPortWanted, mailbox)
    closers.push(() => smtp.close())
    let apiUrl = ''
    const auth = createAuthService({
      dbUrl: `postgresql://supabase_auth_admin:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
      config,
      mailbox,
      apiUrl: () => apiUrl,
    })
    closers.push(() => auth.close())
    const storage = createStorageService({
      dbUrl: `postgresql://supabase_storage_admin:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
      config,
      root: join(dataDir, 'storage'),
    })
    closers.push(() => storage.close())
    // the variables the hosted runtime gives every function, and the local mail catcher
    const functions = createFunctionsService({
      root,
      verifyJwt: (name) => config.functions[name]?.verifyJwt ?? true,
      env: () => ({
        SUPABASE_URL: apiUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SUPABASE_DB_URL: dbUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: '',
        SMTP_PASS: '',
        SMTP_SECURE: 'false',
        // links in mails point at the learner site
        SITE_URL: config.auth.siteUrl,
        // join-now checks Turnstile tokens with [auth.captcha]'s secret when it is on, as
        // production sets it (docs/deploy.md); offline, through the devstack's siteverify
        TURNSTILE_SECRET_KEY: auth.captcha.settings.enabled ? auth.captcha.settings.secret : '',
        TURNSTILE_VERIFY_URL: `${apiUrl}/auth/v1/devstack/turnstile/siteverify`,
      }),
      logDir: dataDir,
      log,
    })
    closers.push(() => functions.close())
    // a function's environment is read when it starts: a changed captcha restarts them
    auth.captcha.onChange(() => void functions.restart())
    gateway = await startGateway(apiPortWanted, {
      postgrestSocket: () => socket,
      auth: auth.app,
      storage: storage.app,
      mailbox: mailboxRoom(mailbox, smtp),
      functions: functions.app,
      log,
    })
    apiUrl = `http://127.0.0.1:${gateway.port}`
    if (options.deliverNotifications && functionNames(root).includes('deliver-notifications')) {
      const driver = await startDeliveryDriver({
        dbUrl,
        functionUrl: `${apiUrl}/functions/v1/deliver-notifications`,
        serviceRoleKey: SERVICE_ROLE_KEY,
        intervalMs: options.deliveryIntervalMs ?? 30_000,
        log,
      })
      closers.push(() => driver.close())
    }
    const stack: Stack = {
      apiUrl,
      dbUrl,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      mailboxUrl: `${apiUrl}/mailbox`,
      functionsUrl: `${apiUrl}/functions/v1`,
      smtpPort: smtp.port,
      stop,
    }
    details.set(stack, {
      root,
      dataDir,
      fresh,
      migrations,
      seed,
      readyMs: Math.round(performance.now() - started),
      config,
      notes,
    })
    for (const child of [postgres.child, postgrest.child]) {
      void child.exited.then(async (code) => {
        if (stopped) return
        const reason = `${child.name === 'postgres' ? 'PostgreSQL' : 'PostgREST'} exited unexpectedly (code ${String(code)}):\n${child.tail()}`
        console.error(`[devstack] ${reason}`)
        await stop()
        for (const listener of failureListeners.get(stack) ?? []) listener(reason)
      })
    }
    return stack
  } catch (err) {
    await stop()
    throw err
  }
}
