import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { jwtVerify } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ANON_KEY,
  IncompatibleDataDirError,
  JWT_SECRET,
  onStackFailure,
  PortInUseError,
  SERVICE_ROLE_KEY,
  stackDetails,
  startStack,
} from '../src/index'
import { adminSql, anon, fixture, processesMentioning, sql, start, type Fixture } from './helpers'

const fixtures: Fixture[] = []
const make = (files: Parameters<typeof fixture>[0]) => {
  const fx = fixture(files)
  fixtures.push(fx)
  return fx
}

afterAll(() => {
  for (const fx of fixtures) fx.cleanup()
})

const FIRST = `create table public.items (id int primary key, label text not null);`
const SEED = `insert into public.items values (1, 'from seed');`

describe('the well-known keys', () => {
  it("are the Supabase CLI's demo JWTs signed with its local secret", async () => {
    const secret = new TextEncoder().encode(JWT_SECRET)
    expect(JWT_SECRET).toBe('super-secret-jwt-token-with-at-least-32-characters-long')
    expect((await jwtVerify(ANON_KEY, secret)).payload).toEqual({
      iss: 'supabase-demo',
      role: 'anon',
      exp: 1983812996,
    })
    expect((await jwtVerify(SERVICE_ROLE_KEY, secret)).payload).toEqual({
      iss: 'supabase-demo',
      role: 'service_role',
      exp: 1983812996,
    })
  })
})

describe('data folder lifecycle', () => {
  it('keeps data over a restart, applies only new migrations, seeds once; reset wipes', async () => {
    const fx = make({ migrations: { '20240101000000_items.sql': FIRST }, seed: SEED })
    const first = await start(fx)
    const firstMs = stackDetails(first)?.readyMs ?? Infinity
    expect(stackDetails(first)).toMatchObject({
      fresh: true,
      seed: 'applied',
      migrations: { applied: ['20240101000000_items.sql'], total: 1 },
    })
    await sql(first, `insert into public.items values (2, 'added by hand')`)
    const { data: upload } = await anon(first).from('items').select('label').order('id')
    expect(upload).toEqual([{ label: 'from seed' }, { label: 'added by hand' }])
    await first.stop()
    expect(processesMentioning(fx.dataDir)).toEqual([])
    expect(firstMs).toBeLessThan(20_000)

    writeFileSync(
      join(fx.root, 'supabase', 'migrations', '20240102000000_more.sql'),
      `alter table public.items add column extra text default 'x';`,
    )
    const second = await start(fx)
    try {
      expect(stackDetails(second)).toMatchObject({
        fresh: false,
        seed: 'already',
        migrations: { applied: ['20240102000000_more.sql'], total: 2 },
      })
      expect(stackDetails(second)?.readyMs).toBeLessThan(5_000)
      expect(await sql(second, 'select id, label, extra from public.items order by id')).toEqual([
        { id: 1, label: 'from seed', extra: 'x' },
        { id: 2, label: 'added by hand', extra: 'x' },
      ])
      expect(
        await sql(
          second,
          'select version, name from supabase_migrations.schema_migrations order by version',
        ),
      ).toEqual([
        { version: '20240101000000', name: 'items' },
        { version: '20240102000000', name: 'more' },
      ])
      // PostgREST sees the new column (its schema cache was built after the migrations)
      const { data, error } = await anon(second).from('items').select('extra').eq('id', 2)
      expect(error).toBeNull()
      expect(data).toEqual([{ extra: 'x' }])
    } finally {
      await second.stop()
    }

    const third = await start(fx, { reset: true })
    try {
      expect(stackDetails(third)).toMatchObject({ fresh: true, seed: 'applied' })
      expect(await sql(third, 'select id from public.items')).toEqual([{ id: 1 }])
    } finally {
      await third.stop()
    }
    expect(processesMentioning(fx.dataDir)).toEqual([])
  })

  it("reloads PostgREST's schema cache when DDL happens while running", async () => {
    const fx = make({})
    const stack = await start(fx)
    try {
      await sql(
        stack,
        'create table public.late (id int primary key); insert into public.late values (7);',
      )
      let data: unknown = null
      for (let i = 0; i < 50 && !data; i++) {
        const res = await anon(stack).from('late').select('id')
        if (!res.error) data = res.data
        else await new Promise((r) => setTimeout(r, 100))
      }
      expect(data).toEqual([{ id: 7 }])
    } finally {
      await stack.stop()
    }
  })
})

