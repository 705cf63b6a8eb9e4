import { toastStore } from '@repo/ui'
import { screen, waitFor } from '@testing-library/react'
import { render } from '../../../tests/render'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './ContactForm'

afterEach(() => toastStore.dismiss())
const lastToast = () => toastStore.getSnapshot()[0]

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/Your Name/), 'Nadia Rahman')
  await userEvent.type(screen.getByLabelText(/Email Address/), 'Nadia@Example.com')
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello!')
}

describe('ContactForm', () => {
  it('refuses missing required fields: Missing Information toast, errors tied to the fields, focus on the first', async () => {
    const send = vi.fn()
    render(<ContactForm send={send} />)
    await userEvent.type(screen.getByLabelText(/Email Address/), 'nadia@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(send).not.toHaveBeenCalled()
    expect(lastToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    })
    const name = screen.getByLabelText(/Your Name/)
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Enter your name.')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write your message.',
    )
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('nadia@example.com')
  })

  it('a bad email is pointed at, without claiming fields are missing', async () => {
    render(<ContactForm send={vi.fn()} />)
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Nadia')
    await userEvent.type(screen.getByLabelText(/Email Address/), 'nadia-at-example')
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi')
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus()
    expect(screen.getByLabelText(/Email Address/)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    )
    expect(lastToast()).toBeUndefined()
  })

  it('sends name, email, subject, message and _replyto; clears the form on success', async () => {
    const send = vi.fn(async () => {})
    render(<ContactForm send={send} />)
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(lastToast()?.title).toBe('✅ Message Sent!'))
    expect(lastToast()?.description).toContain('within 24 hours')
    expect(send).toHaveBeenCalledWith({
      name: 'Nadia Rahman',
      email: 'nadia@example.com',
      subject: '',
      message: 'Hello!',
      _replyto: 'nadia@example.com',
    })
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('')
  })

  it('a failure shows the Submission Error and keeps everything typed', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('500')))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<ContactForm send={send} />)
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(lastToast()?.title).toBe('❌ Submission Error'))
    expect(lastToast()).toMatchObject({
      description: 'There was an error sending your message. Please try again later.',
      variant: 'destructive',
    })
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Nadia Rahman')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello!')
  })

  it('cannot be sent twice while sending', async () => {
    let finish: () => void = () => {}
    const send = vi.fn(() => new Promise<void>((ok) => (finish = ok)))
    render(<ContactForm send={send} />)
    await fillValid()
    const button = screen.getByRole('button', { name: 'Send Message' })
    await userEvent.click(button)
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    screen.getByRole('button').closest('form')!.requestSubmit()
    expect(send).toHaveBeenCalledTimes(1)
    finish()
    await waitFor(() => expect(button).toBeEnabled())
  })
})
