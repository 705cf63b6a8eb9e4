import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '../src/migrate'
import {
  adminSql,
  AVATARS_MIGRATION,
  dbUrlAs,
  PROFILES_MIGRATION,
  SEED_USER,
  sql,
  stackOn,
  type TestStack,
} from './helpers'

// Hosted's role model (docs/decisions/0051-hosted-roles-locally.md): postgres is not a
// superuser, migrations and the seed are applied as postgres, and what hosted refuses to
// postgres is refused here too, while what hosted's supautils lets it do still works.

const WHO = `create table public.applied_by (what text, current_name text, session_name text, superuser text);
insert into public.applied_by values ('migration', current_user, session_user, current_setting('is_superuser'));`

let stack: TestStack
let scratch: string
let version = 20250101000000

beforeAll(async () => {
  stack = await stackOn({
    migrations: {
      '20240101000000_profiles.sql': PROFILES_MIGRATION,
      '20240102000000_avatars.sql': AVATARS_MIGRATION,
      '20240103000000_who.sql': WHO,
    },
    seed: `${SEED_USER}
insert into public.applied_by values ('seed', current_user, session_user, current_setting('is_superuser'));`,
  })
  scratch = mkdtempSync(join(tmpdir(), 'devstack-roles-'))
})

afterAll(async () => {
  await stack?.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** Applies one more migration to the running stack as the devstack does: as postgres. */
async function migrate(text: string): Promise<string[]> {
  const root = join(scratch, String(version))
  mkdirSync(join(root, 'supabase', 'migrations'), { recursive: true })
  writeFileSync(join(root, 'supabase', 'migrations', `${version++}_extra.sql`), text)
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    return (await applyMigrations(client, root, () => undefined)).applied
  } finally {
    await client.end()
  }
}

describe('the postgres role', () => {
  it("has hosted's attributes: no superuser, but BYPASSRLS, CREATEROLE, CREATEDB, REPLICATION", async () => {
    const rows = await sql(
      stack,
      `select rolname, rolsuper, rolbypassrls, rolcreaterole, rolcreatedb, rolreplication, rolcanlogin
         from pg_roles where rolname in ('postgres', 'supabase_admin') order by rolname`,
    )
    expect(rows).toEqual([
      {
        rolname: 'postgres',
        rolsuper: false,
        rolbypassrls: true,
        rolcreaterole: true,
        rolcreatedb: true,
        rolreplication: true,
        rolcanlogin: true,
      },
      {
        rolname: 'supabase_admin',
        rolsuper: true,
        rolbypassrls: true,
        rolcreaterole: true,
        rolcreatedb: true,
        rolreplication: true,
        rolcanlogin: true,
      },
    ])
    expect(
      await sql(stack, 'select current_user as u, current_setting($1) as s', ['is_superuser']),
    ).toEqual([{ u: 'postgres', s: 'off' }])
  })

  it('is a member of anon, authenticated and service_role (with admin option), not of the service admins', async () => {
    const rows = await sql<{ role: string; member: boolean; admin: boolean }>(
      stack,
      `select r as role, pg_has_role('postgres', r, 'member') as member,
              coalesce((select m.admin_option from pg_auth_members m
                         where m.roleid = r::regrole and m.member = 'postgres'::regrole), false) as admin
         from unnest(array['anon', 'authenticated', 'service_role',
                           'supabase_auth_admin', 'supabase_storage_admin', 'supabase_admin']) as r
        order by 1`,
    )
    expect(rows).toEqual([
      { role: 'anon', member: true, admin: true },
      { role: 'authenticated', member: true, admin: true },
      { role: 'service_role', member: true, admin: true },
      { role: 'supabase_admin', member: false, admin: false },
      { role: 'supabase_auth_admin', member: false, admin: false },
      { role: 'supabase_storage_admin', member: false, admin: false },
    ])
  })

  it("may write auth.users but only read auth.identities, and may not write Storage's migrations", async () => {
    const [row] = await sql(
      stack,
      `select has_table_privilege('auth.users', 'insert, update, delete, trigger, references') as users,
              has_table_privilege('auth.identities', 'select') as read_identities,
              has_table_privilege('auth.identities', 'insert') or has_table_privilege('auth.identities', 'update')
                or has_table_privilege('auth.identities', 'delete') as write_identities,
              has_table_privilege('storage.objects', 'insert, update, delete') as objects,
              has_table_privilege('storage.migrations', 'insert') or has_table_privilege('storage.migrations', 'delete')
                as write_storage_migrations,
              has_schema_privilege('auth', 'create') or has_schema_privilege('storage', 'create') as create_there`,
    )
    expect(row).toEqual({
      users: true,
      read_identities: true,
      write_identities: false,
      objects: true,
      write_storage_migrations: false,
      create_there: false,
    })
  })

  it('cannot change server settings (ALTER SYSTEM needs the superuser)', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      await expect(client.query(`alter system set work_mem = '8MB'`)).rejects.toThrow(
        'permission denied to set parameter "work_mem"',
      )
    } finally {
      await client.end()
    }
  })
})

