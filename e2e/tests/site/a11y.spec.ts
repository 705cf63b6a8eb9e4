// axe-core in the real browser (with layout, so colour contrast is checked too), on every
// public page, in the light and the dark theme, with the mobile menu open and with a toast.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

async function violations(page: Page) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: Document,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>
        }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  })
}

const paths = [
  '/',
  '/courses',
  '/courses?category=cooking',
  '/courses/creative-design',
  '/about',
  '/success-stories',
  '/join-now',
  '/contact',
  '/form',
  '/no-such-page',
]

for (const scheme of ['light', 'dark'] as const) {
  test(`no accessibility violations on the public pages (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await violations(page), path).toEqual([])
    }
  })
}

test('no violations with the menu open, a form in error and a toast showing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/join-now')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toContainText('Missing Information')
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: 'Menu' }).click()
  expect(await violations(page)).toEqual([])
})
