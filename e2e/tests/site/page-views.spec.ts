/**
 * Page views without tracking anyone (issue 36; docs/decisions/0074-page-views.md): a visit to a
 * prerendered page sends one beacon, after load and its first paint (0086), to the page-view Edge
 * Function, which adds one view to its page and language in public.page_views (read here with the
 * service role, as the console's reports read it). A browser sending Global Privacy Control or Do
 * Not Track sends nothing.
 *
 * Deterministic on the shared stack: the suite's other visits spend the page_view allowance of
 * 127.0.0.1, so each test gives the limit a window length no other test uses (the counters are
 * kept per window length, as join-now-limit.spec.ts does) and puts it back after.
 */
import type { Page } from '@playwright/test'
import { service } from '../backend'
import { changesRateLimit, expect, test } from '../fixtures'

const setLimit = changesRateLimit({ call: 'page_view', scope: 'address' })

/** The views counted for a page id in a language, all days together (no midnight to race). */
async function viewsOf(page: string, locale: 'en' | 'bn'): Promise<number> {
  const { data, error } = await service.from('page_views').select('views').match({ page, locale })
  if (error) throw error
  return data.reduce((sum, row) => sum + Number(row.views), 0)
}

/** The beacons the page sends to the page-view function. */
function beacons(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/functions/v1/page-view')) sent.push(r.postData() ?? '')
  })
  return sent
}

test('a course page in English and its Bangla twin: one view each, under the English id', async ({
  page,
}) => {
  await setLimit({ max_requests: 60, window_seconds: 1500 })
  const id = '/courses/web-development'
  const before = { en: await viewsOf(id, 'en'), bn: await viewsOf(id, 'bn') }
  const sent = beacons(page)

  await page.goto(id)
  await expect.poll(() => viewsOf(id, 'en')).toBe(before.en + 1)
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ page: id, locale: 'en' }])

  await page.goto(`/bn${id}`)
  await expect.poll(() => viewsOf(id, 'bn')).toBe(before.bn + 1)
  // one beacon per visit: the English page was not counted again
  expect(await viewsOf(id, 'en')).toBe(before.en + 1)
  expect(sent).toHaveLength(2)
})

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
] as const) {
  test(`a browser sending ${signal} is not counted`, async ({ page }) => {
    await setLimit({ max_requests: 60, window_seconds: 1600 })
    const id = '/courses/creative-design'
    const before = await viewsOf(id, 'en')
    const sent = beacons(page)
    await page.addInitScript(script)
    await page.goto(id)
    // a visit after it, without the signal, is counted: by then any beacon of the first (left
    // open, and drawn: a beacon waits for the first paint) would have gone
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))),
    )
    const other = '/courses/video-editing'
    const otherBefore = await viewsOf(other, 'en')
    const plain = await page.context().newPage()
    const plainSent = beacons(plain)
    await plain.goto(other)
    await expect.poll(() => viewsOf(other, 'en')).toBe(otherBefore + 1)
    expect(plainSent).toHaveLength(1)
    expect(sent).toEqual([])
    expect(await viewsOf(id, 'en')).toBe(before)
  })
}

test.describe('past the allowance', () => {
  // the browser logs the refused beacon's status in the console; nothing else shows it
  test.use({ allowedConsoleErrors: [/status of 429/] })

  test('the page is not counted, and the visitor sees nothing of it', async ({ page }) => {
    await setLimit({ max_requests: 1, window_seconds: 1700 })
    const id = '/about'
    const before = await viewsOf(id, 'en')
    await page.goto(id)
    await expect.poll(() => viewsOf(id, 'en')).toBe(before + 1)
    const sent = beacons(page)
    const refused = page.waitForResponse((r) => r.url().endsWith('/functions/v1/page-view'))
    await page.reload()
    expect((await refused).status()).toBe(429)
    expect(sent).toHaveLength(1)
    expect(await viewsOf(id, 'en')).toBe(before + 1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
