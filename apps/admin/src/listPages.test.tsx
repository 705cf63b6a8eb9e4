/**
 * The console's other lists a page at a time (issue 24, docs/decisions/0058-list-pages.md):
 * Active Users, Leads, Failed mails and the Lessons tab's enrolled learners each read 50 a page
 * from the server, say where the admin is ("1–50 of 2,507"), go Next (after the page's last row)
 * and Previous (back to the page's own start) by mouse or keyboard, and count once per load.
 */
import type {
  ActiveUser,
  CourseLearner,
  FailedDelivery,
  KeysetCursor,
  KeysetPage,
  LeadRecord,
} from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activeUser, courseLearner, failedMail, lead } from '../tests/fixtures'
import { fakeApi, renderConsole, type FakeApi } from '../tests/render'

const at = (i: number) => new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString()
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
const cursor = (i: number): KeysetCursor => ({ at: at(i), id: uuid(i) })

interface PagedTab<T> {
  path: string
  /** the pager's accessible name */
  pager: string
  page: 'usersPage' | 'leadsPage' | 'failedMailsPage' | 'courseLearnersPage'
  /** the `listCount` call's arguments */
  counts: unknown[]
  /** the page call's arguments for `query` */
  called: (query: object) => unknown[]
  row: (i: number) => T
  /** what row i shows */
  text: (i: number) => string
}

/** A list whose row i shows its email, `${who}-${i}@example.com` (its page call: the query alone). */
function emailTab<T>(
  tab: Pick<PagedTab<T>, 'path' | 'pager' | 'page' | 'counts'> &
    Partial<Pick<PagedTab<T>, 'called'>>,
  who: string,
  row: (i: number, email: string) => T,
): PagedTab<T> {
  const email = (i: number) => `${who}-${i}@example.com`
  return { called: (query) => [query], ...tab, row: (i) => row(i, email(i)), text: email }
}

const users = emailTab<ActiveUser>(
  { path: '/users', pager: 'Active users pages', page: 'usersPage', counts: ['active_users'] },
  'learner',
  (i, email) => activeUser({ userId: uuid(i), email, lastSeen: at(i) }),
)
const leads = emailTab<LeadRecord>(
  { path: '/leads', pager: 'Leads pages', page: 'leadsPage', counts: ['leads'] },
  'lead',
  (i, email) => lead({ id: uuid(i), email, createdAt: at(i) }),
)
const mails: PagedTab<FailedDelivery> = {
  path: '/mail',
  pager: 'Failed mails pages',
  page: 'failedMailsPage',
  counts: ['failed_mails'],
  called: (query) => [query],
  row: (i) =>
    failedMail({
      notificationId: uuid(i),
      data: { course_title: 'Video Editing', transaction_id: `TXMAIL${i}` },
      createdAt: at(i),
    }),
  text: (i) => `TXMAIL${i}`,
}
const learners = emailTab<CourseLearner>(
  {
    path: '/lessons?course=creative-design&view=enrolled',
    pager: 'Enrolled learners pages',
    page: 'courseLearnersPage',
    counts: ['course_learners', 'creative-design'],
    called: (query) => ['creative-design', query],
  },
  'enrolled',
  (i, email) => courseLearner({ userId: uuid(i), email, enrolledAt: at(i) }),
)

/** Rows first..first+count-1, the page after it starting at `next`. */
function page<T>(tab: PagedTab<T>, first: number, count: number, last: boolean): KeysetPage<T> {
  const rows = Array.from({ length: count }, (_, k) => tab.row(first + k))
  return { rows, next: last ? null : cursor(first + count - 1), total: null }
}

/** 2,507 rows: pages of 50, the second after row 50. */
function paged<T>(tab: PagedTab<T>, total = { count: 2507, estimated: false }): FakeApi {
  const api = fakeApi({ listCount: async () => total })
  const pageFn = api[tab.page] as unknown as {
    mockImplementation(f: (...args: unknown[]) => Promise<KeysetPage<T>>): void
  }
  pageFn.mockImplementation(async (...args) => {
    const query = args.at(-1) as { after?: KeysetCursor }
    return query.after ? page(tab, 51, 50, false) : page(tab, 1, 50, false)
  })
  return api
}

describe.each([users, leads, mails, learners] as PagedTab<unknown>[])('$path', (tab) => {
  const pager = () => screen.getByRole('navigation', { name: tab.pager })

  it('shows 50 with "1–50 of 2,507", Next and Previous, the total counted once', async () => {
    const api = paged(tab)
    const { user } = renderConsole(api, tab.path)
    expect(await screen.findByText(tab.text(1))).toBeVisible()
    expect(screen.getByText(tab.text(50))).toBeVisible()
    await waitFor(() => expect(within(pager()).getByText('1–50 of 2,507')).toBeVisible())
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(api[tab.page]).toHaveBeenCalledWith(...tab.called({ limit: 50 }))

    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(tab.text(51))).toBeVisible()
    expect(screen.queryByText(tab.text(1))).toBeNull()
    expect(within(pager()).getByText('51–100 of 2,507')).toBeVisible()
    // the next page starts after the last row of the first; the list is not counted again
    expect(api[tab.page]).toHaveBeenLastCalledWith(...tab.called({ limit: 50, after: cursor(50) }))
    expect(api.listCount).toHaveBeenCalledTimes(1)
    expect(api.listCount).toHaveBeenCalledWith(...tab.counts)

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText(tab.text(1))).toBeVisible()
    expect(within(pager()).getByText('1–50 of 2,507')).toBeVisible()
    // the first page comes back as it was read, without asking the server again
    expect(api[tab.page]).toHaveBeenCalledTimes(2)
  })

  it('pages by keyboard: Enter on Next, Space on Previous', async () => {
    const api = paged(tab)
    const { user } = renderConsole(api, tab.path)
    await screen.findByText(tab.text(1))
    const next = within(pager()).getByRole('button', { name: 'Next' })
    await waitFor(() => expect(next).toBeEnabled())
    next.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(tab.text(51))).toBeVisible()
    const previous = within(pager()).getByRole('button', { name: 'Previous' })
    previous.focus()
    await user.keyboard(' ')
    expect(await screen.findByText(tab.text(1))).toBeVisible()
  })

  it('the last page has no Next; an estimate reads "about"', async () => {
    const api = fakeApi({ listCount: async () => ({ count: 84_321, estimated: true }) })
    const pageFn = api[tab.page] as unknown as {
      mockResolvedValue(v: KeysetPage<unknown>): void
    }
    pageFn.mockResolvedValue(page(tab, 1, 3, true))
    renderConsole(api, tab.path)
    await screen.findByText(tab.text(3))
    await waitFor(() => expect(within(pager()).getByText('1–3 of about 84,000')).toBeVisible())
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
  })
})
