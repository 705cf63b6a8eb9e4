import { request } from 'node:http'
import type { StackConfig } from './config'
import { DB_PASSWORD, JWT_SECRET } from './keys'
import { postgrestBinary } from './paths'
import { sleep, spawnChild, type Child } from './proc'

export interface PostgrestHandle {
  child: Child
  socket: string
  stop(): Promise<void>
}

function probe(socket: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ socketPath: socket, path: '/', method: 'HEAD' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

/** The real PostgREST 12 binary, listening on a unix socket that only the gateway uses. */
export async function startPostgrest(opts: {
  dbPort: number
  socket: string
  config: StackConfig
  logFile: string
}): Promise<PostgrestHandle> {
  const { config } = opts
  const schemas = config.api.schemas.length ? config.api.schemas : ['public']
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGRST_DB_URI: `postgres://authenticator:${DB_PASSWORD}@127.0.0.1:${opts.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: schemas.join(','),
    PGRST_DB_EXTRA_SEARCH_PATH: config.api.extraSearchPath.join(','),
    PGRST_DB_MAX_ROWS: String(config.api.maxRows),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_POOL: '10',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: JWT_SECRET,
    PGRST_APP_SETTINGS_JWT_SECRET: JWT_SECRET,
    PGRST_APP_SETTINGS_JWT_EXP: String(config.auth.jwtExpiry),
    PGRST_SERVER_UNIX_SOCKET: opts.socket,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_LOG_LEVEL: 'warn',
  }
  const child = spawnChild('postgrest', postgrestBinary(), [], { env, logFile: opts.logFile })
  let exited = false
  void child.exited.then(() => (exited = true))
  const deadline = Date.now() + 20_000
  for (;;) {
    if (exited) throw new Error(`PostgREST exited during start-up:\n${child.tail()}`)
    const status = await probe(opts.socket)
    if (status === 200) break
    if (Date.now() > deadline) {
      await child.stop('SIGKILL')
      throw new Error(`PostgREST did not become ready within 20 s (last status ${status}):\n${child.tail()}`)
    }
    await sleep(50)
  }
  return { child, socket: opts.socket, stop: () => child.stop('SIGTERM', 5_000) }
}
