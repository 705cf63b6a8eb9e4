/**
 * The page-view Edge Function (supabase/functions/page-view) through the devstack's gateway, as
 * the learner site's beacon calls it (apps/web/app/lib/pageView.head.ts): a text/plain body with
 * a page id and a language, no key, no cookie. Counted once per view in public.page_views (Dhaka
 * today, page, language); an unknown page or language, a body over 1 KB, a browser asking not to
 * be tracked and a flood from one address add nothing. The table's and function's access for each
 * caller is in matrix.test.ts. docs/decisions/0074-page-views.md.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sql, stack } from './support'

const url = `${stack.functionsUrl}/page-view`
const functionDir = new URL('../functions/page-view/', import.meta.url)
const readJson = <T>(file: string | URL) =>
  JSON.parse(readFileSync(new URL(file, functionDir), 'utf8')) as T
const accepted = readJson<{ pages: string[] }>('pages.json').pages

interface Answer {
  status: number
  headers: Headers
  body: { code?: string; message?: string; hint?: string; details?: string } | null
}

/** A POST as navigator.sendBeacon sends a string: text/plain, no key, no Authorization. */
async function post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
}

/** The views counted for a page in a language, all days together (no midnight to race). */
async function viewsOf(page: string, locale: string): Promise<number> {
  const [row] = await sql<{ views: string }>(
    `select coalesce(sum(views), 0)::text as views from public.page_views
      where page = $1 and locale = $2`,
    [page, locale],
  )
  return Number(row?.views)
}

async function allViews(): Promise<number> {
  const [row] = await sql<{ views: string }>(
    `select coalesce(sum(views), 0)::text as views from public.page_views`,
  )
  return Number(row?.views)
}

/** What this address spent of its page_view allowance. */
async function spent(): Promise<number> {
  const [row] = await sql<{ hits: number }>(
    `select coalesce(sum(hits), 0)::int as hits from private.rate_limit_hits
      where call = 'page_view'`,
  )
  return row?.hits ?? 0
}

beforeAll(async () => {
  // the first call starts the function (Deno, its imports): not part of any test's time
  await post({ warm: true })
}, 120_000)

// every test here posts from 127.0.0.1: each starts with that address's whole allowance
beforeEach(async () => {
  await sql(`delete from private.rate_limit_hits where call = 'page_view'`)
})

