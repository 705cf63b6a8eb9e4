// axe-core in the real browser (with layout, so colour contrast is checked too).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe-core's violations on the page as it is now (rule ids and the elements concerned). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] }
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<Result> } }
    const { violations } = await axe.run(document)
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Opens each path in turn and expects no violations once its h1 shows (a failure names the path). */
export async function expectNoViolationsOn(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolations(page), path).toEqual([])
  }
}

type Theme = 'light' | 'dark'

/**
 * Declares an accessibility test once per theme of the site, light and dark (`name` says
 * which), on a page in that theme without animations, so that axe checks the final colours.
 */
export function testInBothThemes(
  name: (scheme: Theme) => string,
  body: (page: Page, scheme: Theme) => Promise<void>,
) {
  for (const scheme of ['light', 'dark'] as const) {
    test(name(scheme), async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await body(page, scheme)
    })
  }
}
