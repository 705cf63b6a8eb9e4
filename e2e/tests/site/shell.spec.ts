import { createClient } from '@supabase/supabase-js'
import { ANON_KEY } from '@repo/devstack'
import { urls, whatsappNumber } from '../../ports'
import { expect, islandsReady, openMenu, test } from '../fixtures'

const main = ['Home', 'Courses', 'About', 'Success Stories', 'Contact']

test('the mobile menu works from the keyboard: opens, traps focus, closes on Escape and on navigation', async ({
  page,
}) => {
  await page.goto('/about')
  const button = page.getByRole('button', { name: 'Menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('navigation', { name: 'Menu' })
  for (const name of main) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
  // Tab past the last item wraps to the menu button, Shift+Tab goes back.
  await menu.getByRole('link', { name: 'Sign Up' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await expect(menu).toBeHidden()

  // Navigating from the menu closes it and moves the highlight.
  await button.click()
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect((await openMenu(page)).getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a tap on Menu before the page has loaded its script opens the menu once it has', async ({
  page,
}) => {
  // The page's scripts are held, as on a slow link: the page is shown, its islands not rendered.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  const loaded = page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  const button = page.getByRole('button', { name: 'Menu' })
  // Nothing happens, so the learner taps again: still one menu, open, once the script is in.
  await button.click()
  await button.click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu).toHaveCount(0)
  release()
  await loaded
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Courses' })).toBeVisible()
  // From now on a tap is handled once, by the menu itself.
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toHaveCount(0)
})

test('the header compacts after 50 px of scrolling', async ({ page }) => {
  await page.goto('/')
  const header = page.locator('header').first()
  await expect(header).toHaveAttribute('data-compact', 'false')
  await page.evaluate(() => window.scrollTo(0, 40))
  await expect(header).toHaveAttribute('data-compact', 'false')
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(header).toHaveAttribute('data-compact', 'true')
})

test('footer links, contact details and the WhatsApp button', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  const quick = footer.getByRole('navigation', { name: 'Quick Links' })
  await expect(quick.getByRole('link')).toHaveText(['Courses', 'About', 'Success Stories'])
  const popular = footer.getByRole('navigation', { name: 'Popular Courses' })
  for (const [name, href] of [
    ['Basic to Advance Video Editing', '/courses/skill-pack'],
    ['Creative Design', '/courses/creative-design'],
    ['Web Development with AI', '/courses/web-development'],
  ] as const) {
    await expect(popular.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: /^Phone:/ })).toHaveCount(3)
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(footer).toContainText('Chattagram, Bangladesh')
  await expect(footer).toContainText(/© \d{4} Skill Courses/)

  const wa = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })
  await expect(wa).toHaveAttribute('href', `https://wa.me/${whatsappNumber}`)
  await expect(wa).toHaveAttribute('target', '_blank')
  await expect(wa).toHaveAttribute('rel', 'noopener noreferrer')

  await popular.getByRole('link', { name: 'Basic to Advance Video Editing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Video Editing' })).toBeVisible()
})

test.describe('theme', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
  test('dark mode: follows the system, remembers the choice, and is applied before any script runs', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    const toggle = page.getByRole('button', { name: 'Dark mode' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.click()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await page.reload()
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await islandsReady(page)

    // With the app's JavaScript blocked, only the inline head script runs: still no wrong theme.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await page.emulateMedia({ colorScheme: 'light' })
    await page.route('**/assets/**/*.js', (route) => route.abort())
    // page.goto would wait for islands that never come: the learner follows a link instead.
    await page.evaluate(() => window.location.assign('/courses'))
    await page.waitForURL(/\/courses$/)
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'ready')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeVisible()
  })
})

test.describe('with a logged-in learner', () => {
  test('the header shows Profile and Logout; logout returns to home logged out', async ({
    page,
  }) => {
    const supabase = createClient(urls.api, ANON_KEY, { auth: { persistSession: false } })
    const { data, error } = await supabase.auth.signInWithPassword({
      email: 'learner@example.com',
      password: 'learner-pass-123',
    })
    expect(error).toBeNull()
    // Where supabase-js keeps the session for this project URL (sb-<first host label>-auth-token).
    const key = `sb-${new URL(urls.api).hostname.split('.')[0]}-auth-token`
    await page.addInitScript(
      ([k, v]) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(k!, v!)
          sessionStorage.setItem('e2e-seeded', '1')
        }
      },
      [key, JSON.stringify(data.session)],
    )
    await page.goto('/about')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(`${urls.web}/`)
    await expect((await openMenu(page)).getByRole('link', { name: 'Login' })).toBeVisible()
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull()
  })
})

test('a missing backend never breaks a public page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('sb-127-auth-token', '{"broken":true}'))
  await page.route('**/auth/v1/**', (route) => route.abort())
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible()
})

test('without an app id, the push-notification SDK is never requested', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('onesignal')) requested.push(r.url())
  })
  await page.goto('/')
  await page.waitForLoadState('load')
  // Past the idle callback's timeout.
  await page.waitForTimeout(1500)
  expect(requested).toEqual([])
})
