import { ApiError, type WalletSender } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fakeApi, json, renderConsole, scriptedApi } from '../../../tests/render'
import { setUpPaymentsTab } from '../../../tests/paymentsTab'

setUpPaymentsTab()

const seeded = [
  { sender: 'bKash', wallet: 'bKash', created_at: '2026-11-25T00:00:00+00:00' },
  { sender: 'NAGAD', wallet: 'Nagad', created_at: '2026-11-25T00:00:00+00:00' },
  { sender: '16216', wallet: 'Rocket', created_at: '2026-11-25T00:00:00+00:00' },
]

/**
 * The Settings view with the real wallet queries (validation, error mapping) over a scripted
 * PostgREST holding the senders and the setting.
 */
async function settingsConsole(autoApprove = true) {
  const rows = seeded.map((r) => ({ ...r }))
  const setting = { auto_approve: autoApprove, updated_at: '2026-11-25T00:00:00+00:00' }
  const writes: { method: string; table: string; query: string; body: unknown }[] = []
  const real = scriptedApi((method, url, body) => {
    const table = url.pathname.split('/').at(-1)!
    if (method !== 'GET') writes.push({ method, table, query: url.search, body })
    if (table === 'wallet_settings') {
      if (method === 'PATCH') Object.assign(setting, body)
      return json(200, method === 'PATCH' ? [setting] : setting)
    }
    if (method === 'GET') return json(200, rows)
    if (method === 'POST') {
      const { sender, wallet } = body as { sender: string; wallet: string }
      if (rows.some((r) => r.sender.toLowerCase() === sender.toLowerCase())) {
        return json(409, {
          code: '23505',
          message:
            'duplicate key value violates unique constraint "wallet_senders_lower_sender_key"',
          details: `Key (lower(sender))=(${sender.toLowerCase()}) already exists.`,
          hint: null,
        })
      }
      const row = { sender, wallet, created_at: '2026-11-25T06:00:00+00:00' }
      rows.push(row)
      return json(201, row)
    }
    if (method === 'DELETE') {
      const sender = url.searchParams.get('sender')?.replace(/^eq\./, '')
      const gone = rows.filter((r) => r.sender === sender)
      rows.splice(0, rows.length, ...rows.filter((r) => r.sender !== sender))
      return json(
        200,
        gone.map((r) => ({ sender: r.sender })),
      )
    }
    return json(500, { message: 'unexpected' })
  })
  const api = fakeApi({
    walletSettings: real.walletSettings,
    setAutoApprove: real.setAutoApprove,
    listWalletSenders: real.listWalletSenders,
    addWalletSender: real.addWalletSender,
    removeWalletSender: real.removeWalletSender,
  })
  const view = renderConsole(api, '/payments?view=settings')
  // the tab's code is loaded lazily: a busy machine takes its time
  await screen.findByRole('heading', { name: 'Payments' }, { timeout: 10_000 })
  return { ...view, api, writes, rows }
}

const sendersTable = () => within(screen.getByRole('table', { name: 'Wallet senders' }))

