import { expect, test, toast } from '../fixtures'

test('about: story, mission, vision, values, three co-founders, impact', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  for (const name of [
    'Our Story',
    'Our Mission',
    'Our Vision',
    'Our Values',
    'Our Co-founders',
    'Our Impact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(
    page.getByRole('region', { name: 'Our Co-founders' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Our Impact' })).toContainText('250+')
})

test('success stories: empty list; Watch Story shows the coming-soon toast, which goes after 5 s', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/success-stories')
  await expect(page.getByRole('heading', { name: 'No success stories yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Watch Story' }).click()
  await expect(page.getByRole('status')).toContainText('Video Testimonials Coming Soon')
  await expect(toast(page)).toHaveCount(1)
  // Only one toast is kept.
  await page.getByRole('button', { name: 'Watch Story' }).click()
  await expect(toast(page)).toHaveCount(1)
  await page.clock.runFor(5100)
  await expect(toast(page)).toHaveCount(0)
})

test('a toast is swiped away past 50 px, but not by a short drag', async ({ page }) => {
  await page.goto('/success-stories')
  await page.getByRole('button', { name: 'Watch Story' }).click()
  const t = toast(page)
  const box = (await t.boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + 40
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 30, y, { steps: 3 })
  await page.mouse.up()
  await expect(t).toHaveCount(1)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 120, y, { steps: 6 })
  await page.mouse.up()
  await expect(t).toHaveCount(0)
})

test('unknown routes show the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn creative and AI skills, right from your phone',
  )
})

test('contact: cards, support hours, FAQ with the money-back guarantee, and a map only on request', async ({
  page,
}) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Email Us' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Call Us' })).toBeVisible()
  await expect(page.getByText('Support hours: 9 AM to 9 PM daily')).toBeVisible()
  await page.getByText('Is there a money-back guarantee?').click()
  await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.locator('iframe[title="Map of Chattagram, Bangladesh"]')).toHaveAttribute(
    'src',
    /google\.com\/maps/,
  )
})

test('every public route renders its page at a phone width without horizontal scrolling', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/courses',
    '/courses/web-development',
    '/about',
    '/success-stories',
    '/join-now',
    '/contact',
    '/form',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
  }
})

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })
  test('each public page shows its content from the HTML alone', async ({ page }) => {
    const pages: Array<[string, string]> = [
      ['/', 'Learn creative and AI skills, right from your phone'],
      ['/courses', 'Our Courses'],
      ['/courses/video-editing', 'Video Editing'],
      ['/courses/skill-pack', 'Video Editing'],
      ['/about', 'About Us'],
      ['/success-stories', 'Success Stories'],
      ['/join-now', 'Join Now'],
      ['/contact', 'Contact Us'],
      ['/form', 'Free Workshop Registration'],
    ]
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page.locator('footer')).toContainText('Chattagram, Bangladesh')
    }
    // The FAQ answers open without JavaScript (native <details>).
    await page.goto('/contact')
    await page.getByText('Is there a money-back guarantee?').click()
    await expect(page.getByText(/30-day money-back guarantee/)).toBeVisible()
  })
})
