import { Button, EmailField, PasswordField, toastStore } from '@repo/ui'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../tests/render'
import { useForm, type Outcome, type SendResult } from './forms'

afterEach(() => {
  toastStore.dismiss()
  vi.restoreAllMocks()
})
const lastToast = () => toastStore.getSnapshot()[0]

type Send = (data: { email: string; password: string }) => Promise<unknown>
type OnResult = (result: SendResult<unknown>) => 'leaving' | void

/** A form on the hook as the pages use it: the login schema, two fields, one button. */
function LoginLike({
  send,
  onResult,
  sendOffline,
  outcomes = [],
}: {
  send: Send
  onResult?: OnResult
  sendOffline?: boolean
  outcomes?: Outcome<unknown>[]
}) {
  const { fields, submission } = useForm({
    initial: { email: '', password: '' },
    schema: (schemas) => schemas.login,
    required: ['email', 'password'],
    failureToast: { title: 'Could not send', text: 'Try again later.' },
    sendOffline,
    send: (data) => send(data),
    onResult,
  })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submission.submit(e.currentTarget).then((outcome) => outcomes.push(outcome))
      }}
      {...submission.attrs}
    >
      <EmailField label="Email" {...fields.field('email')} required />
      <PasswordField label="Password" {...fields.field('password')} required />
      <Button type="submit" loading={submission.busy}>
        Send
      </Button>
    </form>
  )
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/Email/), 'Nadia@Example.com')
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret')
}
const submit = () => userEvent.click(screen.getByRole('button', { name: /Send/ }))

describe('useForm', () => {
  it('sends the data the schema gave, and nothing while the fields are wrong', async () => {
    const send = vi.fn<Send>(async () => 'sent')
    const outcomes: Outcome<unknown>[] = []
    render(<LoginLike send={send} outcomes={outcomes} />)
    await userEvent.type(screen.getByLabelText(/Email/), 'nadia@')
    await submit()
    expect(send).not.toHaveBeenCalled()
    expect(outcomes).toEqual([{ ok: false, reason: 'invalid' }])
    expect(screen.getByLabelText(/Email/)).toHaveFocus()
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    )
    expect(lastToast()?.title).toBe('Missing Information')
    await userEvent.clear(screen.getByLabelText(/Email/))
    await fill()
    await submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0]?.[0]).toEqual({ email: 'nadia@example.com', password: 'secret' })
    await waitFor(() => expect(outcomes[1]).toEqual({ ok: true, value: 'sent' }))
  })

  it('sends one submission at a time', async () => {
    let finish = () => {}
    const send = vi.fn<Send>(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<LoginLike send={send} />)
    await fill()
    await submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('button', { name: /Send/ }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    )
    // The button is disabled while busy; Enter in a field still submits the form.
    fireEvent.submit(screen.getByRole('button', { name: /Send/ }).closest('form')!)
    await new Promise((r) => setTimeout(r, 50))
    expect(send).toHaveBeenCalledTimes(1)
    finish()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Send/ }).closest('form')).not.toHaveAttribute(
        'aria-busy',
      ),
    )
    await submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
  })

  it('stays locked after a success the page leaves from', async () => {
    const send = vi.fn<Send>(async () => {})
    render(<LoginLike send={send} onResult={() => 'leaving'} />)
    await fill()
    await submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await submit()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps everything typed when sending fails, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refusal = new Error('500')
    const send = vi.fn<Send>(async () => Promise.reject(refusal))
    const outcomes: Outcome<unknown>[] = []
    render(<LoginLike send={send} outcomes={outcomes} />)
    await fill()
    await submit()
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Could not send',
        description: 'Try again later.',
      }),
    )
    expect(screen.getByLabelText(/Email/)).toHaveValue('Nadia@Example.com')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret')
    expect(outcomes).toEqual([{ ok: false, reason: 'refused', error: refusal }])
  })

  it('refuses at once when offline, unless the form sends offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const send = vi.fn<Send>(async () => {})
    const onResult = vi.fn<OnResult>()
    const { unmount } = render(<LoginLike send={send} />)
    await fill()
    await submit()
    await waitFor(() => expect(lastToast()?.title).toBe('Could not send'))
    expect(send).not.toHaveBeenCalled()
    unmount()
    render(<LoginLike send={send} onResult={onResult} sendOffline />)
    await fill()
    await submit()
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ ok: true, value: undefined }))
    expect(send).toHaveBeenCalledTimes(1)
  })
})
