// The wallet phone's local demo works on the first try (issue 34): `pnpm stack` on a fresh data
// folder anchors each wallet's chain at the balance the README states and prints it, and the
// README's own `pnpm wallet-sms "<receipt>"` settles the seeded request. The real project (its
// migrations, seed and wallet-sms function), through the CLI as `pnpm dev` runs it.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSql } from '../src/client'
import { findRepoRoot, packageDir } from '../src/paths'
import { anchors, demoRequest, seedWalletDemo, walletDemoState } from '../src/wallet-demo'

const root = findRepoRoot()
const dataDir = mkdtempSync(join(tmpdir(), 'devstack-wallet-demo-'))

/** The README's wallet section: the receipt in its `pnpm wallet-sms "…"` example, and its prose. */
function readmeExample(): { receipt: string; section: string } {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = /^### The wallet phone, locally\n([\s\S]*?)(?=^#{1,3} )/m.exec(readme)?.[1]
  if (!section) throw new Error('README.md has no section "### The wallet phone, locally"')
  const receipt = /^pnpm wallet-sms "([^"]+)"$/m.exec(section)?.[1]
  if (!receipt) throw new Error('the README\'s wallet section has no `pnpm wallet-sms "<receipt>"`')
  return { receipt, section }
}

let cli: ChildProcess
let output = ''
let apiUrl = ''
let dbUrl = ''

beforeAll(async () => {
  cli = spawn(
    process.execPath,
    // a fresh data folder of its own (the CLI's default is the repository's .local/devstack)
    [
      '--import',
      'tsx',
      'src/cli.ts',
      'start',
      '--api-port',
      '0',
      '--db-port',
      '0',
      '--data-dir',
      dataDir,
    ],
    { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  for (const stream of [cli.stdout, cli.stderr]) stream?.on('data', (b: Buffer) => (output += b))
  const started = Date.now()
  while (!/Ready in [\d.]+ s/.test(output)) {
    if (cli.exitCode !== null || Date.now() - started > 150_000)
      throw new Error(`the CLI did not become ready:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  apiUrl = /API URL\s+(\S+)/.exec(output)![1]!
  dbUrl = /Database\s+(\S+)/.exec(output)![1]!
}, 180_000)

afterAll(async () => {
  if (cli && cli.exitCode === null) {
    const exited = new Promise((r) => cli.on('exit', r))
    cli.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the wallet phone, locally', () => {
  it('pnpm stack anchors each chain at the balance the README states, and prints it', () => {
    const prose = readmeExample().section.replace(/\s+/g, ' ')
    for (const anchor of anchors) {
      const balance = anchor.balance.toLocaleString('en-US', { minimumFractionDigits: 2 })
      expect(prose).toContain(`${anchor.wallet} Tk ${balance}`)
      expect(output).toMatch(
        new RegExp(`^ {4}${anchor.wallet} +Tk +${balance.replace('.', '\\.')} +anchored`, 'm'),
      )
    }
    expect(output).toContain(
      `Pending: ${demoRequest.email}, ${demoRequest.courseId}, Tk 399 by bKash`,
    )
    expect(output).toContain(`Settle it: pnpm wallet-sms "You have received Tk 399.00`)
  })

  it("the README's receipt settles the seeded request on the first try", async () => {
    const { receipt } = readmeExample()
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['--silent', 'wallet-sms', receipt, '--url', `${apiUrl}/functions/v1/wallet-sms`],
      { cwd: root },
    )
    expect(stdout).toContain('HTTP 200')
    expect(stdout).toMatch(/"state": "settled"/)

    const [request] = await runSql<{ status: string; paid_amount: string; automatic: boolean }>(
      { dbUrl },
      `select p.status, p.paid_amount, d.automatic
         from public.pending_enrollments p
         join public.enrollment_decisions d on d.request_id = p.id and d.decision = 'approved'
        where p.transaction_id = $1`,
      [demoRequest.transactionId],
    )
    expect(request).toEqual({ status: 'approved', paid_amount: '399.00', automatic: true })
    const enrolled = await runSql(
      { dbUrl },
      `select 1 from public.enrollments e join auth.users u on u.id = e.user_id
        where u.email = $1 and e.course_id = $2`,
      [demoRequest.email, demoRequest.courseId],
    )
    expect(enrolled).toHaveLength(1)

    // the chain goes on from the receipt; a start on this database seeds nothing again
    expect(await seedWalletDemo(dbUrl)).toBe('already')
    const state = await walletDemoState(dbUrl)
    expect(state?.heads.find((h) => h.wallet === 'bKash')).toEqual({
      wallet: 'bKash',
      balance: 25_399,
      chain: 'follows',
    })
    expect(state?.request).toEqual({ status: 'approved', amountDue: 399 })
  }, 90_000)

  it('the other wallets follow their anchors too, and a receipt that does not is held', async () => {
    const post = async (text: string, from: string) =>
      (
        await promisify(execFile)(
          'pnpm',
          [
            '--silent',
            'wallet-sms',
            text,
            '--from',
            from,
            '--url',
            `${apiUrl}/functions/v1/wallet-sms`,
          ],
          { cwd: root },
        )
      ).stdout
    const nagad = await post(
      'Money Received.\nAmount: Tk 699.00\nSender: 01812345678\nRef: N/A\nTxnID: 7DEMO0NG\nBalance: Tk 15,699.00\n28/11/2026 10:05',
      'NAGAD',
    )
    // no request has this id yet: it waits for one, its chain checked
    expect(nagad).toMatch(/"state": "waiting"/)
    const rocket = await post(
      'Tk499.00 received from A/C:018123456789 Fee:Tk0, Your A/C Balance: Tk10,499.00 TxnId:9000000004 Date:28-NOV-26 10:06:00 am.',
      '16216',
    )
    expect(rocket).toMatch(/"state": "waiting"/)
    const forged = await post(
      'You have received Tk 699.00 from 01712345678. Fee Tk 0.00. Balance Tk 99,999.00. TrxID DEMOFORGE1 at 28/11/2026 10:07',
      'bKash',
    )
    expect(forged).toMatch(/"state": "held"/)
    const chains = await runSql<{ wallet: string; chain: string }>(
      { dbUrl },
      `select wallet, chain from public.wallet_messages
        where transaction_id in ('7DEMO0NG', '9000000004', 'DEMOFORGE1')`,
    )
    expect(Object.fromEntries(chains.map((c) => [c.wallet, c.chain]))).toEqual({
      bKash: 'breaks',
      Nagad: 'follows',
      Rocket: 'follows',
    })
  }, 90_000)
})
