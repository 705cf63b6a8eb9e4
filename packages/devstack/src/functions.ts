import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { jwtVerify } from 'jose'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { bearer, createRoom, HttpError, node, param, sendJson } from './http'
import { JWT_SECRET } from './keys'
import { freePort } from './ports'
import { spawnChild, type Child } from './proc'

/**
 * Edge Functions as Supabase serves them (docs/decisions/0024-edge-functions-locally.md):
 * `supabase/functions/<name>/index.ts` runs under Deno (the `deno` npm package's binary), one
 * process per function, started on its first request and restarted after it dies. The gateway
 * checks the JWT when `[functions.<name>] verify_jwt` (default true) asks for it, never on a
 * CORS preflight, and adds no CORS headers of its own: the function answers CORS, as on Supabase.
 */
export interface FunctionsOptions {
  root: string
  /** `[functions.<name>] verify_jwt` from config.toml; missing means true */
  verifyJwt: (name: string) => boolean
  /** the variables the hosted runtime sets, plus the devstack's own (mail catcher) */
  env: () => Record<string, string>
  logDir: string
  log: (m: string) => void
}

interface Worker {
  child: Child
  port: number
  ready: Promise<void>
}

const secret = new TextEncoder().encode(JWT_SECRET)
const host = fileURLToPath(new URL('./deno/host.js', import.meta.url))
const BOOT_TIMEOUT_MS = 60_000
/** How long a failed request waits to see its worker's exit before answering 500. */
const EXIT_WAIT_MS = 2_000
/** where the gateway mounts the functions */
export const MOUNT = '/functions/v1'
const notFound = () =>
  new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })

/** The Deno binary of the `deno` npm package, found the way the package itself finds it. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url)
  const api = require('deno/install_api.cjs') as { runInstall(): string }
  return api.runInstall()
}

/**
 * The environment every Deno process of the devstack starts with: none of the caller's own
 * variables but PATH and HOME, the proxy and registry settings Deno reads to fetch `npm:`
 * imports, and the operating system's certificate store beside Deno's own (a machine whose
 * registry traffic passes a TLS-inspecting proxy trusts that proxy only through the system store).
 */
export function denoEnv(): Record<string, string> {
  const passed = ['PATH', 'HOME', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'NPM_CONFIG_REGISTRY']
  const env: Record<string, string> = { DENO_TLS_CA_STORE: 'mozilla,system', NO_COLOR: '1' }
  for (const name of passed) {
    const value = process.env[name] ?? process.env[name.toLowerCase()]
    if (value) env[name] = value
  }
  return env
}

