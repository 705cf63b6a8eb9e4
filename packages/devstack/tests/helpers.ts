import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { expect } from 'vitest'
import { runSql } from '../src/client'
import { startStack, type Stack, type StackOptions } from '../src/index'
import { SUPERUSER } from '../src/postgres'

export interface Fixture {
  /** a stand-in repository root holding supabase/config.toml, migrations/ and seed.sql */
  root: string
  dataDir: string
  cleanup(): void
}

export interface FixtureFiles {
  config?: string
  migrations?: Record<string, string>
  seed?: string
  /** any other file, by its path under the repository root (an Edge Function, what it imports) */
  files?: Record<string, string>
}

/** A temporary repository root so the tests do not depend on the project's own migrations. */
export function fixture(files: FixtureFiles): Fixture {
  const base = mkdtempSync(join(tmpdir(), 'devstack-test-'))
  const root = join(base, 'repo')
  mkdirSync(join(root, 'supabase', 'migrations'), { recursive: true })
  if (files.config !== undefined) writeFileSync(join(root, 'supabase', 'config.toml'), files.config)
  for (const [name, sql] of Object.entries(files.migrations ?? {}))
    writeFileSync(join(root, 'supabase', 'migrations', name), sql)
  if (files.seed !== undefined) writeFileSync(join(root, 'supabase', 'seed.sql'), files.seed)
  for (const [path, text] of Object.entries(files.files ?? {})) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return {
    root,
    dataDir: join(base, 'data'),
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  }
}

export function start(fx: Fixture, extra: StackOptions = {}): Promise<Stack> {
  return startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir: fx.dataDir,
    root: fx.root,
    quiet: true,
    ...extra,
  })
}

/** A stack on a fixture of its own: `stop()` stops the stack, then removes the fixture. */
export interface TestStack extends Stack {
  fx: Fixture
}

/**
 * A test file's stack: a fixture of `files` and a stack started on it, with `env` in the
 * environment while it starts (what the stack reads once, at start: limits on, a test secret).
 */
export async function stackOn(
  files: FixtureFiles,
  { env = {}, ...extra }: StackOptions & { env?: Record<string, string> } = {},
): Promise<TestStack> {
  const fx = fixture(files)
  const before = Object.keys(env).map((name) => [name, process.env[name]] as const)
  Object.assign(process.env, env)
  try {
    const stack = await start(fx, extra)
    return {
      ...stack,
      fx,
      stop: async () => {
        await stack.stop()
        fx.cleanup()
      },
    }
  } catch (err) {
    fx.cleanup()
    throw err
  } finally {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

export const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const

export function anon(stack: Stack): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, clientOptions)
}

export function service(stack: Stack): SupabaseClient {
  return createClient(stack.apiUrl, stack.serviceRoleKey, clientOptions)
}

/**
 * SQL on the stack's database as `postgres` (stack.dbUrl): hosted's postgres, not a superuser,
 * as the dashboard's SQL editor and `supabase db push` are.
 */
export { runSql as sql } from '../src/client'

/** The stack's database as another role (the local password is the same for every role). */
export function dbUrlAs(stack: { dbUrl: string }, role: string): string {
  return stack.dbUrl.replace('postgres:postgres@', `${role}:postgres@`)
}

/** SQL as the superuser supabase_admin: what only the platform does (arranging, inspecting). */
export async function adminSql<R extends pg.QueryResultRow = pg.QueryResultRow>(
  stack: { dbUrl: string },
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  return runSql<R>({ dbUrl: dbUrlAs(stack, SUPERUSER) }, text, values)
}

/** What authRequest takes: fetch's init, a JSON body, and `legacy` for no API version header. */
export type AuthRequestInit = RequestInit & { json?: unknown; legacy?: boolean }

/**
 * A request to the stack's auth service (/auth/v1) with the anon key and the API version
 * header supabase-js sends; the answer's status, JSON body and headers.
 */
export async function authRequest(stack: Stack, path: string, init: AuthRequestInit = {}) {
  const headers: Record<string, string> = {
    apikey: stack.anonKey,
    'content-type': 'application/json',
  }
  if (!init.legacy) headers['x-supabase-api-version'] = '2024-01-01'
  const res = await fetch(`${stack.apiUrl}/auth/v1${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: res.headers,
  }
}

/**
 * The body of a Storage error, which is HTTP 400 whatever went wrong: Storage puts the real
 * status in the body's `statusCode` (a string).
 */
export async function storageError(res: Response): Promise<Record<string, unknown>> {
  expect(res.status).toBe(400)
  return (await res.json()) as Record<string, unknown>
}

/** A browser's CORS preflight: may `origin` POST to `url` with the request headers `headers`? */
export function preflight(url: string, origin: string, headers: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  })
}

/** What a request from a client address got back: its status, its text and Node's headers. */
export interface AnswerFrom {
  status: number
  text: string
  headers: IncomingHttpHeaders
}

/**
 * An HTTP request from the client address `localAddress`, on a connection of its own (fetch
 * cannot choose its source address). Linux routes all of 127.0.0.0/8 to the loopback device,
 * so 127.0.0.2 is a second client of a local stack.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {},
): Promise<AnswerFrom> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress,
        agent: false,
        headers,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * Expects GoTrue's error in the shape a client without the API version header gets:
 * `{ code: <the HTTP status>, error_code, msg }`.
 */
export function expectOldErrorShape(
  answer: { status: number; body: unknown },
  status: number,
  errorCode: string,
  msg: string,
) {
  expect(answer.status).toBe(status)
  expect(answer.body).toEqual({ code: status, error_code: errorCode, msg })
}

/** pids of live processes whose command line mentions `needle` (e.g. a data folder). */
export function processesMentioning(needle: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ')
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(' ')[2]
      if (state !== 'Z' && cmd.includes(needle)) pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
}

export const PROFILES_MIGRATION = `
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text
);
alter table public.profiles enable row level security;
create policy "profiles: own row" on public.profiles for select to authenticated using (id = (select auth.uid()));

create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, username) values (new.id, new.raw_user_meta_data ->> 'username');
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
`

export const AVATARS_MIGRATION = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/*']);

create policy "avatars: upload own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: update own folder" on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: read" on storage.objects for select to authenticated
  using (bucket_id = 'avatars');
create policy "avatars: delete own" on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and owner_id = (select auth.uid())::text);
`

/** A user as a seed can make one on hosted: auth.users only (postgres may not write auth.identities). */
export const SEED_USER = `
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', 'b0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
  'seeded@example.com', extensions.crypt('seeded-pass-1', extensions.gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}', '{"username": "seeded"}', now(), now(), '', '', '', '');
`
