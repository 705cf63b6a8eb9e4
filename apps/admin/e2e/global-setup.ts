/**
 * Starts the real local backend on fixed ports, builds the console for production against it
 * (into a temporary folder: `dist/` stays the normal build) and serves that build.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStack } from '@repo/devstack'
import { build, preview } from 'vite'
import { ports, urls } from './ports'

const appRoot = fileURLToPath(new URL('..', import.meta.url))

export default async function globalSetup() {
  const work = await mkdtemp(join(tmpdir(), 'admin-e2e-'))
  const stack = await startStack({
    apiPort: ports.api,
    dbPort: ports.db,
    dataDir: join(work, 'stack'),
    reset: true,
    quiet: true,
  })
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey
  process.env.E2E_ANON_KEY = stack.anonKey

  // process.env wins over apps/admin/.env in Vite's env loading.
  process.env.VITE_SUPABASE_URL = urls.api
  process.env.VITE_SUPABASE_ANON_KEY = stack.anonKey
  process.env.VITE_SITE_URL = urls.site
  const outDir = join(work, 'dist')
  await build({
    root: appRoot,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    root: appRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: ports.console, strictPort: true, open: false },
  })

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await stack.stop()
    await rm(work, { recursive: true, force: true })
  }
}