describe('Payments tab: settings', { timeout: 20_000 }, () => {
  it('shows automatic approval on, and turns it off and on again', async () => {
    const { user, writes } = await settingsConsole()
    const toggle = await screen.findByRole('switch', { name: 'Automatic approval' })
    expect(toggle).toBeChecked()
    await user.click(toggle)
    expect(
      await screen.findByText(
        'Automatic approval is off: matched payments wait in the Inbox for you to approve.',
      ),
    ).toBeVisible()
    expect(toggle).not.toBeChecked()
    expect(writes).toEqual([
      {
        method: 'PATCH',
        table: 'wallet_settings',
        query: expect.stringContaining('id=eq.true'),
        body: { auto_approve: false },
      },
    ])
    await user.click(toggle)
    expect(await screen.findByText('Automatic approval is on.')).toBeVisible()
    expect(toggle).toBeChecked()
  })

  it('keeps the switch as it was when the change fails', async () => {
    const api = fakeApi()
    api.setAutoApprove.mockRejectedValue(
      new ApiError({ kind: 'unknown', operation: 'walletSettings.update' }),
    )
    const { user } = renderConsole(api, '/payments?view=settings')
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Automatic approval' },
      { timeout: 10_000 },
    )
    await user.click(toggle)
    expect(await screen.findByText('Could not change automatic approval.')).toBeVisible()
    expect(toggle).toBeChecked()
  })

  it('lists the sender ids with their wallets', async () => {
    await settingsConsole()
    await screen.findByText('NAGAD')
    const rows = sendersTable().getAllByRole('row')
    expect(rows).toHaveLength(4)
    expect(rows[2]).toHaveTextContent('NAGAD')
    expect(rows[2]).toHaveTextContent('Nagad')
  })

  it('adds a sender, trimmed, for the wallet chosen', async () => {
    const { user, writes } = await settingsConsole()
    await screen.findByText('NAGAD')
    await user.type(screen.getByRole('textbox', { name: 'Sender ID' }), '  NAGAD-BD ')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wallet' }), 'Nagad')
    await user.click(screen.getByRole('button', { name: 'Add sender' }))
    expect(await screen.findByText('SMS from “NAGAD-BD” now count as Nagad money.')).toBeVisible()
    expect(writes).toEqual([
      {
        method: 'POST',
        table: 'wallet_senders',
        query: expect.any(String),
        body: { sender: 'NAGAD-BD', wallet: 'Nagad' },
      },
    ])
    expect(sendersTable().getByText('NAGAD-BD')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Sender ID' })).toHaveValue('')
  })

  it('says a sender already listed (in another case) is there already, and keeps the form', async () => {
    const { user, rows } = await settingsConsole()
    await screen.findByText('NAGAD')
    await user.type(screen.getByRole('textbox', { name: 'Sender ID' }), 'bkash')
    await user.click(screen.getByRole('button', { name: 'Add sender' }))
    expect(await screen.findByText('This sender ID is already on the list.')).toBeVisible()
    expect(rows).toHaveLength(3)
    expect(sendersTable().getAllByRole('row')).toHaveLength(4)
    expect(screen.getByRole('textbox', { name: 'Sender ID' })).toHaveValue('bkash')
  })

  it('refuses a blank or too long sender id without asking the server', async () => {
    const { user, writes } = await settingsConsole()
    await screen.findByText('NAGAD')
    const sender = screen.getByRole('textbox', { name: 'Sender ID' })
    await user.click(screen.getByRole('button', { name: 'Add sender' }))
    expectRefusedField(sender, 'Write the sender ID, as the phone shows it.')
    expect(await findAlert('Write the sender ID, as the phone shows it.')).toBeVisible()
    await user.click(sender)
    await user.paste('x'.repeat(33))
    await user.click(screen.getByRole('button', { name: 'Add sender' }))
    expectRefusedField(sender, 'A sender ID has at most 32 characters.')
    expect(await findAlert('A sender ID has at most 32 characters.')).toBeVisible()
    expect(writes).toHaveLength(0)
  })

  it('removes a sender only after confirming', async () => {
    const { user, writes } = await settingsConsole()
    const remove = await screen.findByRole('button', { name: 'Remove sender 16216' })
    await user.click(remove)
    let dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Remove this sender?')).toBeVisible()
    expect(
      within(dialog).getByText(
        'SMS from “16216” will no longer count as Rocket money. Messages already received keep their state.',
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(writes).toHaveLength(0)

    await user.click(remove)
    dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Sender “16216” removed.')).toBeVisible()
    await waitFor(() => expect(sendersTable().queryByText('16216')).toBeNull())
    expect(writes).toEqual([
      {
        method: 'DELETE',
        table: 'wallet_senders',
        query: expect.stringContaining('sender=eq.16216'),
        body: undefined,
      },
    ])
  })

  it('says so when the sender was removed meanwhile', async () => {
    const { user, rows } = await settingsConsole()
    const remove = await screen.findByRole('button', { name: 'Remove sender 16216' })
    rows.pop() // another admin removed it
    await user.click(remove)
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    expect(await screen.findByText('This sender ID is no longer on the list.')).toBeVisible()
  })

  it('shows the senders’ loading error with Try again', async () => {
    const api = fakeApi()
    api.listWalletSenders.mockRejectedValueOnce(
      new ApiError({ kind: 'unknown', operation: 'walletSenders.list' }),
    )
    const sender: WalletSender = {
      sender: 'bKash',
      wallet: 'bKash',
      createdAt: seeded[0]!.created_at,
    }
    api.listWalletSenders.mockResolvedValue([sender])
    const { user } = renderConsole(api, '/payments?view=settings')
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Could not load the wallet senders.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Remove sender bKash' })).toBeVisible()
  })
})
