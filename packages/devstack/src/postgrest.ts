import { rmSync, writeFileSync } from 'node:fs'
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
  configFile: string
}): Promise<PostgrestHandle> {
  const { config } = opts
  const schemas = config.api.schemas.length ? config.api.schemas : ['public']
  const settings: Record<string, string | number | boolean> = {
    'db-uri': `postgres://authenticator:${DB_PASSWORD}@127.0.0.1:${opts.dbPort}/postgres`,
    'db-schemas': schemas.join(','),
    'db-extra-search-path': config.api.extraSearchPath.join(','),
    'db-max-rows': config.api.maxRows,
    'db-anon-role': 'anon',
    'db-pool': 10,
    'db-channel-enabled': true,
    'jwt-secret': JWT_SECRET,
    'app.settings.jwt_secret': JWT_SECRET,
    'app.settings.jwt_exp': String(config.auth.jwtExpiry),
    'server-unix-socket': opts.socket,
    'log-level': 'warn',
  }
  const text = Object.entries(settings)
    .map(([k, v]) => `${k} = ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`)
    .join('\n')
  // a config file in the data folder (rather than env vars) also names the folder on the
  // process's command line, so leftovers are easy to find
  writeFileSync(opts.configFile, `${text}\n`, { mode: 0o600 })
  // a socket file left by a killed run would make the bind fail
  rmSync(opts.socket, { force: true })
  const child = spawnChild('postgrest', postgrestBinary(), [opts.configFile], {
    env: { PATH: process.env.PATH },
    logFile: opts.logFile,
  })
  let exited = false
  void child.exited.then(() => (exited = true))
  const deadline = Date.now() + 20_000
  for (;;) {
    if (exited) throw new Error(`PostgREST exited during start-up:\n${child.tail()}`)
    const status = await probe(opts.socket)
    if (status === 200) break
    if (Date.now() > deadline) {
      await child.stop('SIGKILL')
      throw new Error(
        `PostgREST did not become ready within 20 s (last status ${status}):\n${child.tail()}`,
      )
    }
    await sleep(50)
  }
  return { child, socket: opts.socket, stop: () => child.stop('SIGTERM', 5_000) }
}