describe('a child process dying', () => {
  it('stops the whole stack and tells the listeners', async () => {
    const fx = make({})
    const stack = await start(fx)
    const failed = new Promise<string>((resolve) => onStackFailure(stack, resolve))
    const postgrest = processesMentioning(fx.dataDir).find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('/postgrest\0'),
    )
    expect(postgrest).toBeDefined()
    process.kill(postgrest as number, 'SIGKILL')
    expect(await failed).toMatch(/^PostgREST exited unexpectedly/)
    expect(processesMentioning(fx.dataDir)).toEqual([])
    await stack.stop()
  })
})

describe('refusing to start', () => {
  it('refuses a data folder that a running stack already uses', async () => {
    const fx = make({})
    const stack = await start(fx)
    try {
      await expect(start(fx)).rejects.toThrow('already runs a devstack')
      // the running stack was not disturbed
      const res = await fetch(`${stack.apiUrl}/rest/v1/`, { headers: { apikey: stack.anonKey } })
      expect(res.status).toBe(200)
    } finally {
      await stack.stop()
    }
  })

  it('notes when the data folder predates the current bootstrap', async () => {
    const fx = make({})
    const first = await start(fx)
    await adminSql(first, `comment on schema _devstack is 'devstack bootstrap 0000'`)
    await first.stop()
    const second = await start(fx)
    try {
      expect(stackDetails(second)?.notes.join('\n')).toContain('run `pnpm stack:reset`')
    } finally {
      await second.stop()
    }
  })

  async function occupy(): Promise<{ server: Server; port: number }> {
    const server = createServer()
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const addr = server.address()
    return { server, port: typeof addr === 'object' && addr ? addr.port : 0 }
  }

  it('names the port that is taken (API and database)', async () => {
    const fx = make({})
    const { server, port } = await occupy()
    try {
      await expect(start(fx, { apiPort: port })).rejects.toThrow(PortInUseError)
      await expect(start(fx, { dbPort: port })).rejects.toThrow(
        `Port ${port} (PostgreSQL) is already in use`,
      )
    } finally {
      server.close()
    }
    expect(processesMentioning(fx.dataDir)).toEqual([])
  })

  it('does not wipe a folder that is not a devstack data folder', async () => {
    const fx = make({})
    mkdirSync(fx.dataDir, { recursive: true })
    writeFileSync(join(fx.dataDir, 'precious.txt'), 'keep me')
    await expect(start(fx, { reset: true })).rejects.toThrow(
      'does not look like a devstack data folder',
    )
    expect(readFileSync(join(fx.dataDir, 'precious.txt'), 'utf8')).toBe('keep me')
  })

  it('explains a data folder of another PostgreSQL version', async () => {
    const fx = make({})
    mkdirSync(join(fx.dataDir, 'postgres'), { recursive: true })
    writeFileSync(join(fx.dataDir, 'postgres', 'PG_VERSION'), '15\n')
    const attempt = start(fx)
    await expect(attempt).rejects.toThrow(IncompatibleDataDirError)
    await expect(attempt).rejects.toThrow(
      /created by PostgreSQL 15.*runs PostgreSQL 17.*stack:reset/s,
    )
  })

  it('reports a broken migration with its file and line, and leaves no process behind', async () => {
    const fx = make({
      migrations: {
        '20240101000000_ok.sql': 'create table public.fine (id int);',
        '20240102000000_broken.sql':
          'create table public.a (id int);\n\ncreate tabel public.b (id int);\n',
      },
    })
    const attempt = startStack({
      apiPort: 0,
      dbPort: 0,
      dataDir: fx.dataDir,
      root: fx.root,
      quiet: true,
    })
    await expect(attempt).rejects.toThrow(
      /supabase\/migrations\/20240102000000_broken\.sql: syntax error at or near "tabel"[\s\S]*:3/,
    )
    expect(processesMentioning(fx.dataDir)).toEqual([])

    // the good migration stays applied, the broken one (its transaction) left nothing
    writeFileSync(
      join(fx.root, 'supabase', 'migrations', '20240102000000_broken.sql'),
      'create table public.a (id int);\n',
    )
    const stack = await start(fx)
    try {
      expect(stackDetails(stack)?.migrations.applied).toEqual(['20240102000000_broken.sql'])
    } finally {
      await stack.stop()
    }
  })
})
