import { readFile } from 'node:fs/promises'
import {
  decisionsOf,
  enrollments,
  learnerClient,
  requestStatus,
  resetLearnerCourse,
  submitRequest,
  uniqueTransactionId,
} from '../backend'
import {
  device,
  expect,
  expectNoSidewaysScroll,
  logInAsAdmin,
  notification,
  openTab,
  test,
} from '../fixtures'

const courseIds = ['creative-design', 'web-development', 'video-editing'] as const

test('settling a paste: two matched approved in one click, one short and one unknown left; both in History and its CSV; one refunded', async ({
  page,
}, testInfo) => {
  // The seeded learner asks for all three courses (one open request per course).
  const { userId } = await learnerClient()
  for (const courseId of courseIds) await resetLearnerCourse(userId, courseId)
  const tag = device(testInfo).slice(0, 2)
  const [txA, txB, txShort, txUnknown] = [1, 2, 3, 4].map(() => uniqueTransactionId(tag))
  const a = await submitRequest('creative-design', txA!)
  const b = await submitRequest('web-development', txB!)
  const short = await submitRequest('video-editing', txShort!)

  // Four messages as the wallets send them, and money sent (not a payment) in between.
  const paste = [
    `You have received Tk ${a.amountDue}.00 from 01712345678. Ref course. Fee Tk 0.00. Balance Tk 3,400.00. TrxID ${txA} at 23/11/2026 10:05`,
    `Send Money Tk 300.00 to 01711111111 successful. Ref . Fee Tk 0.00. Balance Tk 950.50. TrxID 7XY8Z9A1B2 at 23/11/2026 10:10`,
    [
      'Money Received.',
      `Amount: Tk ${b.amountDue}.00`,
      'Sender: 01812345678',
      'Ref: N/A',
      `TxnID: ${txB}`,
      'Balance: Tk 1,500.23',
      '23/11/2026 10:20',
    ].join('\n'),
    `Tk${short.amountDue - 100}.00 received from A/C:018123456789 Fee:Tk0, Your A/C Balance: Tk5,299.00 TxnId:${txShort} Date:23-NOV-26 10:30:12 am.`,
    `You have received payment Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.00. TrxID ${txUnknown} at 23/11/2026 10:40`,
  ].join('\n')

  await logInAsAdmin(page)
  await openTab(page, 'Payments')
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible()
  // the tab opens on the wallet phone's Inbox; pasting is the next view
  await page.getByText('Paste & match', { exact: true }).click()
  await page.getByRole('textbox', { name: 'Wallet messages' }).fill(paste)
  await page.getByRole('button', { name: 'Match' }).click()

  const row = (tx: string) => page.getByRole('row', { name: `Payment ${tx}` })
  await expect(page.getByText('4 payments read')).toBeVisible()
  await expect(row(txA!).getByText('Matched')).toBeVisible()
  await expect(row(txA!).getByText(`Due ৳${a.amountDue}`)).toBeVisible()
  await expect(row(txB!).getByText('Matched')).toBeVisible()
  await expect(row(txShort!).getByText('Amount differs')).toBeVisible()
  await expect(row(txUnknown!).getByText('No request')).toBeVisible()
  await expect(page.getByRole('row', { name: 'Payment 7XY8Z9A1B2' })).toHaveCount(0)
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: 'Approve matched (2)' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Approve 2 matched requests?', { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(notification(page, 'Approved 2 enrollments.')).toBeVisible()
  await expect(row(txA!).getByText('Already decided')).toBeVisible()
  await expect(row(txB!).getByText('Already decided')).toBeVisible()
  await expect(row(txShort!).getByText('Amount differs')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve matched (0)' })).toBeDisabled()

  // The database: both approved and enrolled, with the payment kept; the short one untouched.
  expect(await requestStatus(a.requestId)).toBe('approved')
  expect(await requestStatus(b.requestId)).toBe('approved')
  expect(await requestStatus(short.requestId)).toBe('pending')
  expect(await enrollments(userId, 'creative-design')).toBe(1)
  expect(await enrollments(userId, 'web-development')).toBe(1)
  expect(await enrollments(userId, 'video-editing')).toBe(0)
  expect(await decisionsOf(a.requestId)).toEqual([
    {
      decision: 'approved',
      wallet: 'bKash',
      payment_transaction_id: txA,
      payment_amount: a.amountDue,
      payment_sender: '01712345678',
      payment_received_at: '2026-11-23T04:05:00+00:00',
    },
  ])
  expect(await decisionsOf(b.requestId)).toMatchObject([
    { decision: 'approved', wallet: 'Nagad', payment_transaction_id: txB },
  ])

  // History lists both approvals, with the payment; the export has them too.
  await openTab(page, 'History')
  const historyRow = (tx: string) => page.getByRole('row').filter({ hasText: tx })
  for (const tx of [txA!, txB!]) {
    await expect(historyRow(tx)).toContainText('Approved')
    await expect(historyRow(tx)).toContainText('Test Learner')
  }
  await expect(historyRow(txShort!)).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = (await readFile(await download.path())).toString('utf8')
  const line = (tx: string) => csv.split('\r\n').filter((l) => l.includes(tx))
  expect(line(txA!)).toEqual([
    expect.stringContaining(`${txA},bKash,${txA},${a.amountDue},01712345678,`),
  ])
  expect(line(txA!)[0]).toContain(',Approved,')
  expect(line(txB!)).toEqual([
    expect.stringContaining(`${txB},Nagad,${txB},${b.amountDue},01812345678,`),
  ])
  expect(line(txShort!)).toEqual([])

  // Refund one: the enrolment goes, the refund is on record beside the approval.
  await historyRow(txA!)
    .getByRole('button', { name: /Refund/ })
    .click()
  const refund = page.getByRole('dialog')
  await refund.getByLabel('Reason').fill('Paid twice by mistake')
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(notification(page, 'Refunded')).toBeVisible()
  expect(await requestStatus(a.requestId)).toBe('refunded')
  expect(await enrollments(userId, 'creative-design')).toBe(0)
  expect(await enrollments(userId, 'web-development')).toBe(1)
  expect((await decisionsOf(a.requestId)).map((d) => d.decision)).toEqual(['approved', 'refunded'])
  await expect(historyRow(txA!).getByRole('button', { name: /Refund/ })).toHaveCount(0)

  // Matched again, the refunded payment is not approvable a second time.
  await openTab(page, 'Payments')
  await page.getByText('Paste & match', { exact: true }).click()
  await page.getByRole('textbox', { name: 'Wallet messages' }).fill(paste)
  await page.getByRole('button', { name: 'Match' }).click()
  await expect(row(txA!).getByText('Already decided')).toBeVisible()
  await expect(row(txA!).getByText('refunded')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve matched (0)' })).toBeDisabled()
})
