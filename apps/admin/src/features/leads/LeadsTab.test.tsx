import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lead } from '../../../tests/fixtures'
import { fakeApi, renderScreen } from '../../../tests/render'
import { LeadsTab } from './LeadsTab'

const leads = [
  lead({
    id: 'l2',
    name: 'Nusrat "Nus" Jahan',
    email: 'nusrat@example.com',
    whatsapp: '+8801812345678',
    paymentMethod: null,
    createdAt: '2026-11-20T12:00:00+00:00',
  }),
  lead({
    name: 'Rahim, Uddin',
    courseId: 'web-development',
    courseTitle: 'Web Development with AI',
  }),
]

describe('Leads tab', () => {
  it('lists the records in the order given (newest first) and exports them as quoted CSV', async () => {
    const download = vi.fn()
    const { user } = renderScreen(
      fakeApi({
        leadsPage: async () => ({ rows: leads, next: null, total: leads.length }),
      }),
      <LeadsTab download={download} />,
    )
    const rows = await screen.findAllByRole('row')
    expect(rows[1]).toHaveTextContent('Nusrat "Nus" Jahan')
    expect(rows[2]).toHaveTextContent('Rahim, Uddin')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    const [fileName, parts] = download.mock.calls[0] as [string, string[]]
    expect(fileName).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(parts.join('')).toBe(
      'Name,Email,WhatsApp,Course,Payment method,Submitted (UTC)\r\n' +
        '"Nusrat ""Nus"" Jahan",nusrat@example.com,+8801812345678,Video Editing,,2026-11-20T12:00:00+00:00\r\n' +
        '"Rahim, Uddin",rahim@example.com,01712345678,Web Development with AI,bKash,2026-11-19T12:00:00+00:00\r\n',
    )
  })
})
