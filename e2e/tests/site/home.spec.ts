import { expect, test } from '../fixtures'

test('home: hero, why-choose cards, featured courses with Enroll Now links', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Learn Creative and AI Skills on Your Phone | Skill Courses')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn creative and AI skills, right from your phone',
  )
  const why = page.getByRole('region', { name: 'Why Choose Us' })
  await expect(why.getByRole('listitem')).toHaveCount(4)
  const featured = page.getByRole('region', { name: 'Featured Courses' })
  await expect(featured.getByTestId('course-card')).toHaveCount(3)
  for (const id of ['creative-design', 'web-development', 'video-editing']) {
    await expect(
      featured.locator(`a[href="/courses/${id}"]`, { hasText: 'Enroll Now' }),
    ).toHaveCount(1)
  }
  await featured.getByRole('link', { name: 'Enroll Now: Web Development with AI' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Web Development with AI' }),
  ).toBeVisible()
})

test('home stats count up over 2 s once scrolled into view', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const values = page.getByRole('region', { name: 'Our Impact' }).getByTestId('stat-value')
  // Before they are seen, the final numbers (also what the prerendered HTML shows).
  await expect(values).toHaveText(['250+', '95%', '3'])
  // Time stands still from here: each step lasts 33 ms, too short to catch while time flows.
  // (A second ahead: on a loaded machine a closer moment can be past by the time it is paused.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await values.first().scrollIntoViewIfNeeded()
  await expect(values.first()).toHaveText('0+')
  await page.clock.runFor(1000)
  const mid = Number((await values.first().textContent())!.replace('+', ''))
  expect(mid).toBeGreaterThan(100)
  expect(mid).toBeLessThan(150)
  await page.clock.runFor(1100)
  await expect(values).toHaveText(['250+', '95%', '3'])
})

test('testimonial carousel: buttons wrap both ways, dots jump, auto-advance every 5 s, paused on hover', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Testimonials' })
  const current = carousel.locator('[aria-roledescription="slide"]:visible')
  await expect(current).toHaveAttribute('aria-label', '1 of 3')
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
  await expect(current).toHaveAttribute('aria-label', '3 of 3')
  await carousel.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(current).toHaveAttribute('aria-label', '1 of 3')
  await carousel.getByRole('button', { name: 'Show testimonial 2' }).click()
  await expect(current).toHaveAttribute('aria-label', '2 of 3')
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Focus is inside (the dot just clicked): paused. Move focus and the pointer away: it rotates.
  await page.getByRole('heading', { level: 1 }).click()
  await page.mouse.move(5, 5)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(carousel).toHaveAttribute('data-rotating', 'true')
  await page.clock.runFor(5000)
  await expect(current).toHaveAttribute('aria-label', '3 of 3')
  await page.clock.runFor(5000)
  await expect(current).toHaveAttribute('aria-label', '1 of 3')

  await carousel.hover()
  await expect(carousel).toHaveAttribute('data-rotating', 'false')
  await page.clock.runFor(15000)
  await expect(current).toHaveAttribute('aria-label', '1 of 3')
})

test('reduced motion: no auto-advance and no count-up', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Testimonials' })
  await expect(carousel).toHaveAttribute('data-rotating', 'false')
  await page.clock.runFor(12000)
  await expect(carousel.locator('[aria-roledescription="slide"]:visible')).toHaveAttribute(
    'aria-label',
    '1 of 3',
  )
  const values = page.getByRole('region', { name: 'Our Impact' }).getByTestId('stat-value')
  await values.first().scrollIntoViewIfNeeded()
  await page.clock.runFor(100)
  await expect(values).toHaveText(['250+', '95%', '3'])
})
