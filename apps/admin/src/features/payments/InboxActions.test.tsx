/** The Inbox's actions (approve, anchor), its loading and error states, and the wallet phone's health. */
import { screen, waitFor, within, type Matcher } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, type Mock } from 'vitest'
import { conflict, unreachable } from '../../../tests/fixtures'
import { expectVisible, never } from '../../../tests/render'
import { inboxTexts } from './Inbox'
import { now, message, page, setUp, card } from '../../../tests/inbox'
import { setUpPaymentsTab } from '../../../tests/paymentsTab'

setUpPaymentsTab(now)

/**
 * A message's action asked first: `button` opens the confirmation, which says `texts`, and its
 * Cancel calls nothing; opened again, its `action` button calls `call` with the message's `id`,
 * and the console says `done`.
 */
async function cancelThenConfirm(
  user: UserEvent,
  asked: { button: HTMLElement; texts: Matcher[]; action: string },
  { call, id, done }: { call: Mock; id: string; done: string },
) {
  await user.click(asked.button)
  let dialog = within(await screen.findByRole('dialog'))
  expectVisible(dialog, asked.texts)
  await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  expect(call).not.toHaveBeenCalled()

  await user.click(asked.button)
  dialog = within(await screen.findByRole('dialog'))
  await user.click(dialog.getByRole('button', { name: asked.action }))
  expect(await screen.findByText(done)).toBeVisible()
  expect(call).toHaveBeenCalledWith(id)
}

/** The inbox showing one payment matched to a pending request, waiting for approval. */
async function inboxOfOneMatched() {
  const matched = message({
    state: 'matched',
    request: { ...message().request!, status: 'pending' },
  })
  return { matched, ...(await setUp({ listWalletMessages: async () => page([matched]) })) }
}

describe("Payments tab: the inbox's actions", { timeout: 20_000 }, () => {
  it('approves a matched payment after a confirmation, then shows the page as it is now', async () => {
    const { matched, api, user } = await inboxOfOneMatched()
    api.approveWalletMessage.mockResolvedValue('settled')
    const button = await screen.findByRole('button', {
      name: `Approve payment ${matched.transactionId}`,
    })
    const loads = api.listWalletMessages.mock.calls.length
    const approval = {
      button,
      texts: [
        inboxTexts.approveQuestion,
        `Rahim Uddin, Web Development with AI: ৳699 (bKash ${matched.transactionId}). ${inboxTexts.approveNote}`,
      ],
      action: 'Approve',
    }
    await cancelThenConfirm(user, approval, {
      call: api.approveWalletMessage,
      id: matched.id,
      done: 'Approved: Rahim Uddin is now enrolled in Web Development with AI.',
    })
    await waitFor(() => expect(api.listWalletMessages.mock.calls.length).toBeGreaterThan(loads))
  })

  it('says so when an approval did not settle, or failed', async () => {
    const { matched, api, user } = await inboxOfOneMatched()
    api.approveWalletMessage.mockResolvedValueOnce('matched')
    const approve = async () => {
      await user.click(
        await screen.findByRole('button', { name: `Approve payment ${matched.transactionId}` }),
      )
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
      )
    }
    await approve()
    expect(
      await screen.findByText(
        'Not approved: Rahim Uddin is already enrolled in Web Development with AI.',
      ),
    ).toBeVisible()

    api.approveWalletMessage.mockRejectedValueOnce(
      conflict('walletMessage.approve', { hint: 'wallet_message_not_matched' }),
    )
    await approve()
    expect(
      await screen.findByText(
        'Only a payment waiting for approval can be approved. Refresh to see it as it is now.',
      ),
    ).toBeVisible()
  })

  it('anchors a held balance only after a confirmation that says what it does', async () => {
    const held = message({ state: 'held', chain: 'breaks', request: null, balance: 5299 })
    const noBalance = message({ state: 'held', chain: null, balance: null, request: null })
    const { api, user } = await setUp({ listWalletMessages: async () => page([held, noBalance]) })
    api.anchorWalletMessage.mockResolvedValue('settled')
    await screen.findAllByRole('article')
    // nothing to anchor without a balance, nor on a message that is not held
    expect(
      card(`SMS ${noBalance.transactionId}`).queryByRole('button', {
        name: /This balance is right/,
      }),
    ).toBeNull()

    const anchoring = {
      button: card(`SMS ${held.transactionId}`).getByRole('button', {
        name: `This balance is right: SMS ${held.transactionId}`,
      }),
      texts: [
        'Is ৳5,299 the right bKash balance after this message?',
        inboxTexts.anchorNote('bKash'),
        /re-anchors the bKash balance chain here/,
      ],
      action: 'This balance is right',
    }
    await cancelThenConfirm(user, anchoring, {
      call: api.anchorWalletMessage,
      id: held.id,
      done: 'Balance anchored: this message is now “Settled”.',
    })
  })

  it('shows the loading state while the page loads', async () => {
    await setUp({ listWalletMessages: never })
    expect(await screen.findByText('Loading wallet messages…')).toBeVisible()
  })

  it("shows the server's error and loads again on Try again", async () => {
    let calls = 0
    const { api, user } = await setUp({
      listWalletMessages: async () => {
        calls += 1
        if (calls === 1) throw unreachable('walletMessages.list')
        return page([])
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing needs a look right now.')).toBeVisible()
    expect(api.listWalletMessages).toHaveBeenCalledTimes(2)
  })

  it('Refresh loads the page and the phone again', async () => {
    const { api, user } = await setUp()
    await screen.findByText('Nothing needs a look right now.')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(api.listWalletMessages).toHaveBeenCalledTimes(2))
    expect(api.listWalletDevices).toHaveBeenCalledTimes(2)
  })
})

describe('Payments tab: the wallet phone', { timeout: 20_000 }, () => {
  it('says when it last sent a message and a ping', async () => {
    await setUp()
    expect(
      await screen.findByText('Wallet phone: last message 3 min ago, last ping 1 min ago'),
    ).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('warns when no phone ever sent anything', async () => {
    await setUp({ listWalletDevices: async () => [] })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The wallet phone has not sent anything yet')
    expect(alert).toHaveTextContent('see docs/deploy.md, The wallet phone')
  })

  it('warns when nothing, message or ping, came for more than 24 hours', async () => {
    await setUp({
      listWalletDevices: async () => [
        {
          deviceId: 'pixel-1',
          lastMessageAt: '2026-11-24T03:00:00Z', // 27 h before now
          lastPingAt: '2026-11-24T05:00:00Z', // 25 h
        },
      ],
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nothing from the wallet phone for 24 hours')
    expect(alert).toHaveTextContent('Wallet phone: last message 27 h ago, last ping 25 h ago')
    expect(alert).toHaveTextContent('Last heard 24 Nov 2026, 11:00 am')
  })

  it('does not warn while a ping came within 24 hours, and names each of several phones', async () => {
    await setUp({
      listWalletDevices: async () => [
        { deviceId: 'old-phone', lastMessageAt: '2026-11-01T00:00:00Z', lastPingAt: null },
        { deviceId: 'pixel-1', lastMessageAt: null, lastPingAt: '2026-11-24T07:00:00Z' },
      ],
    })
    expect(await screen.findByText('pixel-1: no message yet, last ping 23 h ago')).toBeVisible()
    expect(screen.getByText('old-phone: last message 24 days ago')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
