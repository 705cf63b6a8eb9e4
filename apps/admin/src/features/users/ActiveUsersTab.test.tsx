import { ApiError } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, never, renderConsole } from '../../../tests/render'

describe('Active Users tab', () => {
  it('shows a loading state', async () => {
    renderConsole(fakeApi({ listUsers: never }), '/users')
    expect(await screen.findByText('Loading active users…')).toBeVisible()
  })

  it('shows an empty state', async () => {
    renderConsole(fakeApi({ listUsers: async () => [] }), '/users')
    expect(await screen.findByText('No one has been seen yet.')).toBeVisible()
  })

  it('shows the error of a refused call', async () => {
    renderConsole(
      fakeApi({
        listUsers: async () => {
          throw new ApiError(
            'You are not allowed to do this.',
            'forbidden',
            'users.list',
            '42501',
            403,
          )
        },
      }),
      '/users',
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.')
  })

  it('lists email, full name, last seen in Bangladesh time and enrolled course count', async () => {
    renderConsole(
      fakeApi({
        listUsers: async () => [
          {
            userId: 'u1',
            email: 'learner@example.com',
            fullName: 'Test Learner',
            lastSeen: '2026-11-20T20:15:00Z',
            enrolledCourses: 2,
          },
          {
            userId: 'u2',
            email: null,
            fullName: null,
            lastSeen: '2026-11-19T06:00:00Z',
            enrolledCourses: 0,
          },
        ],
      }),
      '/users',
    )
    const row = (await screen.findByText('learner@example.com')).closest('tr')!
    expect(within(row).getByText('Test Learner')).toBeVisible()
    expect(within(row).getByText('21 Nov 2026, 2:15 am')).toBeVisible()
    expect(within(row).getByText('2')).toBeVisible()
    expect(screen.getAllByText('—')).toHaveLength(2)
    expect(screen.getByRole('tab', { name: 'Active Users', selected: true })).toBeVisible()
  })
})
