import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { failedMail, pendingRequest } from '../../../tests/fixtures'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'

const request = pendingRequest()

describe('WhatsApp on a pending request', () => {
  it("opens a chat with the learner's number, prefilled in their language", async () => {
    const api = fakeApi({
      pendingPage: async () => ({ rows: [request], next: null, total: null }),
      learnerLocales: async () => ({ u1: 'bn' }),
    })
    renderConsole(api)
    const card = await screen.findByRole('article', { name: 'Request TXAAA111' })
    const link = within(card).getByRole('link', {
      name: 'WhatsApp Rahim Uddin (opens in a new tab)',
    })
    await waitFor(() => expect(link.getAttribute('href')).toContain('%E0%A6')) // Bangla letters
    const url = new URL(link.getAttribute('href')!)
    expect(url.origin + url.pathname).toBe('https://wa.me/8801712345678')
    expect(url.searchParams.get('text')).toContain('ট্রানজেকশন আইডি TXAAA111')
    expect(api.learnerLocales).toHaveBeenCalledWith(['u1'])
  })

  it('writes in English when the language is unknown', async () => {
    renderConsole(
      fakeApi({ pendingPage: async () => ({ rows: [request], next: null, total: null }) }),
    )
    const card = await screen.findByRole('article', { name: 'Request TXAAA111' })
    const href = within(card)
      .getByRole('link', { name: /WhatsApp/ })
      .getAttribute('href')!
    expect(new URL(href).searchParams.get('text')).toBe(
      'Hello Rahim Uddin, this is about your enrolment request for Web Development with AI (transaction ID TXAAA111).',
    )
  })
})

describe('Failed mails tab', () => {
  it('lists the mails given up on with their last error', async () => {
    renderConsole(
      fakeApi({
        failedMailsPage: async () => ({ rows: [failedMail()], next: null, total: null }),
      }),
      '/mail',
    )
    const row = (await screen.findByText('TXCCC333')).closest('tr')!
    expectVisible(within(row), ['Approved', 'SMTP: 451 try again later', '5'])
  })
})
