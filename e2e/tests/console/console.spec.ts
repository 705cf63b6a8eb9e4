import { readFile } from 'node:fs/promises'
import type { Locator, Page, TestInfo } from '@playwright/test'
import {
  couponRow,
  enrollments,
  freshRequest,
  requestReason,
  requestStatus,
  accounts,
} from '../backend'
import { urls } from '../../ports'
import {
  device,
  expect,
  expectNoSidewaysScroll,
  logInAsAdmin,
  logInToConsole,
  notification,
  openTab,
  pendingRequestIn,
  test,
} from '../fixtures'

// Chromium logs the calls the server refuses (a wrong password, a duplicate coupon); the tests
// check what the admin is told instead. Any other error still fails a test.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[09]/],
})

/** Each viewport enrols the learner in its own course, so the two runs never meet. */
const courseFor = (project: string) => (project === 'phone' ? 'creative-design' : 'web-development')

/**
 * A fresh pending request of the test learner for `courseId`, its transaction id tagged with
 * `tag` and the viewport; then the admin logged into the console.
 */
async function requestForTheAdmin(page: Page, testInfo: TestInfo, courseId: string, tag = '') {
  const request = await freshRequest(courseId, `${tag}${device(testInfo).slice(0, 2)}`)
  await logInAsAdmin(page)
  return request
}

test('a learner who logs into the console is turned away to the learner site', async ({ page }) => {
  await logInToConsole(page, accounts.learner)
  await expect(page.getByText('This console is for admins only')).toBeVisible()
  await page.waitForURL(`${urls.web}/`, { timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The console session is gone: the console asks for a login again.
  await page.goto(`${urls.admin}/pending`)
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()
})

test('a wrong password shows the server message', async ({ page }) => {
  await logInToConsole(page, { email: accounts.admin.email, password: 'not-the-password' })
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /invalid/i })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()
})

test("approve enrols the learner once; a second approve says 'User already enrolled', changes nothing and shows Pending as it is", async ({
  page,
  context,
}, testInfo) => {
  const courseId = courseFor(device(testInfo))
  const { userId, requestId, amountDue, tx } = await requestForTheAdmin(page, testInfo, courseId)
  const card = await pendingRequestIn(page, tx)
  await expect(card).toBeVisible()
  await expect(card.getByText(`৳${amountDue.toLocaleString('en-IN')}`)).toBeVisible()
  await expect(card.getByText('WELCOME20')).toBeVisible()
  await expectNoSidewaysScroll(page)

  // A second tab of the console still shows the same request.
  const second = await context.newPage()
  await second.goto('/pending')
  const staleCard = await pendingRequestIn(second, tx)
  await expect(staleCard).toBeVisible()

  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)
  await expect(notification(page, 'Approved')).toBeVisible()
  expect(await enrollments(userId, courseId)).toBe(1)
  expect(await requestStatus(requestId)).toBe('approved')

  await staleCard.getByRole('button', { name: 'Approve' }).click()
  await expect(notification(second, 'User already enrolled')).toBeVisible()
  // The refused write re-reads Pending (decision 0079), so the settled request leaves the stale tab.
  await expect(staleCard).toHaveCount(0)
  expect(await enrollments(userId, courseId)).toBe(1)
  expect(await requestStatus(requestId)).toBe('approved')
})

test('reject asks first, then removes the request and records the decision', async ({
  page,
}, testInfo) => {
  const courseId = 'video-editing'
  const { userId, requestId, tx } = await requestForTheAdmin(page, testInfo, courseId, 'R')
  const card = await pendingRequestIn(page, tx, tx.toLowerCase())
  await expect(card).toBeVisible()
  // the search runs on the server: this request alone, as a card or a table row
  await expect(
    page.getByRole('article').or(page.getByRole('row', { name: /^Request / })),
  ).toHaveCount(1)

  await card.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Are you sure you want to reject this enrollment?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await requestStatus(requestId)).toBe('pending')

  await card.getByRole('button', { name: 'Reject' }).click()
  const again = page.getByRole('dialog')
  await again.getByRole('button', { name: 'Reject' }).click()
  await expect(again.getByText('Please write a reason.')).toBeVisible()
  expect(await requestStatus(requestId)).toBe('pending')
  await again.getByLabel('Reason').fill('No payment with this transaction ID')
  await again.getByRole('button', { name: 'Reject' }).click()
  await expect(card).toHaveCount(0)
  expect(await requestStatus(requestId)).toBe('rejected')
  expect(await requestReason(requestId)).toBe('No payment with this transaction ID')
  expect(await enrollments(userId, courseId)).toBe(0)

  // the decision is in the History, with its reason
  await openTab(page, 'History')
  const row = page.getByRole('row').filter({ hasText: tx })
  await expect(row).toContainText('Rejected')
  await expect(row).toContainText('No payment with this transaction ID')
})

/** A badge's label shows its whole word: nothing cut by an ellipsis, the badge inside its cell. */
function readsWhole(label: Locator): Promise<boolean> {
  return label.evaluate((el) => {
    const badge = (el.closest('.mantine-Badge-root') ?? el).getBoundingClientRect()
    const cell = el.closest('td')!.getBoundingClientRect()
    return (
      el.scrollWidth <= el.clientWidth &&
      badge.left >= cell.left - 0.5 &&
      badge.right <= cell.right + 0.5
    )
  })
}

