import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../src/index'
import { anon, authRequest, service, sql, stackOn, type TestStack } from './helpers'

// config.toml decides: with confirmations off, sign-up signs in at once and a taken address
// is reported; with sign-ups off, nobody can register.
// a trigger on auth.users that fails for some addresses, and one that needs the caller's rights
const FAILING_TRIGGER = `
create table public.audit (email text);
create function public.on_signup() returns trigger language plpgsql as $$
begin
  if new.email like 'boom%' then raise exception 'no boom allowed'; end if;
  return new;
end $$;
create trigger on_signup before insert on auth.users for each row execute function public.on_signup();
create function public.audit_signup() returns trigger language plpgsql as $$
begin
  if new.email like 'audited%' then insert into public.audit values (new.email); end if;
  return new;
end $$;
create trigger audit_signup after insert on auth.users for each row execute function public.audit_signup();
`

let open: TestStack
let closed: TestStack

beforeAll(async () => {
  ;[open, closed] = await Promise.all([
    stackOn({
      config:
        '[auth]\nsite_url = "http://localhost:5173"\n[auth.email]\nenable_confirmations = false\n',
      migrations: { '20240101000000_trigger.sql': FAILING_TRIGGER },
    }),
    stackOn({ config: '[auth]\nenable_signup = false\n[auth.email]\nenable_signup = false\n' }),
  ])
})

afterAll(() => Promise.all([open?.stop(), closed?.stop()]))

/** A sign-up through supabase-js on the stack with confirmations off. */
function signUpOpen(email: string, password: string) {
  return anon(open).auth.signUp({ email, password })
}

describe('enable_confirmations = false', () => {
  it('signs the user in at once and sends no mail', async () => {
    const { data, error } = await signUpOpen('instant@example.com', 'secret1')
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(await readMailbox(open, 'instant@example.com')).toEqual([])
    const settings = await fetch(`${open.apiUrl}/auth/v1/settings`, {
      headers: { apikey: open.anonKey },
    })
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: true })
  })

  it('reports a taken address as user_already_exists', async () => {
    await signUpOpen('taken@example.com', 'secret1')
    const { error } = await signUpOpen('taken@example.com', 'secret1')
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('uses the default minimum length of 6', async () => {
    const { error } = await signUpOpen('short@example.com', '12345')
    expect(error?.code).toBe('weak_password')
    expect(error?.message).toBe('Password should be at least 6 characters.')
  })

  it("refuses an expired access token with GoTrue's bad_jwt wording", async () => {
    const { data } = await signUpOpen('expired@example.com', 'secret1')
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: '00000000-0000-4000-8000-000000000000',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(open.jwtSecret))
    const res = await authRequest(open, '/user', {
      headers: { authorization: `Bearer ${expired}` },
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    })
  })
})

describe('triggers on auth.users', () => {
  it('turn a failing trigger into GoTrue\'s 500 "Database error saving new user"', async () => {
    const { data, error } = await signUpOpen('boom@example.com', 'secret1')
    expect(data.user).toBeNull()
    expect(error?.status).toBe(500)
    expect(error?.message).toBe('Database error saving new user')
    expect(await sql(open, `select 1 from auth.users where email = 'boom@example.com'`)).toEqual([])
  })

  it('run as supabase_auth_admin, as GoTrue does: a security-invoker trigger cannot write public tables', async () => {
    const { error } = await signUpOpen('audited@example.com', 'secret1')
    expect(error?.message).toBe('Database error saving new user')
    await sql(open, 'alter function public.audit_signup() security definer')
    expect((await signUpOpen('audited2@example.com', 'secret1')).error).toBeNull()
    expect(await sql(open, 'select email from public.audit')).toEqual([
      { email: 'audited2@example.com' },
    ])
  })
})

describe('enable_signup = false ([auth] and [auth.email])', () => {
  it.each([
    {
      refused: 'email logins',
      send: (client: SupabaseClient) =>
        client.auth.signInWithPassword({ email: 'someone@example.com', password: 'secret1' }),
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    },
    {
      refused: 'sign-ups',
      send: (client: SupabaseClient) =>
        client.auth.signUp({ email: 'nobody@example.com', password: 'secret1' }),
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    },
  ])('refuses $refused with 422 $code', async ({ send, code, message }) => {
    const { error } = await send(anon(closed))
    expect(error?.status).toBe(422)
    expect(error?.code).toBe(code)
    expect(error?.message).toBe(message)
  })

  it('says in the settings that the email provider and sign-ups are off', async () => {
    const settings = await fetch(`${closed.apiUrl}/auth/v1/settings`, {
      headers: { apikey: closed.anonKey },
    })
    expect(await settings.json()).toMatchObject({
      disable_signup: true,
      external: { email: false },
    })
  })
})

describe('admin API (service role)', () => {
  it('creates, lists, updates, bans and deletes users', async () => {
    const admin = service(open).auth.admin
    const created = await admin.createUser({
      email: 'Made@Example.com',
      password: 'secret1',
      email_confirm: true,
      user_metadata: { username: 'made' },
    })
    expect(created.error).toBeNull()
    const id = created.data.user?.id ?? ''
    expect(created.data.user).toMatchObject({
      email: 'made@example.com',
      user_metadata: { username: 'made' },
    })
    expect(created.data.user?.email_confirmed_at).toBeTruthy()
    expect(
      (
        await anon(open).auth.signInWithPassword({
          email: 'made@example.com',
          password: 'secret1',
        })
      ).error,
    ).toBeNull()

    const dup = await admin.createUser({ email: 'made@example.com', password: 'secret1' })
    expect(dup.error?.code).toBe('email_exists')

    const list = await admin.listUsers({ page: 1, perPage: 100 })
    expect(list.error).toBeNull()
    expect(list.data.users.map((u) => u.email)).toContain('made@example.com')

    const updated = await admin.updateUserById(id, {
      user_metadata: { city: 'Chattogram' },
      app_metadata: { role: 'admin' },
    })
    expect(updated.data.user?.user_metadata).toEqual({ username: 'made', city: 'Chattogram' })
    expect(updated.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' })

    expect((await admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull()
    expect(
      (
        await anon(open).auth.signInWithPassword({
          email: 'made@example.com',
          password: 'secret1',
        })
      ).error?.code,
    ).toBe('user_banned')
    expect((await admin.updateUserById(id, { ban_duration: 'none' })).error).toBeNull()

    expect((await admin.deleteUser(id)).error).toBeNull()
    expect((await admin.getUserById(id)).error?.code).toBe('user_not_found')
  })

  it('refuses callers without the service role', async () => {
    const res = await anon(open).auth.admin.listUsers()
    expect(res.error?.status).toBe(403)
    expect(res.error?.code).toBe('not_admin')
  })

  it('publishes an empty key set (HS256) and getClaims still works', async () => {
    const res = await fetch(`${open.apiUrl}/auth/v1/.well-known/jwks.json`)
    expect(await res.json()).toEqual({ keys: [] })
    const client = anon(open)
    await client.auth.signUp({ email: 'claims@example.com', password: 'secret1' })
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.email).toBe('claims@example.com')
  })
})
