import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { IncompatibleDataDirError } from './postgres'
import { PortInUseError } from './ports'
import { onStackFailure, stackDetails, startStack, type Stack } from './stack'
import {
  seedWalletDemo,
  walletDemoLines,
  walletDemoState,
  type WalletDemoState,
} from './wallet-demo'

const USAGE = `Usage: tsx src/cli.ts <start|reset> [--api-port 54321] [--db-port 54322] [--data-dir <dir>] [--root <repo>]

  start   run the local backend in the foreground (Ctrl-C stops it)
  reset   wipe the data folder, then start (migrations and seed run again)`

interface SeedAccount {
  email: string
  password: string
  role?: string
}

function seedAccounts(root: string): SeedAccount[] {
  const file = join(root, 'supabase', 'seed-accounts.json')
  if (!existsSync(file)) return []
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown
    return Array.isArray(list)
      ? list.filter(
          (a): a is SeedAccount =>
            !!a &&
            typeof a === 'object' &&
            typeof a.email === 'string' &&
            typeof a.password === 'string',
        )
      : []
  } catch {
    return []
  }
}

function banner(stack: Stack, wallet: WalletDemoState | null): string {
  const d = stackDetails(stack)
  const lines = [
    '',
    'devstack is running (Supabase-compatible local backend)',
    '',
    `  API URL      ${stack.apiUrl}`,
    `  REST         ${stack.apiUrl}/rest/v1`,
    `  Auth         ${stack.apiUrl}/auth/v1`,
    `  Storage      ${stack.apiUrl}/storage/v1`,
    `  Database     ${stack.dbUrl}`,
    `  Functions    ${stack.functionsUrl}/<name>   (supabase/functions/<name>/index.ts)`,
    `  Mailbox      ${stack.mailboxUrl}   (JSON: ${stack.apiUrl}/mailbox/v1/messages?to=<email>)`,
    `  SMTP         127.0.0.1:${stack.smtpPort}   (every mail lands in the mailbox, none is relayed)`,
    `  JWT secret   ${stack.jwtSecret}`,
    `  anon key     ${stack.anonKey}`,
    `  service_role ${stack.serviceRoleKey}`,
  ]
  if (d) {
    const accounts = seedAccounts(d.root)
    lines.push('', `  Data folder  ${d.dataDir}${d.fresh ? ' (new)' : ''}`)
    lines.push(
      `  Migrations   ${d.migrations.total} (${d.migrations.applied.length} applied now)    Seed: ${d.seed === 'applied' ? 'applied now' : d.seed === 'already' ? 'applied earlier' : 'no supabase/seed.sql'}`,
    )
    if (accounts.length) {
      lines.push('', '  Seeded accounts:')
      for (const a of accounts)
        lines.push(`    ${(a.role ?? '').padEnd(8)} ${a.email.padEnd(28)} ${a.password}`)
    }
    if (wallet) lines.push(...walletDemoLines(wallet))
    const sinceLaunch = process.uptime()
    lines.push(
      '',
      `  Ready in ${(d.readyMs / 1000).toFixed(1)} s (${sinceLaunch.toFixed(1)} s since the command started). Ctrl-C stops it.`,
    )
  }
  return lines.join('\n')
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'api-port': { type: 'string' },
        'db-port': { type: 'string' },
        'data-dir': { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`)
    return 2
  }
  const command = parsed.positionals[0] ?? 'start'
  if (parsed.values.help || (command !== 'start' && command !== 'reset')) {
    console.log(USAGE)
    return parsed.values.help ? 0 : 2
  }
  const port = (v: unknown, d: number) => {
    if (v === undefined) return d
    const n = Number(v)
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port: ${String(v)}`)
    return n
  }
  const envPort = (name: string) => process.env[name]
  let stack: Stack | undefined
  let stopping: Promise<void> | undefined
  let firstSignalAt = 0
  const shutdown = (code: number) => {
    if (!stopping) {
      firstSignalAt = Date.now()
      console.log('\n[devstack] stopping...')
      stopping = (stack ? stack.stop() : Promise.resolve()).then(() => {
        console.log('[devstack] stopped')
        process.exit(code)
      })
    } else if (Date.now() - firstSignalAt > 1500) {
      // a second Ctrl-C (not the copy of the first one that tsx relays): stop waiting;
      // proc.ts still signals the children as the process exits
      process.exit(code)
    }
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => shutdown(0))
  process.on('uncaughtException', (err) => {
    console.error(`[devstack] ${err.stack ?? String(err)}`)
    shutdown(1)
  })
  process.on('unhandledRejection', (err) => {
    console.error(`[devstack] ${(err as Error)?.stack ?? String(err)}`)
    shutdown(1)
  })

  // The developer's stack limits Auth as hosted does (GoTrue's per-address buckets, the mail
  // hour); DEVSTACK_AUTH_RATE_LIMITS=off lifts them. Test harnesses call startStack() directly,
  // where they stay off unless asked: their suites sign up hundreds of accounts from 127.0.0.1.
  process.env.DEVSTACK_AUTH_RATE_LIMITS ??= 'on'
  try {
    stack = await startStack({
      reset: command === 'reset',
      apiPort: port(parsed.values['api-port'] ?? envPort('DEVSTACK_API_PORT'), 54321),
      dbPort: port(parsed.values['db-port'] ?? envPort('DEVSTACK_DB_PORT'), 54322),
      dataDir:
        typeof parsed.values['data-dir'] === 'string' ? parsed.values['data-dir'] : undefined,
      root: typeof parsed.values.root === 'string' ? parsed.values.root : undefined,
      // mail goes out as notifications arrive, and every 30 s for retries and reminders
      deliverNotifications: true,
    })
  } catch (err) {
    if (err instanceof PortInUseError || err instanceof IncompatibleDataDirError) {
      console.error(`\n[devstack] cannot start: ${err.message}`)
    } else {
      console.error(`\n[devstack] cannot start: ${(err as Error).message}`)
    }
    return 1
  }
  if (stopping) return 0
  onStackFailure(stack, () => {
    console.error('[devstack] stopped after a failure; see the log files in the data folder')
    process.exit(1)
  })
  // the wallet phone's demo: each chain anchored at a known balance, a request to settle
  // (docs/decisions/0077-wallet-demo-anchors.md); a failure here is noted, never fatal
  let wallet: WalletDemoState | null = null
  try {
    if ((await seedWalletDemo(stack.dbUrl)) === 'applied')
      console.log("[devstack] anchored the wallets' balance chains and seeded a request to settle")
    wallet = await walletDemoState(stack.dbUrl)
  } catch (err) {
    console.error(`[devstack] the wallet phone's demo was not seeded: ${(err as Error).message}`)
  }
  console.log(banner(stack, wallet))
  // stay in the foreground until a signal arrives
  await new Promise<never>(() => undefined)
  return 0
}

main().then(
  (code) => {
    if (code !== 0) process.exit(code)
  },
  (err: unknown) => {
    console.error(`[devstack] ${(err as Error).stack ?? String(err)}`)
    process.exit(1)
  },
)
