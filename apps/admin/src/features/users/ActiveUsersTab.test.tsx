import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activeUser } from '../../../tests/fixtures'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'

const users = [
  activeUser({ enrolledCourses: 2 }),
  // no email and no name: both show as a dash
  activeUser({
    userId: 'u2',
    email: null,
    fullName: null,
    lastSeen: '2026-11-19T06:00:00Z',
    enrolledCourses: 0,
  }),
]

describe('Active Users tab', () => {
  it('lists email, full name, last seen in Bangladesh time and enrolled course count', async () => {
    renderConsole(
      fakeApi({ usersPage: async () => ({ rows: users, next: null, total: null }) }),
      '/users',
    )
    const row = (await screen.findByText('learner@example.com')).closest('tr')!
    expectVisible(within(row), ['Test Learner', '21 Nov 2026, 2:15 am', '2'])
    expect(screen.getAllByText('—')).toHaveLength(2)
    expect(screen.getByRole('tab', { name: 'Active Users', selected: true })).toBeVisible()
  })
})
