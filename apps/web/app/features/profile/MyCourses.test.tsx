import type { MyEnrollments, RequestState } from '@repo/api'
import { act, screen, within } from '@testing-library/react'
import { render } from '../../../tests/render'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '../../i18n'
import { MyCourses, type WatchRequest } from './MyCourses'

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
    render(<MyCourses data={data} progress={[]} />)
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
    render(<MyCourses data={data} progress={[]} />, { locale: 'bn' })
    const refunded = requestOf('refunded')
    expect(within(refunded).getByText('টাকা ফেরত')).toBeVisible()
    expect(within(refunded).getByTestId('decision-reason')).toHaveTextContent(
      'কারণ: Refunded as you asked',
    )
  })
})

describe('MyCourses: a pending request follows its status by itself', () => {
  const waiting: MyEnrollments = {
    enrollments: [],
    requests: [
      { ...request, id: 'r4', status: 'pending' },
      { ...request, id: 'r3', course_id: 'web-development', status: 'approved' },
    ],
  }
  const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

  function watching(answers: Array<RequestState['status']>, reason: string | null = null) {
    return vi.fn<WatchRequest>(async (id) => ({
      id,
      status: answers.shift() ?? 'pending',
      decision_reason: reason,
    }))
  }

  afterEach(() => vi.useRealTimers())

  it('pending, being verified, then Approved: start learning with the classroom link', async () => {
    vi.useFakeTimers()
    const watch = watching(['pending', 'approved'])
    render(<MyCourses data={waiting} progress={[]} watch={watch} />)
    const card = requestOf('pending')
    expect(within(card).getByText('Pending')).toBeVisible()
    const live = within(card).getByRole('status')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toHaveTextContent(m.enroll_watchVerifying({}, { locale: 'en' }))
    await tick(4000)
    expect(watch).toHaveBeenCalledTimes(1)
    expect(watch).toHaveBeenCalledWith('r4', expect.any(AbortSignal))
    await tick(4000)
    expect(card).toHaveAttribute('data-status', 'approved')
    expect(within(card).getByText('Approved')).toBeVisible()
    const link = within(live).getByRole('link', {
      name: 'Approved: start learning: Creative Design',
    })
    expect(link).toHaveAttribute('href', '/learn/creative-design')
    // only the pending request is watched, and no more once it is decided
    await tick(60_000)
    expect(watch).toHaveBeenCalledTimes(2)
  })

  it('a rejection shows its texts and reason', async () => {
    vi.useFakeTimers()
    const watch = watching(['rejected'], 'No payment with this transaction ID')
    render(<MyCourses data={waiting} progress={[]} watch={watch} />)
    await tick(4000)
    const card = requestOf('rejected')
    expect(within(card).getByText('Rejected')).toBeVisible()
    expect(within(card).getByRole('status')).toHaveTextContent(
      m.profile_requestStatusHelp_rejected({}, { locale: 'en' }),
    )
    expect(within(card).getByTestId('decision-reason')).toHaveTextContent(
      'Reason: No payment with this transaction ID',
    )
  })

  it('in Bangla, to the Bangla classroom', async () => {
    vi.useFakeTimers()
    const watch = watching(['approved'])
    render(<MyCourses data={waiting} progress={[]} watch={watch} />, {
      locale: 'bn',
    })
    expect(within(requestOf('pending')).getByRole('status')).toHaveTextContent(
      m.enroll_watchVerifying({}, { locale: 'bn' }),
    )
    await tick(4000)
    const link = within(screen.getAllByTestId('request-live-status')[0]!).getByRole('link')
    expect(link).toHaveTextContent(m.enroll_watchApproved({}, { locale: 'bn' }))
    expect(link).toHaveAttribute('href', '/bn/learn/creative-design')
  })

  it('without a way to ask (no session yet), the card is as before', () => {
    render(<MyCourses data={waiting} progress={[]} />)
    expect(within(requestOf('pending')).queryByRole('status')).toBeNull()
    expect(
      within(requestOf('pending')).getByText(
        m.profile_requestStatusHelp_pending({}, { locale: 'en' }),
      ),
    ).toBeVisible()
  })
})
