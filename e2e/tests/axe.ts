// axe-core in the real browser (with layout, so colour contrast is checked too).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

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
