import type { RequestState } from '@repo/api'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, learner, renderAt } from '../../../tests/learner'
import { m, type Locale } from '../../i18n'

const api = fakeApi(
  'getEnrollmentState',
  'getProfile',
  'getRequestStatus',
  'lookupCoupon',
  'submitEnrollment',
)
const ui = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('@repo/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: ui.toast,
}))

const { ApiError } = await import('@repo/api')
const { EnrollPage } = await import('./EnrollPage')

const state = (status: RequestState['status'], reason: string | null = null): RequestState => ({
  id: 'r9',
  status,
  decision_reason: reason,
})

const renderPage = (locale: Locale = 'en') =>
  renderAt('/enroll/web-development', <EnrollPage courseId="web-development" />, locale)

const liveStatus = () => screen.getByTestId('request-live-status')
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  api.getProfile.mockResolvedValue(null)
  api.getEnrollmentState.mockResolvedValue({ status: 'none', request: null })
  ui.toast.mockReset()
})

afterEach(() => vi.useRealTimers())

describe('EnrollPage: a request that waits for its payment', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    api.getEnrollmentState.mockResolvedValue({ status: 'pending', request: state('pending') })
  })

  it('says the payment is being verified, then turns to Approved: start learning by itself', async () => {
    api.getRequestStatus.mockResolvedValue(state('pending'))
    renderPage()
    await tick(0)
    expect(liveStatus()).toHaveAttribute('role', 'status')
    expect(liveStatus()).toHaveAttribute('aria-live', 'polite')
    expect(liveStatus()).toHaveTextContent(m.enroll_watchVerifying({}, { locale: 'en' }))
    expect(screen.queryByRole('button', { name: 'Submit Enrollment' })).toBeNull()
    await tick(4000)
    expect(api.getRequestStatus).toHaveBeenCalledWith(learner.client, 'r9', {
      signal: expect.any(AbortSignal),
    })
    expect(screen.queryByRole('link', { name: 'Approved: start learning' })).toBeNull()

    api.getRequestStatus.mockResolvedValue(state('approved'))
    await tick(4000)
    const link = screen.getByRole('link', { name: 'Approved: start learning' })
    expect(link).toHaveAttribute('href', '/learn/web-development')
    expect(liveStatus()).toContainElement(link)
    expect(liveStatus()).toHaveAttribute('data-status', 'approved')
    // final: nothing more is asked
    await tick(60_000)
    expect(api.getRequestStatus).toHaveBeenCalledTimes(2)
  })

  it('in Bangla, linking to the Bangla classroom', async () => {
    api.getRequestStatus.mockResolvedValue(state('approved'))
    renderPage('bn')
    await tick(0)
    expect(liveStatus()).toHaveTextContent(m.enroll_watchVerifying({}, { locale: 'bn' }))
    await tick(4000)
    const link = screen.getByRole('link', { name: m.enroll_watchApproved({}, { locale: 'bn' }) })
    expect(link).toHaveAttribute('href', '/bn/learn/web-development')
  })

  it('shows a rejection with its reason instead', async () => {
    api.getRequestStatus.mockResolvedValue(state('rejected', 'No payment with this ID'))
    renderPage()
    await tick(0)
    await tick(4000)
    expect(liveStatus()).toHaveTextContent('Rejected')
    expect(liveStatus()).toHaveTextContent(
      m.profile_requestStatusHelp_rejected({}, { locale: 'en' }),
    )
    expect(screen.getByTestId('decision-reason')).toHaveTextContent(
      'Reason: No payment with this ID',
    )
    expect(screen.queryByRole('link', { name: 'Approved: start learning' })).toBeNull()
  })

  it('a failed check is silent; after an hour it offers Check again', async () => {
    api.getRequestStatus.mockRejectedValue(new TypeError('Failed to fetch'))
    renderPage()
    await tick(0)
    await tick(4000)
    expect(api.getRequestStatus).toHaveBeenCalledTimes(1)
    expect(liveStatus()).toHaveTextContent(m.enroll_watchVerifying({}, { locale: 'en' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await tick(60 * 60_000)
    expect(liveStatus()).toHaveTextContent(m.enroll_watchStopped({}, { locale: 'en' }))
    const asked = api.getRequestStatus.mock.calls.length
    api.getRequestStatus.mockResolvedValue(state('approved'))
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await tick(0)
    expect(api.getRequestStatus).toHaveBeenCalledTimes(asked + 1)
    expect(screen.getByRole('link', { name: 'Approved: start learning' })).toBeVisible()
  })
})

describe('EnrollPage: after the submit', () => {
  async function submit() {
    const { where } = renderPage()
    const button = await screen.findByRole('button', { name: 'Submit Enrollment' })
    await waitFor(() => expect(button).toBeEnabled())
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Rahim Uddin' } })
    fireEvent.change(screen.getByLabelText(/Mobile Number/), { target: { value: '01712345678' } })
    fireEvent.change(screen.getByLabelText(/Transaction ID/), { target: { value: '8N7A6B5C4D' } })
    fireEvent.click(button)
    return where
  }

  it('shows Approved: start learning at once when the payment was matched at the insert, then goes to the profile', async () => {
    api.submitEnrollment.mockResolvedValue({
      request: { ...state('approved'), course_id: 'web-development' },
      alreadyRecorded: false,
    })
    const where = await submit()
    const link = await screen.findByRole('link', { name: 'Approved: start learning' })
    expect(link).toHaveAttribute('href', '/learn/web-development')
    expect(ui.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: '✅ Enrollment submitted successfully!' }),
    )
    // /profile 1.5 s after the submit, as before (docs/product.md#constants).
    await waitFor(() => expect(where()).toBe('/profile'), { timeout: 3000 })
    expect(api.getRequestStatus).not.toHaveBeenCalled()
  })

  it('says the payment is being verified while it is pending', async () => {
    api.submitEnrollment.mockResolvedValue({ request: state('pending'), alreadyRecorded: false })
    await submit()
    await waitFor(() =>
      expect(liveStatus()).toHaveTextContent(m.enroll_watchVerifying({}, { locale: 'en' })),
    )
  })
})