describe('a view', () => {
  test('is counted once, today in Dhaka, under its English id and its language: 204, no body', async () => {
    const page = '/courses/web-development'
    const [en, bn] = [await viewsOf(page, 'en'), await viewsOf(page, 'bn')]
    const answer = await post({ page, locale: 'en' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(204)
    expect(answer.body).toBeNull()
    expect(await viewsOf(page, 'en')).toBe(en + 1)
    expect(await viewsOf(page, 'bn')).toBe(bn)

    expect((await post({ page, locale: 'bn' })).status).toBe(204)
    expect(await viewsOf(page, 'bn')).toBe(bn + 1)
    expect(
      await sql(
        `select page, locale from public.page_views
          where page = $1 and day = (now() at time zone 'Asia/Dhaka')::date order by locale`,
        [page],
      ),
    ).toEqual([
      { page, locale: 'bn' },
      { page, locale: 'en' },
    ])
  })

  test('the table keeps a count per day, page and language, nothing about who viewed', async () => {
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'page_views' order by ordinal_position`,
    )
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'page', 'locale', 'views'])
  })

  test("every page id the site sends is accepted: the alias, a lesson's shell, the not-found page", async () => {
    for (const page of ['/', '/courses/skill-pack', '/learn/web-development/lesson', '/404'])
      expect(accepted).toContain(page)
    const before = await viewsOf('/learn/web-development/lesson', 'bn')
    expect((await post({ page: '/learn/web-development/lesson', locale: 'bn' })).status).toBe(204)
    expect(await viewsOf('/learn/web-development/lesson', 'bn')).toBe(before + 1)
  })
})

describe('what is not a view is refused, and nothing is stored', () => {
  const bad: [string, unknown, string][] = [
    ['an unknown page', { page: '/courses/cooking', locale: 'en' }, 'page'],
    ['a Bangla path (the id is the English one)', { page: '/bn/courses', locale: 'bn' }, 'page'],
    ['a page with a trailing slash', { page: '/courses/', locale: 'en' }, 'page'],
    [
      'a lesson address (the id is its shell)',
      { page: '/learn/web-development/abc', locale: 'en' },
      'page',
    ],
    ['no page', { locale: 'en' }, 'page'],
    ['another language', { page: '/courses', locale: 'fr' }, 'locale'],
    ['a language in capitals', { page: '/courses', locale: 'EN' }, 'locale'],
    ['no language', { page: '/courses' }, 'locale'],
    ['anything more (a visitor id)', { page: '/courses', locale: 'en', visitor: 'abc' }, ''],
    ['a list of views', [{ page: '/courses', locale: 'en' }], ''],
  ]
  test.for(bad)('%s: 400 invalid', async ([, body, field]) => {
    const before = await allViews()
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'invalid', hint: 'invalid' })
    if (field) expect(answer.body?.message).toMatch(new RegExp(`^${field}:`))
    expect(await allViews()).toBe(before)
    expect(await spent()).toBe(0)
  })

  test('not JSON: 400', async () => {
    const before = await allViews()
    expect((await post('/courses en')).status).toBe(400)
    expect(await allViews()).toBe(before)
  })

  test('a 2 KB body: 413, read no further', async () => {
    const before = await allViews()
    const answer = await post({ page: '/courses', locale: 'en', pad: 'x'.repeat(2048) })
    expect(answer.status).toBe(413)
    expect(answer.body?.message).toMatch(/1024 bytes/)
    expect(await allViews()).toBe(before)
  })

  test('a GET (or any method but POST): 405, Allow names POST', async () => {
    const res = await fetch(`${url}?page=/courses&locale=en`)
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await fetch(url, { method: 'PUT', body: '{}' })).status).toBe(405)
  })

  test('a preflight (a beacon needs none, a fetch with JSON does): any origin may post', async () => {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })
})

describe('a browser asking not to be tracked', () => {
  test.for([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
  ] as const)('%s: 204, not counted, no allowance spent', async ([, headers]) => {
    const page = '/courses/creative-design'
    const before = await viewsOf(page, 'en')
    expect((await post({ page, locale: 'en' }, headers)).status).toBe(204)
    expect(await viewsOf(page, 'en')).toBe(before)
    expect(await spent()).toBe(0)
  })

  test('DNT: 0 is no such request: counted', async () => {
    const page = '/courses/creative-design'
    const before = await viewsOf(page, 'en')
    expect((await post({ page, locale: 'en' }, { dnt: '0' })).status).toBe(204)
    expect(await viewsOf(page, 'en')).toBe(before + 1)
  })
})

describe('a flood from one address', () => {
  test('1,000 views: the allowance is counted, the rest 429 with Retry-After, none counted', async () => {
    const [limit] = await sql<{ max_requests: number; window_seconds: number }>(
      `select max_requests, window_seconds from public.rate_limits
        where call = 'page_view' and scope = 'address'`,
    )
    expect(limit).toBeDefined()
    const { max_requests: allowance, window_seconds: window } = limit!
    expect(allowance).toBeLessThan(1000)
    const page = '/about'
    const before = await viewsOf(page, 'en')
    const statuses: number[] = []
    let refusal: Answer | undefined
    // 25 at a time, as a script would send them
    for (let sent = 0; sent < 1000; sent += 25) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => post({ page, locale: 'en' })),
      )
      for (const answer of answers) {
        statuses.push(answer.status)
        if (answer.status === 429) refusal ??= answer
      }
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(allowance)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - allowance)
    expect(await viewsOf(page, 'en')).toBe(before + allowance)

    expect(refusal?.body).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    const seconds = Number(refusal?.headers.get('retry-after'))
    expect(Number.isInteger(seconds)).toBe(true)
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(2 * window)
    expect(refusal?.headers.get('access-control-expose-headers')).toBe('retry-after')
  }, 180_000)
})

describe('the same schemas as the site', () => {
  test('deno.json maps @repo/courses to its public entry, zod to the workspace’s version, as deno.lock pins it', () => {
    const { imports } = readJson<{ imports: Record<string, string> }>('deno.json')
    const courses = readJson<{ exports: Record<string, string> }>(
      '../../../packages/courses/package.json',
    )
    expect(imports['@repo/courses']).toBe(
      `../../../packages/courses/${courses.exports['.']!.replace(/^\.\//, '')}`,
    )
    const zod = readJson<{ version: string }>(
      '../../../packages/courses/node_modules/zod/package.json',
    )
    expect(imports.zod).toBe(`npm:zod@${zod.version}`)
    const lock = readJson<{
      specifiers: Record<string, string>
      workspace: { dependencies: string[] }
    }>('deno.lock')
    expect(lock.specifiers[imports.zod!]).toBe(zod.version)
    expect(lock.workspace.dependencies).toContain(imports.zod)
  })
})