describe('migrations and seed', () => {
  it('are applied as postgres, never as a superuser', async () => {
    expect(await sql(stack, 'select * from public.applied_by order by what')).toEqual([
      { what: 'migration', current_name: 'postgres', session_name: 'postgres', superuser: 'off' },
      { what: 'seed', current_name: 'postgres', session_name: 'postgres', superuser: 'off' },
    ])
  })

  it('are recorded in supabase_migrations, which postgres made as the CLI does, statement by statement', async () => {
    const owners = await sql<{ name: string; owner: string }>(
      stack,
      `select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner from pg_class c
        where c.oid in ('supabase_migrations.schema_migrations'::regclass,
                        'supabase_migrations.seed_files'::regclass, 'public.applied_by'::regclass,
                        'public.profiles'::regclass)
        order by 1`,
    )
    expect(owners.map((o) => [o.name, o.owner])).toEqual([
      ['applied_by', 'postgres'],
      ['profiles', 'postgres'],
      ['supabase_migrations.schema_migrations', 'postgres'],
      ['supabase_migrations.seed_files', 'postgres'],
    ])
    const [who] = await sql<{ statements: string[] }>(
      stack,
      `select statements from supabase_migrations.schema_migrations where version = '20240103000000'`,
    )
    expect(who?.statements).toHaveLength(2)
    expect(who?.statements[0]).toMatch(/^create table public\.applied_by/)
  })

  it("create policies on storage.objects, which supabase_storage_admin owns, as hosted's supautils lets them", async () => {
    const [t] = await sql<{ owner: string; policies: number }>(
      stack,
      `select pg_get_userbyid(relowner) as owner,
              (select count(*)::int from pg_policies where schemaname = 'storage' and tablename = 'objects') as policies
         from pg_class where oid = 'storage.objects'::regclass`,
    )
    expect(t).toEqual({ owner: 'supabase_storage_admin', policies: 4 })
    await migrate(`alter policy "avatars: read" on storage.objects rename to "avatars: read all";
comment on policy "avatars: read all" on storage.objects is 'renamed';
drop policy if exists "avatars: read all" on storage.objects;`)
    const names = await sql<{ policyname: string }>(
      stack,
      `select policyname from pg_policies where schemaname = 'storage' order by 1`,
    )
    expect(names.map((n) => n.policyname)).not.toContain('avatars: read all')
    expect(names).toHaveLength(3)
  })

  it('drop a trigger on auth.users, create a privileged extension and set session_replication_role', async () => {
    expect(
      await migrate(`set local session_replication_role = replica;
drop trigger if exists on_auth_user_created on auth.users;
create extension if not exists dblink with schema extensions;`),
    ).toHaveLength(1)
    expect(
      await adminSql(
        stack,
        `select (select count(*)::int from pg_trigger where tgrelid = 'auth.users'::regclass and not tgisinternal) as triggers,
                (select pg_get_userbyid(extowner) from pg_extension where extname = 'dblink') as dblink`,
      ),
    ).toEqual([{ triggers: 0, dblink: 'supabase_admin' }])
  })

  const refused: Array<[string, string, string]> = [
    [
      'an untrusted extension',
      'create extension pageinspect',
      'permission denied to create extension "pageinspect"',
    ],
    [
      'writing auth.identities',
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       values ('x', 'b0000000-0000-4000-8000-000000000001', '{}', 'email')`,
      'permission denied for table identities',
    ],
    ['a table in auth', 'create table auth.mine (id int)', 'permission denied for schema auth'],
    [
      'a function in storage',
      'create function storage.mine() returns int language sql as $$ select 1 $$',
      'permission denied for schema storage',
    ],
    ['dropping a Storage table', 'drop table storage.objects', 'must be owner of table objects'],
    [
      "writing Storage's migrations",
      'delete from storage.migrations',
      'permission denied for table migrations',
    ],
    [
      'a policy on a table no grant covers',
      'create policy p on storage.migrations using (true)',
      'must be owner of table migrations',
    ],
    ['becoming a superuser', 'alter role postgres superuser', 'permission denied to alter role'],
    [
      'joining supabase_auth_admin',
      'grant supabase_auth_admin to postgres',
      'permission denied to grant role "supabase_auth_admin"',
    ],
    [
      'switching to supabase_storage_admin',
      'set role supabase_storage_admin',
      'permission denied to set role "supabase_storage_admin"',
    ],
    [
      'a setting only the superuser may change',
      'set zero_damaged_pages = on',
      'permission denied to set parameter "zero_damaged_pages"',
    ],
  ]

  it.each(refused)('refuse %s as hosted does', async (_what, statement, message) => {
    const before = await sql(stack, 'select version from supabase_migrations.schema_migrations')
    await expect(migrate(`select 1;\n${statement};`)).rejects.toThrow(
      new RegExp(`_extra\\.sql: ${message.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}[\\s\\S]*:2`),
    )
    expect(await sql(stack, 'select version from supabase_migrations.schema_migrations')).toEqual(
      before,
    )
  })

  it('cannot reach the supautils door as any other role', async () => {
    const client = new pg.Client({ connectionString: dbUrlAs(stack, 'authenticator') })
    await client.connect()
    try {
      await expect(
        client.query(
          `select _devstack.supautils('policy', 'storage.objects', 'drop policy x on storage.objects')`,
        ),
      ).rejects.toThrow('permission denied for schema _devstack')
    } finally {
      await client.end()
    }
  })
})
