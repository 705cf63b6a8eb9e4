import { screen, fireEvent } from '@testing-library/react'
import { render } from '../../../tests/render'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const supabase = vi.hoisted(() => ({
  stored: false,
  session: null as null | { user: { id: string } },
  getSupabase: vi.fn(),
}))
const api = vi.hoisted(() => ({ getEnrollmentStatus: vi.fn() }))
const ui = vi.hoisted(() => ({ toast: vi.fn() }))

vi.mock('../../lib/supabase', () => ({
  hasStoredSession: () => supabase.stored,
  getSupabase: supabase.getSupabase,
}))
vi.mock('@repo/api', () => api)
vi.mock('@repo/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: ui.toast,
}))

const { EnrollButton } = await import('./EnrollButton')

function renderButton(path = '/courses/web-development') {
  return render(<EnrollButton courseId="web-development" />, { at: path })
}

beforeEach(() => {
  supabase.stored = false
  supabase.session = null
  supabase.getSupabase.mockReset().mockResolvedValue({
    auth: { getSession: () => Promise.resolve({ data: { session: supabase.session } }) },
  })
  api.getEnrollmentStatus.mockReset()
  ui.toast.mockReset()
})

describe('EnrollButton', () => {
  it('logged out: Enroll Now asks for a login and comes back to this course', () => {
    const { where } = renderButton()
    const link = screen.getByRole('link', { name: 'Enroll Now' })
    expect(link).toHaveAttribute('href', '/enroll/web-development')
    fireEvent.click(link)
    expect(ui.toast).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please log in to enroll in this course.',
      variant: 'destructive',
    })
    expect(where()).toBe('/login?next=%2Fcourses%2Fweb-development')
    expect(supabase.getSupabase).not.toHaveBeenCalled()
  })

  it.each([
    ['enrolled', 'Already Enrolled'],
    ['pending', 'Awaiting Approval'],
  ] as const)('with a session: Checking enrollment... then %s', async (status, label) => {
    supabase.stored = true
    supabase.session = { user: { id: 'u1' } }
    api.getEnrollmentStatus.mockResolvedValue(status)
    renderButton()
    expect(screen.getByRole('button', { name: 'Checking enrollment...' })).toBeDisabled()
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', '/profile')
    expect(api.getEnrollmentStatus).toHaveBeenCalledWith(expect.anything(), 'u1', 'web-development')
  })

  it('with a session and no request: Enroll Now goes to the enrol page', async () => {
    supabase.stored = true
    supabase.session = { user: { id: 'u1' } }
    api.getEnrollmentStatus.mockResolvedValue('none')
    renderButton()
    const link = await screen.findByRole('link', { name: 'Enroll Now' })
    expect(link).toHaveAttribute('href', '/enroll/web-development')
    // Left to the browser: a page load of the enrol page.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(ui.toast).not.toHaveBeenCalled()
  })

  it('a failed check does not block the button; an expired stored session counts as logged out', async () => {
    supabase.stored = true
    supabase.session = { user: { id: 'u1' } }
    api.getEnrollmentStatus.mockRejectedValue(new Error('offline'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = renderButton()
    expect(await screen.findByRole('link', { name: 'Enroll Now' })).toBeInTheDocument()
    first.unmount()
    warn.mockRestore()

    supabase.session = null
    renderButton()
    fireEvent.click(await screen.findByRole('link', { name: 'Enroll Now' }))
    expect(ui.toast).toHaveBeenCalledOnce()
    expect(api.getEnrollmentStatus).toHaveBeenCalledOnce()
  })
})
