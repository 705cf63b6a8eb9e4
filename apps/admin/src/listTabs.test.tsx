/**
 * What every tab that loads a list shows besides its rows (lib/states LoadedRows): a loading
 * state, the server's error with Try again, and its message when there is nothing.
 */
import { ApiError } from '@repo/api'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, never, renderConsole, type FakeApi } from '../tests/render'

const listTabs: {
  path: string
  tab: string
  /** The AdminApi call that loads the list. */
  list: keyof FakeApi
  loading: string
  empty: string
}[] = [
  {
    path: '/pending',
    tab: 'Pending',
    list: 'pendingPage',
    loading: 'Loading pending enrollments…',
    empty: 'No pending enrollments. New requests appear here.',
  },
  {
    path: '/history',
    tab: 'History',
    list: 'decisionsPage',
    loading: 'Loading history…',
    empty: 'No decisions yet.',
  },
  {
    path: '/users',
    tab: 'Active Users',
    list: 'usersPage',
    loading: 'Loading active users…',
    empty: 'No one has been seen yet.',
  },
  {
    path: '/coupons',
    tab: 'Coupons',
    list: 'listCoupons',
    loading: 'Loading coupons…',
    empty: 'No active coupons.',
  },
  {
    path: '/lessons',
    tab: 'Lessons',
    list: 'listLessons',
    loading: 'Loading lessons…',
    empty: 'This course has no lessons yet.',
  },
  {
    path: '/lessons?view=enrolled',
    tab: 'Lessons',
    list: 'courseLearnersPage',
    loading: 'Loading enrolled learners…',
    empty: 'No learners are enrolled in this course yet.',
  },
  {
    path: '/leads',
    tab: 'Leads',
    list: 'leadsPage',
    loading: 'Loading leads…',
    empty: 'No join-now requests yet.',
  },
  {
    path: '/mail',
    tab: 'Failed mails',
    list: 'failedMailsPage',
    loading: 'Loading failed mails…',
    empty: 'Every mail was delivered.',
  },
  {
    path: '/questions',
    tab: 'Questions',
    list: 'questionQueuePage',
    loading: 'Loading questions…',
    empty: 'No question waits for an answer. New questions appear here.',
  },
]

describe.each(listTabs)('$path', ({ path, tab, list, loading, empty }) => {
  it(`is the ${tab} tab, showing '${loading}' while the list loads`, async () => {
    renderConsole(fakeApi({ [list]: never }), path)
    expect(await screen.findByText(loading)).toBeVisible()
    expect(screen.getByRole('tab', { name: tab, selected: true })).toBeVisible()
  })

  it("shows the server's error and loads again on Try again", async () => {
    const api = fakeApi()
    // The tab shows the error's text, whichever call it names.
    api[list].mockRejectedValueOnce(
      new ApiError({ kind: 'forbidden', operation: 'users.list', code: '42501', status: 403 }),
    )
    const { user } = renderConsole(api, path)
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(empty)).toBeVisible()
    expect(api[list]).toHaveBeenCalledTimes(2)
  })

  it(`says '${empty}' when there is nothing`, async () => {
    renderConsole(fakeApi(), path)
    expect(await screen.findByText(empty)).toBeVisible()
  })
})

const exportingTabs = listTabs.filter((t) => t.path === '/leads' || t.path === '/history')

it.each(exportingTabs)(
  '$path offers no Export CSV when there is nothing',
  async ({ path, empty }) => {
    renderConsole(fakeApi(), path)
    await screen.findByText(empty)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  },
)
