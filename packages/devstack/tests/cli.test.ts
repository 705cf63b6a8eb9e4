import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../src/keys'
import { packageDir } from '../src/paths'
import { fixture, processesMentioning, start, type Fixture } from './helpers'

const fx: Fixture = fixture({
  migrations: { '20240101000000_t.sql': 'create table public.t (id int);' },
})

afterAll(() => fx.cleanup())

interface Running {
  proc: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function cli(...args: string[]): Running {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', ...args, '--data-dir', fx.dataDir, '--root', fx.root],
    {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()))
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()))
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)))
  return { proc, output: () => out, exited }
}

async function ready(r: Running): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const m = /Ready in [\d.]+ s/.exec(r.output())
    if (m) return /API URL\s+(\S+)/.exec(r.output())?.[1] ?? ''
    if (r.proc.exitCode !== null) break
    await new Promise((res) => setTimeout(res, 50))
  }
  throw new Error(`the CLI did not become ready:\n${r.output()}`)
}

describe('the CLI', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`prints the banner, serves, and stops every child process on ${signal}`, async () => {
      const run = cli('start', '--api-port', '0', '--db-port', '0')
      const apiUrl = await ready(run)
      expect(run.output()).toContain('anon key')
      expect(run.output()).toContain('Mailbox')
      const health = await fetch(`${apiUrl}/auth/v1/health`)
      expect(health.status).toBe(200)
      const settings = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: 'x' } })
      expect(settings.status).toBe(401)
      // the developer's stack limits Auth as hosted does (0052)
      const limits = await fetch(`${apiUrl}/auth/v1/devstack/settings`, {
        headers: { apikey: SERVICE_ROLE_KEY },
      })
      expect(((await limits.json()) as { rate_limit: { enforced: boolean } }).rate_limit).toEqual(
        expect.objectContaining({ enforced: process.env.DEVSTACK_AUTH_RATE_LIMITS !== 'off' }),
      )
      expect(processesMentioning(fx.dataDir).length).toBeGreaterThan(0)
      run.proc.kill(signal)
      expect(await run.exited).toBe(0)
      expect(run.output()).toContain('[devstack] stopped')
      expect(processesMentioning(fx.dataDir)).toEqual([])
    })
  }

  it('refuses a taken port with a clear message and exit code 1', async () => {
    const server = createServer()
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const addr = server.address()
    const port = typeof addr === 'object' && addr ? addr.port : 0
    try {
      const run = cli('start', '--api-port', String(port), '--db-port', '0')
      expect(await run.exited).toBe(1)
      expect(run.output()).toContain(`cannot start: Port ${port} (API gateway) is already in use`)
    } finally {
      server.close()
    }
    expect(processesMentioning(fx.dataDir)).toEqual([])
  })

  it('takes its children along when a script without signal handlers is terminated', async () => {
    const script = `import('./src/index.ts').then((m) => m.startStack({ apiPort: 0, dbPort: 0, quiet: true, dataDir: ${JSON.stringify(fx.dataDir)}, root: ${JSON.stringify(fx.root)} })).then(() => console.log('READY'))`
    const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    proc.stdout?.on('data', (b: Buffer) => (out += b.toString()))
    proc.stderr?.on('data', (b: Buffer) => (out += b.toString()))
    const exited = new Promise((r) => proc.on('exit', r))
    for (let i = 0; i < 400 && !out.includes('READY'); i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(out).toContain('READY')
    expect(processesMentioning(fx.dataDir).length).toBeGreaterThan(0)
    proc.kill('SIGTERM')
    await exited
    for (let i = 0; i < 100 && processesMentioning(fx.dataDir).length; i++)
      await new Promise((r) => setTimeout(r, 100))
    expect(processesMentioning(fx.dataDir)).toEqual([])
  })

  it('cleans up after a devstack that was killed with SIGKILL', async () => {
    const run = cli('start', '--api-port', '0', '--db-port', '0')
    await ready(run)
    run.proc.kill('SIGKILL')
    await run.exited
    // nothing can run after SIGKILL: PostgreSQL and PostgREST are left over...
    const leftovers = processesMentioning(fx.dataDir)
    const commands = leftovers.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
    expect(commands.some((c) => c.includes('/postgrest\0'))).toBe(true)
    expect(commands.some((c) => c.includes('/bin/postgres\0'))).toBe(true)
    // ...and the next start stops them and starts cleanly on the same data folder
    const stack = await start(fx)
    try {
      for (const pid of leftovers) expect(processesMentioning(fx.dataDir)).not.toContain(pid)
      const res = await fetch(`${stack.apiUrl}/rest/v1/t`, { headers: { apikey: stack.anonKey } })
      expect(res.status).toBe(200)
    } finally {
      await stack.stop()
    }
    expect(processesMentioning(fx.dataDir)).toEqual([])
  })
})
