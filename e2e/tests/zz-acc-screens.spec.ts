import { ANON_KEY } from '@repo/devstack'
import { createClient } from '@supabase/supabase-js'
import { urls } from '../ports'
import { test } from './fixtures'

test('screens', async ({ page }) => {
  const c = createClient(urls.api, ANON_KEY, { auth: { persistSession: false } })
  const { data } = await c.auth.signInWithPassword({ email: 'learner@example.com', password: 'learner-pass-123' })
  const key = `sb-127-auth-token`
  await page.addInitScript(([k, v]) => { if (!sessionStorage.getItem('s')) { localStorage.setItem(k!, v!); sessionStorage.setItem('s', '1') } }, [key, JSON.stringify(data.session)])
  await page.goto('/enroll/creative-design')
  await page.getByLabel('Coupon Code (optional)').fill('WELCOME20')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByTestId('coupon-message').waitFor()
  await page.screenshot({ path: '/tmp/acc/shots/enroll.png', fullPage: true })
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor()
  await page.screenshot({ path: '/tmp/acc/shots/profile.png', fullPage: true })
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await page.screenshot({ path: '/tmp/acc/shots/profile-edit.png', fullPage: true })
  await page.goto('/courses/video-editing')
  await page.getByRole('link', { name: 'Enroll Now' }).first().waitFor()
  await page.screenshot({ path: '/tmp/acc/shots/course.png' })
  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await page.screenshot({ path: '/tmp/acc/shots/login.png', fullPage: true })
})
