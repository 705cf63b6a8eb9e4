// Payments that settle themselves (issue 23): a learner submits a request, the wallet phone
// forwards the matching bKash SMS (`pnpm wallet-sms`, signed as the phone's app signs it), and the
// enrol page turns to "Approved: start learning" without a reload; the approval mail opens the
// classroom; the admin finds the message settled in the Payments tab's Inbox and the automatic
// decision in History. In Bangla, the profile does the same.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { ANON_KEY } from '@repo/devstack'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import { accounts } from '../backend'
import { consoleAsAdmin, expect, openTab, test, toast } from '../fixtures'
import { confirmedLearner, logIn, mailTo, txId } from '../learners'
import { m } from '@repo/courses/i18n'

// The learner's session check before login is a refused call that Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

const root = fileURLToPath(new URL('../../../', import.meta.url))
const functionUrl = `${urls.api}/functions/v1/wallet-sms`

/** `pnpm wallet-sms "<text>"` against the suite's stack: the phone forwards one SMS. */
async function forward(text: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--silent', 'wallet-sms', text, '--from', 'bKash', '--url', functionUrl],
    { cwd: root },
  )
  return stdout
}

/** '25/11/2026 18:42': the time as bKash prints it, in Dhaka. */
function bkashTime(at = new Date()): string {
  const dhaka = new Date(at.getTime() + 6 * 3600_000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(dhaka.getUTCDate())}/${two(dhaka.getUTCMonth() + 1)}/${dhaka.getUTCFullYear()} ${two(dhaka.getUTCHours())}:${two(dhaka.getUTCMinutes())}`
}
const taka = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2 })

/**
 * The bKash chain anchored at a fresh balance: a cash-in forwarded by the phone, then the admin
 * says "this balance is right" (as after setting the phone up). Returns the balance.
 */
async function anchoredBkashBalance(): Promise<number> {
  const balance = 20_000 + Math.floor(Math.random() * 50_000)
  const cashIn = txId()
  await forward(
    `Cash In Tk 5,000.00 from 01800000000 successful. Fee Tk 0.00. Balance Tk ${taka(balance)}. TrxID ${cashIn} at ${bkashTime()}`,
  )
  const admin = createClient(urls.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const signedIn = await admin.auth.signInWithPassword(accounts.admin)
  expect(signedIn.error).toBeNull()
  const { data, error } = await admin
    .from('wallet_messages')
    .select('id')
    .eq('transaction_id', cashIn)
    .single()
  expect(error).toBeNull()
  const anchored = await admin.rpc('anchor_wallet_message', { message_id: data!.id })
  expect(anchored.error).toBeNull()
  return balance
}

/** The payment SMS bKash sends to the provider's wallet. */
const receipt = (amount: number, balance: number, tx: string) =>
  `You have received Tk ${taka(amount)} from 01812345678. Fee Tk 0.00. Balance Tk ${taka(balance)}. TrxID ${tx} at ${bkashTime()}`

/**
 * A new confirmed learner logs in on the way to the course's enrol page (in `locale`) and asks
 * to enrol with a new transaction id; the learner's email and that id.
 */
async function newLearnerAsksToEnrol(
  page: Page,
  tag: string,
  courseId: string,
  locale: 'en' | 'bn',
): Promise<{ email: string; tx: string }> {
  const { email, password } = await confirmedLearner(tag)
  const tx = txId()
  const prefix = locale === 'bn' ? '/bn' : ''
  await page.goto(`${prefix}/login?next=${prefix}/enroll/${courseId}`)
  await logIn(page, email, password, locale)
  await expect(page).toHaveURL(new RegExp(`${prefix}/enroll/${courseId}$`))
  const label = (en: string, bn: string) => (locale === 'bn' ? bn : en)
  await page.getByLabel(label('Full Name', 'পুরো নাম')).fill(label('Karim Ahmed', 'করিম আহমেদ'))
  await page.getByLabel(label('Mobile Number', 'মোবাইল নম্বর')).fill('01812345678')
  await page.getByLabel(label('Transaction ID', 'ট্রানজেকশন আইডি')).fill(tx)
  await page.getByRole('button', { name: m.enroll_submit({}, { locale }) }).click()
  await expect(toast(page)).toContainText(m.enroll_success({}, { locale }))
  // The page goes on to the profile 1.5 s later (docs/product.md, Constants); let it, before the next navigation.
  await expect(page).toHaveURL(locale === 'bn' ? /\/bn\/profile$/ : /\/profile$/)
  return { email, tx }
}

test('the wallet phone forwards the payment: the enrol page turns to approved by itself, the mail opens the classroom, the admin sees it settled', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const balance = await anchoredBkashBalance()
  const { email, tx } = await newLearnerAsksToEnrol(page, 'walletsms', 'web-development', 'en')

  // Back on the enrol page, the request is being verified...
  await page.goto('/enroll/web-development')
  const status = page.getByTestId('request-live-status')
  await expect(status).toHaveAttribute('data-status', 'pending')
  await expect(status).toContainText(m.enroll_watchVerifying({}, { locale: 'en' }))

  // ...the phone forwards bKash's SMS, and the page turns to approved without a reload.
  const answer = await forward(receipt(699, balance + 699, tx))
  expect(answer).toMatch(/"state":\s*"settled"/)
  const start = page.getByRole('link', { name: 'Approved: start learning' })
  await expect(start).toBeVisible({ timeout: 10_000 })
  await expect(start).toHaveAttribute('href', '/learn/web-development')
  await expect(status).toHaveAttribute('data-status', 'approved')

  // The approval mail links into the classroom, which opens.
  const mail = await mailTo(email, (mail) => mail.text.includes('/learn/web-development'))
  const link = /https?:\/\/\S+\/learn\/web-development\S*/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname)
  await expect(page).toHaveURL(/\/learn\/web-development$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Web Development')

  // The admin finds the message settled in the Inbox, and the automatic decision in History.
  const { page: console, close: closeConsole } = await consoleAsAdmin(browser)
  await openTab(console, 'Payments')
  await console.getByRole('combobox', { name: /State/ }).selectOption('settled')
  const sms = console.getByRole('article', { name: `SMS ${tx}` })
  await expect(sms).toContainText('Settled')
  await expect(sms).toContainText('৳699')
  await openTab(console, 'History')
  const row = console.getByRole('row').filter({ hasText: tx })
  await expect(row).toContainText('Approved')
  await expect(row).toContainText('Automatic (SMS)')
  await closeConsole()
})

test('in Bangla, the profile turns the request to approved by itself when the SMS arrives', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const balance = await anchoredBkashBalance()
  const { tx } = await newLearnerAsksToEnrol(page, 'walletbn', 'video-editing', 'bn')
  // the learner's one request, on the Bangla profile
  const card = page.getByTestId('enrollment-request')
  await expect(card.getByTestId('request-live-status')).toContainText(
    m.enroll_watchVerifying({}, { locale: 'bn' }),
  )

  await forward(receipt(499, balance + 499, tx))
  const start = card.getByTestId('start-learning')
  await expect(start).toBeVisible({ timeout: 10_000 })
  await expect(start).toContainText('অনুমোদিত: শেখা শুরু করুন')
  await expect(start).toHaveAttribute('href', '/bn/learn/video-editing')
})
