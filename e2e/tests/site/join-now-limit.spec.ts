/**
 * The join-now form past the database's limit per client address (docs/decisions/
 * 0053-limits-in-the-database.md), on a 360 px phone, in English and Bangla: the form's alert says
 * how long to wait, in the page's language, and nothing past the limit is stored. Written
 * against what the learner sees, whichever way the lead travels to the database (PostgREST or
 * the join-now function).
 *
 * Deterministic on the shared stack: the limit `join_now`/`address` is lowered to one lead, with
 * a window length no other test uses. The counters are kept per window length
 * (`private.rate_limit_hits`' key), so earlier leads of the suite from 127.0.0.1 count for
 * nothing here, and no counter needs clearing (the counters are not exposed over the API, not
 * even to the service role). The limit is put back after each test.
 */
import type { Page } from '@playwright/test'
import { m } from '@repo/courses/i18n'
import { service } from '../backend'
import { changesRateLimit, expect, test } from '../fixtures'

type Locale = 'en' | 'bn'

const setLimit = changesRateLimit({ call: 'join_now', scope: 'address' })

/** The leads stored with this email (as the service role: the console's view of them). */
async function leadsOf(email: string) {
  const { count, error } = await service
    .from('leads')
    .select('id', { count: 'exact', head: true })
    .eq('email', email)
  if (error) throw error
  return count
}

/** Fills the form as Karim with `email`, in the page's language. */
async function fill(page: Page, locale: Locale, email: string) {
  await page.getByLabel(m.joinNow_name({}, { locale })).fill('Karim Ahmed')
  await page.getByLabel(m.joinNow_email({}, { locale })).fill(email)
  await page.getByLabel(m.joinNow_whatsapp({}, { locale })).fill('01712345678')
  await page.getByLabel(m.joinNow_course({}, { locale })).selectOption('creative-design')
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: m.joinNow_submit({}, { locale }), exact: true }).click()

/**
 * The wait the alert may name: the limit counts the window of the use and the one before it, so
 * a client over it waits more than one window length and at most two (0053), in whole minutes.
 */
function possibleWaits(windowSeconds: number) {
  const waits: number[] = []
  for (let n = Math.ceil(windowSeconds / 60); n <= Math.ceil((2 * windowSeconds) / 60); n++)
    waits.push(n)
  return waits
}

for (const [locale, windowSeconds, path] of [
  ['en', 900, '/join-now'],
  ['bn', 1200, '/bn/join-now'],
] as const) {
  test.describe(`join-now past its limit (${locale})`, () => {
    // the browser logs the refused request's status; the page says it (asserted below)
    test.use({ allowedConsoleErrors: [/status of 429/] })

    test('the form says how long to wait, and stores nothing past the limit', async ({ page }) => {
      await setLimit({ max_requests: 1, window_seconds: windowSeconds })
      const email = `limit-${locale}-${Date.now()}@example.com`
      expect(page.viewportSize()?.width).toBe(360)

      await page.goto(path)
      // within the limit: sent and kept
      await fill(page, locale, email)
      await submit(page, locale)
      await expect(page.getByRole('status')).toContainText(m.joinNow_successTitle({}, { locale }))
      await expect.poll(() => leadsOf(email)).toBe(1)

      // past it: the form's alert says how long to wait, in the page's language
      await fill(page, locale, email)
      await submit(page, locale)
      const alert = page
        .getByRole('alert')
        .filter({ hasText: m.joinNow_failedTitle({}, { locale }) })
      const said = possibleWaits(windowSeconds).map((n) =>
        m.limits_tooManyAttempts({ n }, { locale }),
      )
      await expect(alert).toBeVisible()
      const text = (await alert.textContent()) ?? ''
      expect(
        said.filter((s) => text.includes(s)),
        `the alert "${text}" names one of: ${said.join(' | ')}`,
      ).toHaveLength(1)
      // never the generic failure
      expect(text).not.toContain(m.joinNow_failedText({}, { locale }))
      // what was typed stays, so the learner can send it later
      await expect(page.getByLabel(m.joinNow_email({}, { locale }))).toHaveValue(email)
      expect(await leadsOf(email)).toBe(1)
    })
  })
}
