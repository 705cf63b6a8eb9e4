/**
 * The profile's notifications a page at a time (issue 24, docs/decisions/0058-list-pages.md):
 * 20 a page from the server, "1–20 of 1,001" (in Bangla digits on the Bangla page), Older after
 * the page's last notice, Newer back to the page's own start, by mouse or keyboard; counted once.
 */
import type { ApiClient, AppNotification, KeysetCursor } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { m } from '../../i18n'

const api = vi.hoisted(() => ({
  listMyNotificationsPage: vi.fn(),
  markNotificationsRead: vi.fn(async () => {}),
  getMailLocale: vi.fn(async () => 'en'),
}))
vi.mock('@repo/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}))

const { MyNotifications } = await import('./MyNotifications')

const client = {} as ApiClient
const at = (i: number) => new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString()
const cursor = (i: number): KeysetCursor => ({
  at: at(i),
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
})
const notice = (i: number): AppNotification => ({
  id: `n${i}`,
  kind: 'class_starting',
  data: { title: `Class ${i}`, course_id: 'web-development' },
  readAt: i === 1 ? null : at(i),
  createdAt: at(i),
})
function page(first: number, count: number, next: boolean, total: number | null) {
  const rows = Array.from({ length: count }, (_, k) => notice(first + k))
  return { rows, next: next ? cursor(first + count - 1) : null, total }
}

beforeEach(() => {
  api.listMyNotificationsPage.mockReset()
  api.listMyNotificationsPage.mockImplementation(
    async (_c: unknown, _u: unknown, query: { after?: KeysetCursor }) =>
      query.after ? page(21, 1, false, null) : page(1, 20, true, 1001),
  )
})

const text = (i: number) => `Live class within the hour: Class ${i}.`
const pager = () => screen.getByRole('navigation', { name: 'Pages of your notifications' })

describe('MyNotifications', () => {
  it('shows 20 with "1–20 of 1,001", Older and Newer, counted once, marked read per page', async () => {
    const user = userEvent.setup()
    render(<MyNotifications client={client} userId="u1" />)
    expect(await screen.findByText(text(1))).toBeVisible()
    expect(screen.getAllByTestId('notification')).toHaveLength(20)
    expect(within(pager()).getByText('1–20 of 1,001')).toBeVisible()
    expect(within(pager()).getByRole('button', { name: 'Newer' })).toBeDisabled()
    expect(api.listMyNotificationsPage).toHaveBeenCalledWith(client, 'u1', {
      limit: 20,
      count: true,
    })
    // marked read once shown (an effect after the render, so it may follow the text by a tick)
    await waitFor(() => expect(api.markNotificationsRead).toHaveBeenCalledWith(client, ['n1']))

    await user.click(within(pager()).getByRole('button', { name: 'Older' }))
    expect(await screen.findByText(text(21))).toBeVisible()
    expect(screen.queryByText(text(1))).toBeNull()
    expect(within(pager()).getByText('21–21 of 1,001')).toBeVisible()
    expect(within(pager()).getByRole('button', { name: 'Older' })).toBeDisabled()
    expect(api.listMyNotificationsPage).toHaveBeenLastCalledWith(client, 'u1', {
      limit: 20,
      after: cursor(20),
    })

    // by keyboard: Newer, focused, with Enter
    within(pager()).getByRole('button', { name: 'Newer' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(text(1))).toBeVisible()
    expect(within(pager()).getByText('1–20 of 1,001')).toBeVisible()
  })

  it('says where the learner is in Bangla digits on the Bangla page', async () => {
    render(<MyNotifications client={client} userId="u1" />, {
      locale: 'bn',
    })
    const nav = await screen.findByRole('navigation', {
      name: m.notifications_pages({}, { locale: 'bn' }),
    })
    expect(within(nav).getByText('মোট ১,০০১টির মধ্যে ১–২০')).toBeVisible()
  })

  it('has no pages to turn when there are few, and says so when there are none', async () => {
    api.listMyNotificationsPage.mockResolvedValue(page(1, 0, false, 0))
    render(<MyNotifications client={client} userId="u1" />)
    expect(await screen.findByText(m.notifications_empty({}, { locale: 'en' }))).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull())
  })

  it("shows an answer's notice with its words as plain text and a link to the lesson's questions", async () => {
    const answered: AppNotification = {
      id: 'n9',
      kind: 'question_answered',
      data: {
        course_id: 'web-development',
        lesson_id: 'l1',
        lesson_title: 'Flexbox layouts',
        question_id: 'q1',
        answer: '<script>alert(1)</script> Use **gap**.',
        by_staff: true,
      },
      readAt: null,
      createdAt: at(0),
    }
    api.listMyNotificationsPage.mockResolvedValue({ rows: [answered], next: null, total: 1 })
    const { container } = render(<MyNotifications client={client} userId="u1" />)
    const item = await screen.findByText('A mentor answered your question under Flexbox layouts.')
    const card = item.closest('li')!
    expect(within(card).getByText('Answer: <script>alert(1)</script> Use **gap**.')).toBeVisible()
    expect(container.querySelector('script')).toBeNull()
    expect(within(card).getByRole('link', { name: 'Read the answer' })).toHaveAttribute(
      'href',
      '/learn/web-development/l1#questions',
    )
  })
})