test('history: an approval is listed with who decided, exported as CSV, and refunded', async ({
  page,
}, testInfo) => {
  const courseId = 'video-editing'
  const { userId, requestId, tx } = await requestForTheAdmin(page, testInfo, courseId, 'H')
  await (await pendingRequestIn(page, tx)).getByRole('button', { name: 'Approve' }).click()
  await expect(notification(page, 'Approved')).toBeVisible()

  await openTab(page, 'History')
  await page.getByRole('combobox', { name: 'Decision' }).click()
  await page.getByRole('option', { name: 'Approved' }).click()
  await page.getByRole('combobox', { name: 'Course' }).click()
  await page.getByRole('option', { name: 'Video Editing' }).click()
  const row = page.getByRole('row').filter({ hasText: tx })
  await expect(row).toContainText('Approved')
  await expect(row).toContainText('Test Learner')
  await expect(row).toContainText('Site Admin')
  await expectNoSidewaysScroll(page)
  // the Decision badge reads whole ("APPROVED", never "APPRO…") at this width and on a 360 px phone
  const screen = page.viewportSize()!
  for (const width of [screen.width, 360]) {
    await page.setViewportSize({ width, height: screen.height })
    expect(await readsWhole(row.getByText('Approved', { exact: true })), `at ${width} px`).toBe(
      true,
    )
  }
  await page.setViewportSize(screen)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 BOM for Excel
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n')
  expect(lines[0]).toMatch(/^Decided \(Asia\/Dhaka\),Decision,/)
  expect(lines.filter((l) => l.includes(tx))).toHaveLength(1)
  // only the filtered rows: every line is an approval of Video Editing
  for (const line of lines.slice(1)) expect(line).toMatch(/,Approved,.*,Video Editing,/)

  await row.getByRole('button', { name: /Refund/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByText(
      'Are you sure you want to refund this enrollment? The learner loses access to the course.',
    ),
  ).toBeVisible()
  await dialog.getByLabel('Reason').fill('Asked for a refund within 30 days')
  await dialog.getByRole('button', { name: 'Refund' }).click()
  await expect(notification(page, 'Refunded')).toBeVisible()
  expect(await requestStatus(requestId)).toBe('refunded')
  expect(await enrollments(userId, courseId)).toBe(0)
  await expect(row.getByRole('button', { name: /Refund/ })).toHaveCount(0)
})

test('coupons: create, duplicate, empty fields, delete', async ({ page }, testInfo) => {
  const code = `E2E${device(testInfo).toUpperCase()}${Date.now().toString(36).toUpperCase()}`
  await logInAsAdmin(page)
  await openTab(page, 'Coupons')
  const table = page.getByRole('table', { name: 'Active coupons' })
  await expect(table.getByText('WELCOME20')).toBeVisible()

  await page.getByRole('button', { name: 'Create coupon' }).click()
  await expect(notification(page, 'Fill all fields')).toBeVisible()

  await page.getByLabel('Code').fill(`  ${code.toLowerCase()} `)
  await page.getByLabel('Discount (%)').fill('15')
  await page.getByRole('button', { name: 'Create coupon' }).click()
  await expect(notification(page, `Coupon ${code} created`)).toBeVisible()
  await expect(table.getByRole('row').nth(1)).toContainText(code)
  expect(await couponRow(code)).toEqual({ code, discount_percent: 15, is_active: true })
  await expectNoSidewaysScroll(page)

  await page.getByLabel('Code').fill(code)
  await page.getByLabel('Discount (%)').fill('20')
  await page.getByRole('button', { name: 'Create coupon' }).click()
  await expect(notification(page, 'Coupon already exists or invalid')).toBeVisible()
  expect(await couponRow(code)).toEqual({ code, discount_percent: 15, is_active: true })

  await page.getByRole('button', { name: `Delete coupon ${code}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Delete this coupon?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(table.getByText(code)).toHaveCount(0)
  expect(await couponRow(code)).toEqual({ code, discount_percent: 15, is_active: false })
})

test('every tab loads and fits the screen, down to a 360 px phone', async ({ page }) => {
  await logInAsAdmin(page)
  const tabs = [
    ['Active Users', 'Active users'],
    ['Statistics', 'Statistics'],
    ['Coupons', 'Coupons'],
    ['Lessons', 'Lessons'],
    ['Leads', 'Leads'],
    ['Payments', 'Payments'],
    ['History', 'History'],
    ['Failed mails', 'Failed mails'],
    ['Pending', 'Pending enrollments'],
  ] as const
  for (const [tab, heading] of tabs) {
    await openTab(page, tab)
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    // loaded: no status says anything (the export's live line is there, empty, until an export)
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0)
    await expect(page.getByRole('alert').filter({ hasText: 'Could not' })).toHaveCount(0)
    await expectNoSidewaysScroll(page)
  }
  await openTab(page, 'Statistics')
  // one funnel per course
  await expect(
    page.getByRole('region', { name: 'Funnel per course' }).getByRole('figure'),
  ).toHaveCount(3)

  await page.setViewportSize({ width: 360, height: 740 })
  for (const [tab, heading] of tabs) {
    await openTab(page, tab)
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    await expectNoSidewaysScroll(page)
  }
})
