import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbUrlAs, sql, stackOn, type TestStack } from './helpers'

// What hosted Supabase provides before the first migration, checked in SQL.
let stack: TestStack

beforeAll(async () => {
  stack = await stackOn({
    migrations: { '20240101000000_t.sql': 'create table public.t (id serial primary key);' },
  })
})

afterAll(() => stack?.stop())

describe('roles', () => {
  it("has Supabase's API roles with their attributes", async () => {
    const rows = await sql<{
      rolname: string
      rolcanlogin: boolean
      rolbypassrls: boolean
      rolinherit: boolean
    }>(
      stack,
      `select rolname, rolcanlogin, rolbypassrls, rolinherit from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`,
    )
    expect(rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolbypassrls: false, rolinherit: true },
      { rolname: 'authenticated', rolcanlogin: false, rolbypassrls: false, rolinherit: true },
      { rolname: 'authenticator', rolcanlogin: true, rolbypassrls: false, rolinherit: false },
      { rolname: 'service_role', rolcanlogin: false, rolbypassrls: true, rolinherit: true },
    ])
    const members = await sql<{ role: string }>(
      stack,
      `select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid
        join pg_roles u on u.oid = m.member where u.rolname = 'authenticator' order by 1`,
    )
    expect(members.map((m) => m.role)).toEqual(['anon', 'authenticated', 'service_role'])
    expect(
      await sql(
        stack,
        `select 1 from pg_roles where rolname in ('supabase_admin', 'supabase_auth_admin', 'supabase_storage_admin')`,
      ),
    ).toHaveLength(3)
  })

  it('lets authenticator log in with the local password', async () => {
    const client = new pg.Client({
      connectionString: dbUrlAs(stack, 'authenticator'),
    })
    await client.connect()
    const { rows } = await client.query<{ u: string }>('select current_user as u')
    await client.end()
    expect(rows[0]?.u).toBe('authenticator')
  })
})

describe('grants on public', () => {
  it('gives tables, sequences and functions made by migrations to the API roles by default', async () => {
    const tables = await sql<{ grantee: string }>(
      stack,
      `select distinct grantee from information_schema.role_table_grants where table_schema = 'public' and table_name = 't' order by 1`,
    )
    expect(tables.map((t) => t.grantee)).toEqual(
      expect.arrayContaining(['anon', 'authenticated', 'service_role']),
    )
    const seq = await sql<{ ok: boolean }>(
      stack,
      `select has_sequence_privilege('anon', 'public.t_id_seq', 'usage') as ok`,
    )
    expect(seq[0]?.ok).toBe(true)
  })
})

describe('auth helpers', () => {
  it('read the claims PostgREST sets in request.jwt.claims', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({
          sub: 'b0000000-0000-4000-8000-000000000009',
          role: 'authenticated',
          email: 'x@example.com',
        }),
      ])
      await client.query('set local role authenticated')
      const { rows } = await client.query(
        `select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'email' as jwt_email`,
      )
      expect(rows[0]).toEqual({
        uid: 'b0000000-0000-4000-8000-000000000009',
        role: 'authenticated',
        email: 'x@example.com',
        jwt_email: 'x@example.com',
      })
      await client.query('rollback')
      const { rows: none } = await client.query('select auth.uid() as uid, auth.jwt() as jwt')
      expect(none[0]).toEqual({ uid: null, jwt: null })
    } finally {
      await client.end()
    }
  })

  it('keeps auth tables away from the API roles', async () => {
    const rows = await sql<{ ok: boolean }>(
      stack,
      `select has_table_privilege('anon', 'auth.users', 'select') or has_table_privilege('authenticated', 'auth.users', 'select') as ok`,
    )
    expect(rows[0]?.ok).toBe(false)
  })
})

describe('storage helpers and extensions', () => {
  it('split object names like Storage does', async () => {
    const [row] = await sql(
      stack,
      `select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file,
              storage.extension('a/b/c.tar.gz') as ext, storage.extension('a/README') as bare`,
    )
    expect(row).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'gz', bare: 'README' })
  })

  it('has RLS on storage.objects and storage.buckets', async () => {
    const rows = await sql<{ relname: string; relrowsecurity: boolean }>(
      stack,
      `select relname, relrowsecurity from pg_class where oid in ('storage.objects'::regclass, 'storage.buckets'::regclass) order by 1`,
    )
    expect(rows).toEqual([
      { relname: 'buckets', relrowsecurity: true },
      { relname: 'objects', relrowsecurity: true },
    ])
  })

  it('offers pgcrypto in extensions, as seed.sql uses it', async () => {
    const [row] = await sql<{ ok: boolean }>(
      stack,
      `select extensions.crypt('pw', extensions.gen_salt('bf')) like '$2a$06$%' as ok`,
    )
    expect(row?.ok).toBe(true)
    const [uuid] = await sql<{ v: string }>(
      stack,
      `select extensions.uuid_generate_v4()::text as v`,
    )
    expect(uuid?.v).toMatch(/^[0-9a-f-]{36}$/)
  })
})