/** `supabase/functions/.env`, as `supabase functions serve` reads it (KEY=value lines). */
function dotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const out: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (m?.[1]) out[m[1]] = (m[2] ?? '').replace(/^(['"])(.*)\1$/, '$2')
  }
  return out
}

/**
 * `--config` with the function's own deno.json (or deno.jsonc), as `supabase functions deploy`
 * and `serve` take it: its import map and settings; nothing when it has none.
 */
export function functionConfig(dir: string): string[] {
  const config = ['deno.json', 'deno.jsonc'].map((f) => join(dir, f)).find((f) => existsSync(f))
  return config ? ['--config', config] : []
}

export function functionNames(root: string): string[] {
  const dir = join(root, 'supabase', 'functions')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .filter((d) => existsSync(join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
}

export function createFunctionsService(opts: FunctionsOptions) {
  const workers = new Map<string, Worker>()
  let closed = false

  async function boot(name: string): Promise<Worker> {
    const port = await freePort()
    const dir = join(opts.root, 'supabase', 'functions', name)
    const entry = pathToFileURL(join(dir, 'index.ts')).href
    const env = {
      ...dotEnv(join(opts.root, 'supabase', 'functions', '.env')),
      ...opts.env(),
      DEVSTACK_FUNCTION_ENTRY: entry,
      DEVSTACK_FUNCTION_PORT: String(port),
      SB_EXECUTION_ID: name,
    }
    const child = spawnChild(
      `function ${name}`,
      denoBinary(),
      // npm: imports come from Deno's own cache, as on the hosted runtime, not from the
      // workspace's node_modules (a package.json up the tree would make Deno look there);
      // the function's own deno.json (its import map), named because host.js is the main module
      [
        'run',
        '--allow-all',
        '--no-prompt',
        '--node-modules-dir=none',
        ...functionConfig(dir),
        host,
      ],
      {
        cwd: dir,
        env: { ...denoEnv(), ...env },
        logFile: join(opts.logDir, `function-${name}.log`),
      },
    )
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`did not start in ${BOOT_TIMEOUT_MS / 1000} s`)),
        BOOT_TIMEOUT_MS,
      )
      const onData = (buf: Buffer) => {
        if (buf.toString('utf8').includes('DEVSTACK_FUNCTION_READY')) {
          clearTimeout(timer)
          child.proc.stdout?.off('data', onData)
          resolve()
        }
      }
      child.proc.stdout?.on('data', onData)
      void child.exited.then((code) => {
        clearTimeout(timer)
        reject(new Error(`exited (code ${String(code)}) while starting:\n${child.tail()}`))
      })
    })
    const worker = { child, port, ready }
    void child.exited.then((code) => {
      if (workers.get(name) === worker) workers.delete(name)
      if (!closed)
        opts.log(`function ${name} exited (code ${String(code)}); it restarts on its next request`)
    })
    return worker
  }

  async function worker(name: string): Promise<Worker> {
    let w = workers.get(name)
    if (!w) {
      w = await boot(name)
      workers.set(name, w)
    }
    try {
      await w.ready
    } catch (err) {
      workers.delete(name)
      await w.child.stop('SIGKILL', 1000)
      opts.log(`function ${name} failed to start: ${(err as Error).message}`)
      throw new HttpError(503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      })
    }
    return w
  }

  async function checkJwt(req: IncomingMessage): Promise<void> {
    const token = bearer(req)
    if (!token) throw new HttpError(401, { code: 401, message: 'Missing authorization header' })
    try {
      await jwtVerify(token, secret, { algorithms: ['HS256'] })
    } catch {
      throw new HttpError(401, { code: 401, message: 'Invalid JWT' })
    }
  }

  function proxy(
    req: IncomingMessage,
    res: ServerResponse,
    w: Worker,
    path: string,
  ): Promise<void> {
    return new Promise((resolve) => {
      const headers = { ...req.headers, host: `127.0.0.1:${w.port}` }
      delete headers.connection
      const upstream = request(
        { host: '127.0.0.1', port: w.port, method: req.method, path, headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers)
          up.pipe(res)
          up.on('end', resolve)
          up.on('error', () => {
            res.destroy()
            resolve()
          })
        },
      )
      upstream.on('error', () => {
        // The process died while handling this request. Its socket closes before Node sees the
        // exit: answer once the exit is seen (the worker then leaves the map), so a request sent
        // right after this answer starts a fresh worker instead of reaching the dead one.
        void Promise.race([w.child.exited, delay(EXIT_WAIT_MS)]).then(() => {
          sendJson(res, 500, {
            code: 'WORKER_ERROR',
            message: 'Function exited due to an error (please check logs)',
          })
          resolve()
        })
      })
      req.pipe(upstream)
    })
  }

  const app = createRoom()
  // the function sees /<name>/... and the query, as on the hosted runtime
  app.all(
    '/:name{[A-Za-z0-9_-]+}/*',
    node(async (req, res, url, c) => {
      const name = param(c, 'name')
      if (!functionNames(opts.root).includes(name)) throw notFound()
      if (req.method !== 'OPTIONS' && opts.verifyJwt(name)) await checkJwt(req)
      await proxy(req, res, await worker(name), (req.url ?? '').slice(MOUNT.length))
    }),
  )
  app.all('*', () => {
    throw notFound()
  })

  return {
    app,
    /** Stops every running function: each starts again, with the environment of now, when called. */
    async restart(): Promise<void> {
      const running = [...workers.values()]
      workers.clear()
      await Promise.all(running.map((w) => w.child.stop('SIGTERM', 3000)))
    },
    async close(): Promise<void> {
      closed = true
      await Promise.all([...workers.values()].map((w) => w.child.stop('SIGTERM', 3000)))
      workers.clear()
    },
  }
}
