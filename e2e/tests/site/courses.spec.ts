import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const titles = (page: Page) => page.getByTestId('course-card').getByRole('heading')

test('the category filter lives in the URL and can be shared', async ({ page }) => {
  await page.goto('/courses')
  await expect(titles(page)).toHaveText([
    'Creative Design',
    'Web Development with AI',
    'Video Editing',
  ])
  const filter = page.getByRole('navigation', { name: 'Filter by category' })
  await expect(filter.getByRole('link', { name: 'All Courses' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await filter.getByRole('link', { name: 'Development' }).click()
  await expect(page).toHaveURL(/\/courses\?category=development$/)
  await expect(titles(page)).toHaveText(['Web Development with AI'])
  await expect(filter.getByRole('link', { name: 'Development' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // A shared link opens filtered.
  await page.goto('/courses?category=editing')
  await expect(titles(page)).toHaveText(['Video Editing'])
  await page.goto('/courses?category=design')
  await expect(titles(page)).toHaveText(['Creative Design'])
  await filter.getByRole('link', { name: 'All Courses' }).click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(titles(page)).toHaveCount(3)
})

test('an unknown category shows the empty state; View All Courses brings every course back', async ({
  page,
}) => {
  await page.goto('/courses?category=cooking')
  await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible()
  await expect(page.getByTestId('course-card')).toHaveCount(0)
  await page.getByRole('button', { name: 'View All Courses' }).click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(page.getByTestId('course-card')).toHaveCount(3)
})

test('cards show three highlights and +N more; the rest appear on hover and on keyboard focus', async ({
  page,
}) => {
  await page.goto('/courses')
  const card = page.getByTestId('course-card').first()
  const extra = card.locator('[data-extra-highlight]')
  const n = await extra.count()
  expect(n).toBeGreaterThan(0)
  await expect(card.getByText(`+${n} more`)).toBeVisible()
  await expect(extra.first()).toBeHidden()
  await card.hover()
  await expect(extra.first()).toBeVisible()
  await page.mouse.move(0, 0)
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(extra.first()).toBeHidden()
  await card.getByRole('link', { name: /Enroll Now/ }).focus()
  await expect(extra.first()).toBeVisible()
  await expect(extra.last()).toBeVisible()
})

test('course detail: features, curriculum, audience, requirements, instructor, price and Enroll Now', async ({
  page,
}) => {
  await page.goto('/courses/creative-design')
  await expect(page).toHaveTitle(/Creative Design – ৳399/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative Design')
  for (const name of [
    'What You Get',
    'Curriculum',
    'Who This Course Is For',
    'Requirements',
    'Your Instructor',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByText('৳399').first()).toBeVisible()
  await expect(page.locator('del').first()).toHaveText('৳999')
  await expect(page.getByText('60% OFF').first()).toBeVisible()
  await expect(page.getByText('Tanvir Hossain')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enroll Now' }).first()).toHaveAttribute(
    'href',
    '/enroll/creative-design',
  )
})

test('/courses/skill-pack is the video editing course, canonical to /courses/video-editing', async ({
  page,
}) => {
  await page.goto('/courses/skill-pack')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Editing')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/courses\/video-editing$/,
  )
  await expect(page.getByRole('link', { name: 'Enroll Now' }).first()).toHaveAttribute(
    'href',
    '/enroll/video-editing',
  )
})

test('an unknown course shows Course Not Found with a way back', async ({ page }) => {
  await page.goto('/courses/cooking')
  await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Courses' }).click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(page.getByTestId('course-card')).toHaveCount(3)
})
