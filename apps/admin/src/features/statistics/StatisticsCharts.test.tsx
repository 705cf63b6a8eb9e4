import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { moneyReport as money, reportCourses } from '../../../tests/fixtures'
import { fakeApi, renderScreen, type FakeApi } from '../../../tests/render'
import { StatisticsTab } from './StatisticsTab'

const days = '30 Oct 2026 to 28 Nov 2026'

beforeEach(() => {
  // 10:00 in Dhaka on 28 Nov 2026: the last 30 days are 30 Oct to 28 Nov
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-11-28T04:00:00Z'))
})
afterEach(() => vi.useRealTimers())

function renderTab(api: FakeApi) {
  const download = vi.fn()
  const { user } = renderScreen(api, <StatisticsTab download={download} />)
  return { user, download }
}

const figure = (name: string) => screen.getByRole('group', { name })
const table = (name: string) => screen.getByRole('table', { name: `${name}: the numbers` })
const row = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('tr')!
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent)
/** The text of the CSV a download was offered. */
const csvOf = (download: ReturnType<typeof vi.fn>) =>
  (download.mock.lastCall![1] as string[]).join('')

describe('Statistics tab: money', { timeout: 20_000 }, () => {
  it('draws taka per day per course, every day of the range, with its table and figures', async () => {
    renderTab(fakeApi({ moneyReport: async () => money }))
    expect(
      await screen.findByRole('img', { name: 'Taka received per day' }),
    ).toHaveAccessibleDescription(
      `Taka of the approvals decided each day, per course (stacked: a bar is the day’s total). ৳1,998 in all, ৳399 refunded, ${days}.`,
    )
    const numbers = table('Taka received per day')
    // 30 days, each a row: a day without money reads as zeros
    expect(within(numbers).getAllByRole('row')).toHaveLength(1 + 30 + 1)
    expect(cells(row(numbers, '21 Nov 2026'))).toEqual([
      '21 Nov 2026',
      '৳798',
      '৳0',
      '৳1,200',
      '৳1,998',
      '৳399',
    ])
    expect(cells(row(numbers, '22 Nov 2026'))).toEqual([
      '22 Nov 2026',
      '৳0',
      '৳0',
      '৳0',
      '৳0',
      '৳0',
    ])
    expect(figure('Taka received')).toHaveTextContent('৳1,998')
    expect(figure('Refunded')).toHaveTextContent('৳3991 refunds')
    expect(figure('Approved by the wallet phone')).toHaveTextContent('67%2 of 3 approvals')
    const shares = table('Approved by the wallet phone or by hand')
    expect(cells(row(shares, 'By the wallet phone'))).toEqual(['By the wallet phone', '2', '67%'])
    expect(cells(row(shares, 'By hand'))).toEqual(['By hand', '1', '33%'])
  })

  it('offers each chart’s series as CSV, one line a day, plain numbers', async () => {
    const { user, download } = renderTab(fakeApi({ moneyReport: async () => money }))
    await user.click(
      await screen.findByRole('button', { name: 'Download CSV: Taka received per day' }),
    )
    expect(download.mock.lastCall![0]).toBe('statistics-money-2026-10-30-to-2026-11-28.csv')
    const lines = csvOf(download).split('\r\n')
    expect(lines[0]).toBe(
      'Day (Asia/Dhaka),Creative Design on Your Phone (taka),Video Editing (taka),Web Development with AI (taka),Total received (taka),Refunded (taka),Approvals,By the wallet phone,Refunds',
    )
    expect(lines).toHaveLength(1 + 30 + 1) // the header, 30 days, the last line's end
    expect(lines[1]).toBe('2026-10-30,0,0,0,0,0,0,0,0')
    expect(lines).toContain('2026-11-21,798,0,1200,1998,399,3,2,1')
    await user.click(
      screen.getByRole('button', { name: 'Download CSV: Approved by the wallet phone or by hand' }),
    )
    expect(csvOf(download)).toBe(
      'Approved,Approvals,Share (%)\r\nBy the wallet phone,2,66.7\r\nBy hand,1,33.3\r\n',
    )
  })
})

