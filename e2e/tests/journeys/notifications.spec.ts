// Notifications across both apps (issue 16): a learner signs up and enrols in Bangla, every admin
// gets a mail about the request, the admin approves it in the console, and the learner's Bangla
// mail links straight into the Bangla classroom; the profile lists the notices, unread marked.
import { urls } from '../../ports'
import { consoleAsAdmin, expect, pendingRequestIn, test, toast } from '../fixtures'
import { latestMail, mailTo, txId, unique, uniqueEmail } from '../learners'
import { m } from '@repo/courses/i18n'

// The learner's session check before login is a refused call that Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

test('a Bangla learner enrols, the admin is mailed, approves, and the Bangla mail opens the classroom', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('bnnotify')
  const password = 'bangla-pass-1'
  const tx = txId()

  // Sign-up on the Bangla page: the profile's mail language becomes Bangla.
  await page.goto('/bn/signup')
  await page.getByLabel(m.auth_emailLabel({}, { locale: 'bn' })).fill(email)
  await page.getByLabel(m.auth_signup_username({}, { locale: 'bn' })).fill(unique('rahima'))
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: m.auth_signup_submit({}, { locale: 'bn' }) }).click()
  await expect(toast(page)).toContainText(m.auth_signup_success({}, { locale: 'bn' }))
  // The page goes on to the Bangla login by itself; the mail's link is opened after that, not
  // during it (a navigation under way would cut the link's short).
  await expect(page).toHaveURL(/\/bn\/login$/)
  await page.goto((await latestMail(email)).actionLink)
  await expect(page).toHaveURL(/\/bn\/profile$/)

  // The request, in Bangla.
  await page.goto('/bn/enroll/video-editing')
  await page.getByLabel('পুরো নাম').fill('রহিমা খাতুন')
  await page.getByLabel('মোবাইল নম্বর').fill('01812345678')
  await page.getByLabel('ট্রানজেকশন আইডি').fill(tx)
  await page.getByRole('button', { name: m.enroll_submit({}, { locale: 'bn' }) }).click()
  await expect(toast(page)).toContainText(m.enroll_success({}, { locale: 'bn' }))
  // The page goes on to the profile 1.5 s later (docs/product.md, Constants); let it, before the next navigation.
  await expect(page).toHaveURL(/\/bn\/profile$/)

  // The learner's receipt is in Bangla; the admin's mail names the request.
  const receipt = await mailTo(email, (m) => m.text.includes(tx))
  expect(receipt.subject).toBe('আপনার Video Editing কোর্সের অনুরোধ আমরা পেয়েছি')
  expect(receipt.text).toContain('এরপর কী হবে')
  const adminMail = await mailTo('admin@example.com', (m) => m.text.includes(tx))
  expect(adminMail.subject).toBe('New enrolment request: রহিমা খাতুন, Video Editing')

  // The admin approves it in the console; the WhatsApp button writes to the learner in Bangla.
  const { page: console, close: closeConsole } = await consoleAsAdmin(browser)
  const card = await pendingRequestIn(console, tx)
  await expect(card).toContainText('রহিমা খাতুন')
  const whatsApp = card.getByRole('link', { name: /^WhatsApp রহিমা খাতুন/ })
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/8801812345678\?text=/)
  await expect
    .poll(async () => new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text'))
    .toContain(`ট্রানজেকশন আইডি ${tx}`)
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)
  await closeConsole()

  // The approval mail, in Bangla, links into the Bangla classroom, which is open now.
  const approved = await mailTo(email, (m) => m.subject === 'আপনি Video Editing কোর্সে ভর্তি হয়েছেন')
  const link = /https?:\/\/\S+\/bn\/learn\/video-editing\b/.exec(approved.text)?.[0]
  expect(link).toBeTruthy()
  expect(approved.html).toContain(`href="${link}"`)
  await page.goto(new URL(link!).pathname)
  await expect(page).toHaveURL(`${urls.web}/bn/learn/video-editing`)
  await expect(page.getByTestId('progress-text')).toBeVisible()
  await expect(page.getByTestId('access-notice')).toHaveCount(0)

  // The profile lists both notices, newest first, unread marked, in Bangla.
  await page.goto('/bn/profile')
  const notices = page.getByTestId('notification')
  await expect(notices).toHaveCount(2)
  await expect(notices.nth(0)).toHaveAttribute('data-kind', 'request_approved')
  await expect(notices.nth(0)).toHaveAttribute('data-unread', 'true')
  await expect(notices.nth(0)).toContainText(m.notifications_unread({}, { locale: 'bn' }))
  await expect(
    notices.nth(0).getByRole('link', { name: m.notifications_startLearning({}, { locale: 'bn' }) }),
  ).toHaveAttribute('href', '/bn/learn/video-editing')
  await expect(notices.nth(1)).toHaveAttribute('data-kind', 'request_submitted')
  // Seen once: the next visit shows them read.
  await page.reload()
  await expect(page.getByTestId('notification').first()).not.toHaveAttribute('data-unread', 'true')
})