describe('EnrollPage: the coupon', () => {
  const en = { locale: 'en' } as const
  async function typeCoupon(code: string) {
    renderPage()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Enrollment' })).toBeEnabled(),
    )
    fireEvent.change(screen.getByLabelText(/Coupon Code/), { target: { value: code } })
  }

  it('Apply checks the code, upper-cased, and takes its percent off the amount to pay', async () => {
    api.lookupCoupon.mockResolvedValue(10)
    await typeCoupon(' save10 ')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByTestId('coupon-message')).toHaveTextContent(
      m.enroll_couponApplied({ percent: 10 }, en),
    )
    expect(api.lookupCoupon).toHaveBeenCalledWith(learner.client, 'SAVE10')
    expect(screen.getByTestId('price-summary')).toHaveTextContent(
      m.enroll_discount({ percent: 10 }, en),
    )
  })

  it('says an invalid code, and one the check could not reach, in the learner’s words', async () => {
    api.lookupCoupon.mockResolvedValueOnce(null)
    await typeCoupon('nope')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByTestId('coupon-message')).toHaveTextContent(
      m.enroll_couponInvalid({}, en),
    )
    api.lookupCoupon.mockRejectedValueOnce(
      new ApiError({ kind: 'network', operation: 'coupon.lookup' }),
    )
    fireEvent.change(screen.getByLabelText(/Coupon Code/), { target: { value: 'other' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(m.enroll_errors_offline({}, en))).toBeVisible()
    // Typing again clears what the failed check said.
    fireEvent.change(screen.getByLabelText(/Coupon Code/), { target: { value: 'other2' } })
    expect(screen.queryByText(m.enroll_errors_offline({}, en))).toBeNull()
  })

  it('a typed code that was not applied stops the submit with its own message on the field', async () => {
    await typeCoupon('save10')
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Rahim Uddin' } })
    fireEvent.change(screen.getByLabelText(/Mobile Number/), { target: { value: '01712345678' } })
    fireEvent.change(screen.getByLabelText(/Transaction ID/), { target: { value: '8N7A6B5C4D' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Enrollment' }))
    expect(await screen.findByText(m.enroll_couponNotChecked({}, en))).toBeVisible()
    expect(screen.getByLabelText(/Coupon Code/)).toHaveFocus()
    expect(api.submitEnrollment).not.toHaveBeenCalled()
  })
})
