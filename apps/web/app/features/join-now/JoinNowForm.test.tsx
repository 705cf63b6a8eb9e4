import { toastStore } from '@repo/ui'
import { screen, waitFor } from '@testing-library/react'
import { render } from '../../../tests/render'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type ApiErrorInit } from '@repo/api'
import { JoinNowForm } from './JoinNowForm'

const KEY = 'skill-courses_enrollments'
beforeEach(() => localStorage.clear())
afterEach(() => toastStore.dismiss())
const lastToast = () => toastStore.getSnapshot()[0]

async function fill() {
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Karim Ahmed')
  await userEvent.type(screen.getByLabelText(/Email Address/), 'karim@example.com')
  await userEvent.type(screen.getByLabelText(/WhatsApp Number/), '01712345678')
  await userEvent.selectOptions(screen.getByLabelText(/Select Course/), 'skill-pack')
}

/** Fills the required fields on the Bangla page and sends. */
async function fillAndSendInBangla() {
  await userEvent.type(screen.getByLabelText(/পুরো নাম/), 'করিম আহমেদ')
  await userEvent.type(screen.getByLabelText(/ইমেইল ঠিকানা/), 'karim@example.com')
  await userEvent.type(screen.getByLabelText(/হোয়াটসঅ্যাপ নম্বর/), '01712345678')
  await userEvent.selectOptions(screen.getByLabelText(/কোর্স বেছে নিন/), 'skill-pack')
  await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }))
}

/** A send that @repo/api refuses as `error` (the form logs the failure: console.warn silenced). */
function refusedSend(error: Omit<ApiErrorInit, 'operation'>) {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const refusal = new ApiError({ operation: 'lead.submit', ...error })
  return vi.fn(async () => Promise.reject(refusal))
}

describe('JoinNowForm', () => {
  it('offers the payment methods only once a course is chosen', async () => {
    render(<JoinNowForm send={vi.fn()} />)
    expect(screen.queryByLabelText(/Preferred Payment Method/)).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText(/Select Course/), 'web-development')
    const options = Array.from(
      (screen.getByLabelText(/Preferred Payment Method/) as HTMLSelectElement).options,
    ).map((o) => o.value)
    expect(options).toEqual(['', 'bKash', 'Nagad', 'Rocket', 'Bank Transfer'])
  })

  it('refuses an empty form with the destructive Missing Information toast', async () => {
    const send = vi.fn()
    render(<JoinNowForm send={send} />)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(lastToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    })
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus()
    expect(send).not.toHaveBeenCalled()
  })

  it('on success sends the lead, keeps the record in local storage, and says the team will call', async () => {
    const send = vi.fn(async () => {})
    render(<JoinNowForm send={send} />)
    await fill()
    await userEvent.selectOptions(screen.getByLabelText(/Preferred Payment Method/), 'bKash')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Our Team Will Contact You Soon'))
    // no sitekey in the tests' build: no security check, no token
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Karim Ahmed',
        email: 'karim@example.com',
        whatsapp: '01712345678',
        course: 'skill-pack',
        paymentMethod: 'bKash',
      },
      undefined,
    )
    const records = JSON.parse(localStorage.getItem(KEY)!)
    expect(records).toEqual([
      {
        name: 'Karim Ahmed',
        email: 'karim@example.com',
        whatsapp: '01712345678',
        course: 'skill-pack',
        paymentMethod: 'bKash',
        enrollmentDate: expect.any(String),
        status: 'pending',
      },
    ])
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('')
  })

  it('a failed send keeps the input, says so, and stores nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<JoinNowForm send={vi.fn(async () => Promise.reject(new Error('503')))} />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'))
    expect(lastToast()?.description).toContain('What you typed is still here')
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Karim Ahmed')
    expect(screen.getByLabelText(/Select Course/)).toHaveValue('skill-pack')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('a send refused by the limit says how long to wait, in the page language, never a generic error', async () => {
    // what @repo/api throws for the database's 429 (kind rate_limited, the Retry-After in seconds)
    const send = refusedSend({ kind: 'rate_limited', code: 'PT429', status: 429, retryAfter: 540 })
    const { unmount } = render(<JoinNowForm send={send} />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'))
    expect(lastToast()?.description).toBe('Too many attempts. Try again in 9 minutes.')
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Karim Ahmed')
    expect(localStorage.getItem(KEY)).toBeNull()
    unmount()
    toastStore.dismiss()

    render(<JoinNowForm send={send} />, { locale: 'bn' })
    await fillAndSendInBangla()
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'))
    expect(lastToast()?.description).toBe('অনেকবার চেষ্টা করা হয়েছে। ৯ মিনিট পরে আবার চেষ্টা করুন।')
  })
  it('a send whose security check was refused says so, in the page language', async () => {
    // what @repo/api throws when the join-now function refuses the Turnstile token
    const send = refusedSend({ kind: 'unknown', code: 'captcha_failed', status: 400 })
    render(<JoinNowForm send={send} />, { locale: 'bn' })
    await fillAndSendInBangla()
    await waitFor(() => expect(lastToast()?.variant).toBe('destructive'))
    expect(lastToast()?.description).toBe('নিরাপত্তা যাচাই সফল হয়নি। আবার চেষ্টা করুন।')
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
