import { ApiError } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, never, renderConsole, type FakeApi } from '../../../tests/render'

// the tab's code (and the charts'), loaded before the tests rather than while one waits for it
await import('./StatisticsTab')

// 10:00 in Dhaka on 28 Nov 2026: the last 30 days are 30 Oct to 28 Nov
const NOW = new Date('2026-11-28T04:00:00Z')
const last30 = { from: '2026-10-30', to: '2026-11-28' }

beforeEach(() => {
  // only the clock, running on from NOW: the tab's "today" (timers stay real for the waits)
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

/** Every report was last asked for `range`. */
async function expectReportsOf(api: FakeApi, range: { from: string; to: string }) {
  await waitFor(() => {
    for (const report of [api.moneyReport, api.deskReport, api.funnelReport, api.learningReport])
      expect(report).toHaveBeenLastCalledWith(range)
  })
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

async function retype(user: ReturnType<typeof renderConsole>['user'], label: string, day: string) {
  await user.clear(field(label))
  await user.type(field(label), day)
}

describe('Statistics tab: the range', { timeout: 20_000 }, () => {
  it('shows the last 30 days by default, a section once those above it have loaded', async () => {
    const api = fakeApi({ learningReport: never })
    renderConsole(api, '/statistics')
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeVisible()
    expect(await screen.findByText('Loading the learning figures…')).toBeVisible()
    expect(await screen.findByText('No request is waiting.')).toBeVisible()
    expect(screen.getAllByRole('status')).toHaveLength(1) // one section at a time is loading
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked()
    expect(
      screen.getByText(
        'Showing 30 Oct 2026 to 28 Nov 2026: days in Bangladesh (Asia/Dhaka), both included.',
      ),
    ).toBeVisible()
    await expectReportsOf(api, last30)
  })

  it('asks for every report at once, and shows nothing below a section still loading', async () => {
    const api = fakeApi({ moneyReport: never })
    renderConsole(api, '/statistics')
    expect(await screen.findByText('Loading the money figures…')).toBeVisible()
    await expectReportsOf(api, last30)
    expect(screen.queryByRole('heading', { name: 'The desk' })).toBeNull()
    expect(screen.queryByText('No request is waiting.')).toBeNull()
  })

  it('asks for 7 or 90 days ending today in Dhaka, kept in the address', async () => {
    const api = fakeApi()
    const { user, router } = renderConsole(api, '/statistics')
    await expectReportsOf(api, last30)
    await user.click(screen.getByRole('radio', { name: '7 days' }))
    await expectReportsOf(api, { from: '2026-11-22', to: '2026-11-28' })
    expect(router.state.location.search).toBe('?range=7')
    await user.click(screen.getByRole('radio', { name: '90 days' }))
    await expectReportsOf(api, { from: '2026-08-31', to: '2026-11-28' })
    expect(router.state.location.search).toBe('?range=90')
  })

  it('counts today from Dhaka’s midnight, not the browser’s or UTC’s', async () => {
    vi.setSystemTime(new Date('2026-11-27T18:30:00Z')) // 00:30 on 28 Nov in Dhaka
    const api = fakeApi()
    renderConsole(api, '/statistics?range=7')
    await expectReportsOf(api, { from: '2026-11-22', to: '2026-11-28' })
  })

  it('takes a from-to range from two date fields once both make a good range', async () => {
    const api = fakeApi()
    const { user, router } = renderConsole(api, '/statistics')
    await expectReportsOf(api, last30)
    await user.click(screen.getByRole('radio', { name: 'From–to' }))
    // the fields start from the days shown
    expect(field('From').value).toBe('2026-10-30')
    expect(field('To').value).toBe('2026-11-28')
    await retype(user, 'From', '2026-11-01')
    await retype(user, 'To', '2026-11-27')
    await expectReportsOf(api, { from: '2026-11-01', to: '2026-11-27' })
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27')
  })

  it('says what is wrong beside the fields and keeps the charts on the last good range', async () => {
    const api = fakeApi()
    const { user, router } = renderConsole(api, '/statistics?from=2026-11-01&to=2026-11-27')
    await expectReportsOf(api, { from: '2026-11-01', to: '2026-11-27' })
    expect(screen.getByRole('radio', { name: 'From–to' })).toBeChecked()
    const cases = [
      ['To', '2026-10-20', 'The end date is before the start date.'],
      ['To', '2026-11-29', 'The end date is after today (days in Bangladesh time).'],
      ['From', '2025-11-01', 'Choose at most a year: 366 days or fewer.'],
    ] as const
    for (const [label, day, message] of cases) {
      await retype(user, label, day)
      expect(await screen.findByText(message)).toBeVisible()
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
      await retype(user, label, label === 'From' ? '2026-11-01' : '2026-11-27')
      await waitFor(() => expect(screen.queryByText(message)).toBeNull())
    }
    // the bad ranges were never asked for, and the shown range stayed
    for (const [range] of api.moneyReport.mock.calls)
      expect(range).toEqual({ from: '2026-11-01', to: '2026-11-27' })
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27')
    expect(screen.getByText(/^Showing 1 Nov 2026 to 27 Nov 2026/)).toBeVisible()
  })

  it('reads a malformed range in the address as the last 30 days, and says so once', async () => {
    const api = fakeApi()
    const { user, router } = renderConsole(api, '/statistics?from=2026-11-31&to=2026-12-01')
    expect(
      await screen.findByText(
        'The range in this link could not be shown (Not a date: 2026-11-31): showing the last 30 days.',
      ),
    ).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toBe('?range=30'))
    await expectReportsOf(api, last30)
    for (const report of [api.moneyReport, api.deskReport, api.funnelReport, api.learningReport])
      expect(report).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-31' }))
    // said once: the next range leaves it behind
    await user.click(screen.getByRole('radio', { name: '7 days' }))
    await waitFor(() => expect(screen.queryByText(/could not be shown/)).toBeNull())
  })

  it('reads a reversed or future range in a shared link as the default too', async () => {
    const api = fakeApi()
    renderConsole(api, '/statistics?from=2026-11-20&to=2026-11-10')
    expect(
      await screen.findByText(
        /\(The end date is before the start date\): showing the last 30 days\.$/,
      ),
    ).toBeVisible()
    await expectReportsOf(api, last30)
  })
})

describe('Statistics tab: refusals', { timeout: 20_000 }, () => {
  it('says a refused range in words, with Try again, the other sections kept', async () => {
    const api = fakeApi()
    api.moneyReport
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'invalid',
          operation: 'statistics.read',
          code: '22023',
          hint: 'range_in_future',
          status: 400,
        }),
      )
      .mockResolvedValueOnce({ courses: [], days: [] })
    const { user } = renderConsole(api, '/statistics')
    const money = await screen.findByRole('region', { name: 'Money' })
    expect(await within(money).findByRole('alert')).toHaveTextContent(
      'The end date is after today (days in Bangladesh time).',
    )
    expect(await screen.findByRole('group', { name: 'Pending requests' })).toHaveTextContent('0')
    await user.click(within(money).getByRole('button', { name: 'Try again' }))
    expect(await within(money).findByText(/^No taka received or refunded/)).toBeVisible()
  })

  it('says "not allowed" for admin_only and names the figures for anything else', async () => {
    const api = fakeApi()
    api.funnelReport.mockRejectedValue(
      new ApiError({
        kind: 'forbidden',
        operation: 'statistics.read',
        code: '42501',
        hint: 'admin_only',
      }),
    )
    api.learningReport.mockRejectedValue(
      new ApiError({ kind: 'unknown', operation: 'statistics.read', code: 'XX000', status: 500 }),
    )
    renderConsole(api, '/statistics')
    const funnel = await screen.findByRole('region', { name: 'Funnel per course' })
    expect(await within(funnel).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    )
    const learning = screen.getByRole('region', { name: 'Learning' })
    expect(await within(learning).findByRole('alert')).toHaveTextContent(
      'Could not load the statistics.',
    )
  })
})
