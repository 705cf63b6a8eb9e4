import { describe, expect, it } from 'vitest'
import { splitStatements, supautilsStatement } from '../src/migrate'

// How the migration runner cuts a file into statements (as the Supabase CLI does before it
// sends them) and which of them hosted's supautils would run as the superuser.
const texts = (sql: string) => splitStatements(sql).map((s) => s.text)

describe('splitStatements', () => {
  it('cuts at semicolons and keeps where each statement starts', () => {
    const sql = 'create table a (id int);\n\n  insert into a values (1);'
    expect(splitStatements(sql)).toEqual([
      { text: 'create table a (id int)', start: 0 },
      { text: 'insert into a values (1)', start: 28 },
    ])
  })

  it('does not cut inside strings, quoted names, comments or dollar-quoted bodies', () => {
    const sql = [
      `insert into t values ('a;b', 'it''s; fine', E'back\\'slash;');`,
      `create table "odd;name" (id int);`,
      `-- a comment; with a semicolon`,
      `/* a block; /* nested; */ still; */ select 1;`,
      `create function f() returns int language plpgsql as $body$ begin return 1; end $body$;`,
      `do $$ begin perform 1; end $$;`,
    ].join('\n')
    expect(texts(sql)).toEqual([
      `insert into t values ('a;b', 'it''s; fine', E'back\\'slash;')`,
      `create table "odd;name" (id int)`,
      // comments before a statement are not part of it
      `select 1`,
      `create function f() returns int language plpgsql as $body$ begin return 1; end $body$`,
      `do $$ begin perform 1; end $$`,
    ])
  })

  it('keeps a begin atomic body whole, case ... end included', () => {
    const sql = `create function g(x int) returns int language sql
begin atomic
  select case when x > 0 then 1 else 0 end;
  select 2;
end;
select 3;`
    expect(texts(sql)).toEqual([sql.slice(0, sql.lastIndexOf('end;') + 3), 'select 3'])
  })

  it('ends a statement before a comment that shares its last line', () => {
    expect(texts('select 1 -- one\n;\nselect 2;')).toEqual(['select 1 -- one', 'select 2'])
  })

  it('treats $1 as a parameter, not a dollar quote, and drops statements made of comments', () => {
    expect(texts('prepare p as select $1; -- only a comment\n;;\n/* nothing */')).toEqual([
      'prepare p as select $1',
    ])
  })
})

describe('supautilsStatement', () => {
  it.each([
    [
      `create policy "avatars: x" on storage.objects for select using (true)`,
      'policy',
      'storage.objects',
    ],
    ['ALTER POLICY p ON "storage"."objects" RENAME TO q', 'policy', '"storage"."objects"'],
    ['drop policy if exists p on storage.objects', 'policy', 'storage.objects'],
    [`comment on policy p on auth.users is 'x'`, 'policy', 'auth.users'],
    ['drop trigger if exists t on auth.users', 'drop_trigger', 'auth.users'],
    ['create extension if not exists dblink with schema extensions', 'extension', 'dblink'],
    ['drop extension "uuid-ossp"', 'extension', 'uuid-ossp'],
    ['set session_replication_role = replica', 'setting', 'session_replication_role'],
    ['set local statement_timeout to 0', 'setting', 'statement_timeout'],
  ])('finds in %j a %s on %s', (sql, kind, target) => {
    expect(supautilsStatement(sql)).toEqual({ kind, target })
  })

  it.each([
    'create trigger t after insert on auth.users for each row execute function f()',
    'drop table storage.objects',
    'drop extension a, b',
    'select 1',
  ])('leaves %j to postgres', (sql) => {
    expect(supautilsStatement(sql)).toBeUndefined()
  })
})
