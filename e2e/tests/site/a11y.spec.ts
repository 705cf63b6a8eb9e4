// axe-core in the real browser (with layout, so colour contrast is checked too), on every
// public page, in the light and the dark theme, with the mobile menu open and with a toast.
import { axeViolations, expectNoViolationsOn } from '../axe'
import { expect, test, testEachColorScheme } from '../fixtures'

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

testEachColorScheme(
  (scheme) => `no accessibility violations on the public pages (${scheme})`,
  (page) => expectNoViolationsOn(page, paths),
)

test('no violations with the menu open, a form in error and a toast showing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/join-now')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toContainText('Missing Information')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Menu' }).click()
  expect(await axeViolations(page)).toEqual([])
})
