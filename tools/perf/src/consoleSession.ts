// A signed-in admin for the console's tabs in `pnpm perf` (routes.ts `consoleTab`): the seeded
// admin signs in to the local backend the console's build talks to, and the session is put where
// the console's client keeps it (localStorage, supabase-js's key), as if the admin had logged in
// before. Lighthouse 13 keeps localStorage between runs unless told (screens.ts).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export interface ConsoleBackend {
  url: string
  anonKey: string
}

/** The first value of `name` in the env files, as Vite reads them (.env.local over .env). */
function fromEnvFiles(dir: string, name: string): string | undefined {
  for (const file of ['.env.local', '.env']) {
    const path = join(dir, file)
    if (!existsSync(path)) continue
    const line = readFileSync(path, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}=`))
    if (line) return line.slice(name.length + 1).trim()
  }
  return undefined
}

/** The backend the console's build talks to: the build's env (process env, then its files). */
export function consoleBackend(adminDir: string): ConsoleBackend | null {
  const url = process.env.VITE_SUPABASE_URL ?? fromEnvFiles(adminDir, 'VITE_SUPABASE_URL')
  const anonKey =
    process.env.VITE_SUPABASE_ANON_KEY ?? fromEnvFiles(adminDir, 'VITE_SUPABASE_ANON_KEY')
  return url && anonKey ? { url, anonKey } : null
}

/** Where the console's client keeps its session (supabase-js: `sb-<first label of the host>-auth-token`). */
export const sessionKey = (backend: ConsoleBackend) =>
  `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`

/** The seeded admin's email and password (supabase/seed-accounts.json). */
export function seededAdmin(repo: string): { email: string; password: string } {
  const accounts = JSON.parse(readFileSync(join(repo, 'supabase/seed-accounts.json'), 'utf8')) as {
    email: string
    password: string
    role: string
  }[]
  const admin = accounts.find((a) => a.role === 'admin')
  if (!admin) throw new Error('supabase/seed-accounts.json has no admin')
  return admin
}

/** Signs the admin in (Auth's password grant): the session as the client stores it. */
export async function signIn(
  backend: ConsoleBackend,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(new URL('auth/v1/token?grant_type=password', backend.url), {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) throw new Error(`Auth answered ${response.status}: ${await response.text()}`)
  const session = (await response.json()) as { expires_in: number; expires_at?: number }
  session.expires_at ??= Math.round(Date.now() / 1000) + session.expires_in
  return JSON.stringify(session)
}

/** A page of the console's origin that runs nothing: where the session is written. */
export const blankPath = '/__perf-session'
export const blankHtml = '<!doctype html><title>perf session</title>'

/**
 * Writes `session` under `key` in the localStorage of `origin`, in the Chrome Lighthouse drives
 * (its debugging port): a page of the origin is opened, written and closed.
 */
export async function storeSession(port: number, origin: string, key: string, session: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    await page.goto(`${origin}${blankPath}`)
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, session])
    await page.close()
  } finally {
    await browser.close()
  }
}
