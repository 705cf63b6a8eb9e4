import { ApiError } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, never, renderConsole } from '../../../tests/render'

describe('Statistics tab', () => {
  it('shows a loading state', async () => {
    renderConsole(fakeApi({ statistics: never }), '/statistics')
    expect(await screen.findByText('Loading statistics…')).toBeVisible()
  })

  it('shows an error with a retry', async () => {
    const api = fakeApi()
    api.statistics
      .mockRejectedValueOnce(
        new ApiError('Could not load the statistics.', 'unknown', 'statistics.read', 'XX000', 500),
      )
      .mockResolvedValueOnce({ pendingCount: 0, approvedToday: 0, courseCount: 3, courses: [] })
    const { user } = renderConsole(api, '/statistics')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the statistics.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      within(await screen.findByRole('group', { name: 'Courses' })).getByText('3'),
    ).toBeVisible()
  })

  it('shows pending, approved today, courses, and approved enrolments and taka per course', async () => {
    renderConsole(
      fakeApi({
        statistics: async () => ({
          pendingCount: 4,
          approvedToday: 2,
          courseCount: 3,
          courses: [
            {
              courseId: 'creative-design',
              title: 'Creative Design on Your Phone',
              approvedEnrollments: 5,
              takaReceived: 1995,
            },
            {
              courseId: 'web-development',
              title: 'Web Development with AI',
              approvedEnrollments: 10,
              takaReceived: 6431,
            },
            {
              courseId: 'video-editing',
              title: 'Video Editing',
              approvedEnrollments: 0,
              takaReceived: 0,
            },
          ],
        }),
      }),
      '/statistics',
    )
    expect(
      within(await screen.findByRole('group', { name: 'Pending requests' })).getByText('4'),
    ).toBeVisible()
    expect(
      within(screen.getByRole('group', { name: 'Approved today' })).getByText('2'),
    ).toBeVisible()
    expect(within(screen.getByRole('group', { name: 'Courses' })).getByText('3')).toBeVisible()
    const web = screen.getByText('Web Development with AI').closest('tr')!
    expect(within(web).getByText('10')).toBeVisible()
    expect(within(web).getByText('৳6,431')).toBeVisible()
    const total = screen.getByText('Total').closest('tr')!
    expect(within(total).getByText('15')).toBeVisible()
    expect(within(total).getByText('৳8,426')).toBeVisible()
  })
})
