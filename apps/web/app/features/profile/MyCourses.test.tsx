import type { MyEnrollments } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { render } from '../../../tests/render'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { MyCourses } from './MyCourses'

const request = {
  course_id: 'creative-design',
  payment_method: 'bKash',
  transaction_id: 'TXAAA111',
  coupon_code: null,
  amount_due: 399,
  created_at: '2026-11-20T10:00:00Z',
  decision_reason: null,
}
const data: MyEnrollments = {
  enrollments: [],
  requests: [
    {
      ...request,
      id: 'r1',
      status: 'rejected',
      decision_reason: 'No payment with this transaction ID',
    },
    {
      ...request,
      id: 'r2',
      course_id: 'video-editing',
      status: 'refunded',
      decision_reason: 'Refunded as you asked',
    },
    { ...request, id: 'r3', course_id: 'web-development', status: 'approved' },
  ],
}

function requestOf(status: string) {
  return screen.getAllByTestId('enrollment-request').find((el) => el.dataset.status === status)!
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('MyCourses', () => {
  it('shows the reason of a rejected or refunded request, and no reason otherwise', () => {
    render(<MyCourses data={data} progress={[]} />, { wrapper: MemoryRouter })
    const rejected = requestOf('rejected')
    expect(within(rejected).getByText('Rejected')).toBeVisible()
    expect(within(rejected).getByTestId('decision-reason')).toHaveTextContent(
      'Reason: No payment with this transaction ID',
    )
    const refunded = requestOf('refunded')
    expect(within(refunded).getByText('Refunded')).toBeVisible()
    expect(
      within(refunded).getByText(
        'Your payment was refunded and the course is no longer open to you.',
      ),
    ).toBeVisible()
    expect(within(refunded).getByTestId('decision-reason')).toHaveTextContent(
      'Reason: Refunded as you asked',
    )
    expect(within(requestOf('approved')).queryByTestId('decision-reason')).toBeNull()
  })

  it('in Bangla on /bn/profile', () => {
    render(<MyCourses data={data} progress={[]} />, { wrapper: MemoryRouter, locale: 'bn' })
    const refunded = requestOf('refunded')
    expect(within(refunded).getByText('টাকা ফেরত')).toBeVisible()
    expect(within(refunded).getByTestId('decision-reason')).toHaveTextContent(
      'কারণ: Refunded as you asked',
    )
  })
})
