import { expect, type Page } from '@playwright/test'
import { accounts } from '../ports'

export async function logIn(
  page: Page,
  account: { email: string; password: string } = accounts.admin,
) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

export async function logInAsAdmin(page: Page) {
  await logIn(page)
  await expect(page.getByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
}

/** Nothing wider than the screen: no sideways scrolling of the page itself. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The visible notification (Mantine renders one at a time). */
export const notification = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text })