describe('Statistics tab: the desk, the funnel and learning', { timeout: 20_000 }, () => {
  it('shows the minutes to approval per day, a day without approvals as no value', async () => {
    renderTab(
      fakeApi({
        deskReport: async () => ({
          days: [{ day: '2026-11-27', approved: 1980, medianMinutes: 42.25, p90Minutes: 1500 }],
          waiting: [
            { age: 'under_1h', requests: 3 },
            { age: '1h_to_6h', requests: 0 },
            { age: '6h_to_24h', requests: 0 },
            { age: '1d_to_3d', requests: 1 },
            { age: 'over_3d', requests: 1200 },
          ],
        }),
      }),
    )
    const numbers = await screen.findByRole('table', {
      name: 'Minutes from request to approval: the numbers',
    })
    expect(cells(row(numbers, '27 Nov 2026'))).toEqual(['27 Nov 2026', '1,980', '42.3', '1,500'])
    expect(cells(row(numbers, '26 Nov 2026'))).toEqual(['26 Nov 2026', '0', '—', '—'])
    expect(figure('Pending requests')).toHaveTextContent('1,204')
    expect(figure('Approved')).toHaveTextContent('1,980')
    const waiting = table('Requests waiting, by age')
    expect(cells(row(waiting, 'Over 3 days'))).toEqual(['Over 3 days', '1,200'])
    expect(within(waiting).getByText('Total').closest('tr')).toHaveTextContent('1,204')
  })

  it('shows each course’s funnel with the rate of each step, and its CSV', async () => {
    const api = fakeApi()
    api.funnelReport.mockResolvedValue({
      courses: reportCourses.map((c) => ({
        ...c,
        courseViews: c.courseId === 'video-editing' ? 1980 : 0,
        enrolViews: c.courseId === 'video-editing' ? 99 : 0,
        requests: c.courseId === 'video-editing' ? 10 : 0,
        approved: c.courseId === 'video-editing' ? 8 : 0,
        started: 0,
        halfWay: 0,
        finished: 0,
        certificates: 0,
      })),
    })
    const { user, download } = renderTab(api)
    const video = await screen.findByRole('figure', { name: 'Video Editing' })
    const steps = within(video).getByRole('table')
    // each step's row: the step, its count, and its rate from the step before
    for (const stepRow of [
      ['Course page views', '1,980', '—'],
      ['Enrol page views', '99', '5%'],
      ['Approved', '8', '80%'],
      ['Started', '0', '0%'],
      ['Half way', '0', '—'],
    ] as const) {
      expect(cells(within(steps).getByRole('row', { name: stepRow[0] }))).toEqual(stepRow)
    }
    // a course with no visits nor sales: an empty chart that says so, nothing to download
    const design = screen.getByRole('figure', { name: 'Creative Design on Your Phone' })
    expect(within(design).getByText(`No visits, requests or learners, ${days}.`)).toBeVisible()
    expect(within(design).queryByRole('table')).toBeNull()
    expect(within(design).getByRole('button', { name: /^Download CSV/ })).toBeDisabled()
    await user.click(within(video).getByRole('button', { name: 'Download CSV: Video Editing' }))
    expect(download.mock.lastCall![0]).toBe(
      'statistics-funnel-video-editing-2026-10-30-to-2026-11-28.csv',
    )
    const lines = csvOf(download).split('\r\n')
    expect(lines.slice(0, 3)).toEqual([
      'Course,Step,Count,Rate from the step before (%)',
      'Video Editing,Course page views,1980,',
      'Video Editing,Enrol page views,99,5',
    ])
  })

  it('shows learning’s waiting figures and the median hours per day', async () => {
    renderTab(
      fakeApi({
        learningReport: async () => ({
          handInsWaiting: 12345,
          questionsWaiting: 7,
          days: [
            {
              day: '2026-11-28',
              feedbacks: 2,
              feedbackMedianHours: 5.25,
              answers: 1,
              answerMedianHours: 0.5,
            },
          ],
        }),
      }),
    )
    expect(await screen.findByRole('group', { name: 'Hand-ins waiting' })).toHaveTextContent(
      '12,345',
    )
    expect(figure('Questions waiting')).toHaveTextContent('7')
    expect(figure('First feedback given')).toHaveTextContent('2')
    const numbers = table('Hours to first feedback and to first answer')
    expect(cells(row(numbers, '28 Nov 2026'))).toEqual(['28 Nov 2026', '2', '5.3', '1', '0.5'])
    expect(cells(row(numbers, '27 Nov 2026'))).toEqual(['27 Nov 2026', '0', '—', '0', '—'])
  })

  it('says so where a range has nothing, with nothing to download', async () => {
    renderTab(fakeApi())
    expect(await screen.findByText(`No taka received or refunded, ${days}.`)).toBeVisible()
    expect(await screen.findAllByText(`No approvals, ${days}.`)).toHaveLength(2)
    expect(await screen.findByText('No request is waiting.')).toBeVisible()
    expect(await screen.findAllByText(`No visits, requests or learners, ${days}.`)).toHaveLength(3)
    expect(
      await screen.findByText(`No feedback given and no question answered, ${days}.`),
    ).toBeVisible()
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    for (const button of screen.getAllByRole('button', { name: /^Download CSV/ }))
      expect(button).toBeDisabled()
    expect(figure('Approved by the wallet phone')).toHaveTextContent('—0 of 0 approvals')
  })
})
