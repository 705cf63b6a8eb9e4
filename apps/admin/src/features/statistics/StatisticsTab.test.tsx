import { ApiError } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, never, renderConsole } from '../../../tests/render'
import { formatWait } from './ReviewFigures'

describe('Statistics tab', () => {
  it('shows a loading state', async () => {
    renderConsole(fakeApi({ statistics: never }), '/statistics')
    expect(await screen.findByText('Loading statistics…')).toBeVisible()
  })

  it('shows an error with a retry', async () => {
    const api = fakeApi()
    api.statistics
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'unknown',
          operation: 'statistics.read',
          code: 'XX000',
          status: 500,
        }),
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
    const enrollments = screen.getByRole('table', { name: 'Enrolments per course' })
    const total = within(enrollments).getByText('Total').closest('tr')!
    expect(within(total).getByText('15')).toBeVisible()
    expect(within(total).getByText('৳8,426')).toBeVisible()
  })
})

describe('Statistics tab: money', () => {
  const counts = { pendingCount: 1, approvedToday: 0, courseCount: 3, courses: [] }

  it('shows taka confirmed and awaiting per course and per Bangladesh day', async () => {
    renderConsole(
      fakeApi({
        statistics: async () => counts,
        moneyStatistics: async () => ({
          courses: [
            {
              courseId: 'creative-design',
              title: 'Creative Design on Your Phone',
              takaConfirmed: 798,
              takaAwaiting: 399,
            },
            {
              courseId: 'web-development',
              title: 'Web Development with AI',
              takaConfirmed: 699,
              takaAwaiting: 0,
            },
          ],
          days: [
            {
              day: '2026-11-22',
              courseId: 'creative-design',
              takaConfirmed: -399,
              takaAwaiting: 0,
            },
            { day: '2026-11-21', courseId: 'web-development', takaConfirmed: 699, takaAwaiting: 0 },
          ],
        }),
      }),
      '/statistics',
    )
    const perCourse = await screen.findByRole('table', { name: 'Taka per course' })
    const design = within(perCourse).getByText('Creative Design on Your Phone').closest('tr')!
    expect(within(design).getByText('৳798')).toBeVisible()
    expect(within(design).getByText('৳399')).toBeVisible()
    const total = within(perCourse).getByText('Total').closest('tr')!
    expect(within(total).getByText('৳1,497')).toBeVisible()
    const perDay = screen.getByRole('table', { name: 'Taka per day' })
    const refundDay = within(perDay).getByText('22 Nov 2026').closest('tr')!
    expect(within(refundDay).getByText('Creative Design on Your Phone')).toBeVisible()
    expect(within(refundDay).getByText('−৳399')).toBeVisible()
    expect(
      within(within(perDay).getByText('21 Nov 2026').closest('tr')!).getByText('৳699'),
    ).toBeVisible()
  })

  it('says when there is no payment yet, and shows its own error without hiding the counts', async () => {
    const api = fakeApi({ statistics: async () => counts })
    api.moneyStatistics
      .mockRejectedValueOnce(new ApiError({ kind: 'unknown', operation: 'statistics.read' }))
      .mockResolvedValueOnce({ courses: [], days: [] })
    const { user } = renderConsole(api, '/statistics')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the statistics.')
    expect(screen.getByRole('group', { name: 'Pending requests' })).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No payments yet.')).toBeVisible()
  })
})

describe('Statistics tab: reviews', () => {
  const counts = { pendingCount: 0, approvedToday: 0, courseCount: 3, courses: [] }
  const figure = (name: string) => screen.getByRole('group', { name })

  it('shows hand-ins waiting, past 48 hours and the median time to first feedback', async () => {
    renderConsole(
      fakeApi({
        statistics: async () => counts,
        reviewStatistics: async () => ({
          waiting: 12345,
          overdue: 7,
          medianFirstFeedbackSeconds: 5 * 3600 + 20 * 60 + 10,
        }),
      }),
      '/statistics',
    )
    const reviews = await screen.findByRole('region', { name: 'Reviews' })
    expect(
      await within(reviews).findByRole('group', { name: 'Hand-ins waiting' }),
    ).toHaveTextContent('12,345')
    expect(figure('Waiting past 48 hours')).toHaveTextContent('7')
    expect(figure('Median time to first feedback')).toHaveTextContent('5 h 20 min')
  })

  it('says when nothing has had feedback yet', async () => {
    renderConsole(fakeApi({ statistics: async () => counts }), '/statistics')
    expect(
      await screen.findByRole('group', { name: 'Median time to first feedback' }),
    ).toHaveTextContent('No feedback yet')
    expect(figure('Hand-ins waiting')).toHaveTextContent('0')
  })

  it('shows its own failure with a retry, the other figures kept', async () => {
    const api = fakeApi({ statistics: async () => counts })
    api.reviewStatistics
      .mockRejectedValueOnce(new ApiError({ kind: 'unknown', operation: 'reviewStatistics.read' }))
      .mockResolvedValueOnce({ waiting: 2, overdue: 0, medianFirstFeedbackSeconds: 45 * 60 })
    const { user } = renderConsole(api, '/statistics')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the review figures.')
    expect(figure('Pending requests')).toHaveTextContent('0')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('group', { name: 'Median time to first feedback' }),
    ).toHaveTextContent('45 min')
  })
})

describe('Statistics tab: questions', () => {
  const counts = { pendingCount: 0, approvedToday: 0, courseCount: 3, courses: [] }
  const figure = (name: string) => screen.getByRole('group', { name })

  it('shows the questions waiting and the median time to first answer beside the reviews', async () => {
    renderConsole(
      fakeApi({
        statistics: async () => counts,
        questionStatistics: async () => ({
          waiting: 1234567,
          medianFirstAnswerSeconds: 3 * 3600 + 5 * 60,
        }),
      }),
      '/statistics',
    )
    const questions = await screen.findByRole('region', { name: 'Questions' })
    expect(
      await within(questions).findByRole('group', { name: 'Questions waiting' }),
    ).toHaveTextContent('12,34,567')
    expect(figure('Median time to first answer')).toHaveTextContent('3 h 5 min')
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeVisible()
  })

  it('says when no question has been answered yet', async () => {
    renderConsole(fakeApi({ statistics: async () => counts }), '/statistics')
    expect(
      await screen.findByRole('group', { name: 'Median time to first answer' }),
    ).toHaveTextContent('No answers yet')
    expect(figure('Questions waiting')).toHaveTextContent('0')
  })

  it('shows its own failure with a retry, the other figures kept', async () => {
    const api = fakeApi({ statistics: async () => counts })
    api.questionStatistics
      .mockRejectedValueOnce(
        new ApiError({ kind: 'unknown', operation: 'questionStatistics.read' }),
      )
      .mockResolvedValueOnce({ waiting: 4, medianFirstAnswerSeconds: 20 })
    const { user } = renderConsole(api, '/statistics')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the question figures.',
    )
    expect(figure('Hand-ins waiting')).toHaveTextContent('0')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('group', { name: 'Questions waiting' })).toHaveTextContent('4')
    expect(figure('Median time to first answer')).toHaveTextContent('Under 1 min')
  })
})

describe('formatWait', () => {
  it('rounds to the minute and names hours and minutes', () => {
    expect(formatWait(29)).toBe('Under 1 min')
    expect(formatWait(90)).toBe('2 min')
    expect(formatWait(3600)).toBe('1 h')
    expect(formatWait(52 * 3600 + 59 * 60 + 40)).toBe('53 h')
    expect(formatWait(5 * 3600 + 20 * 60)).toBe('5 h 20 min')
  })
})
