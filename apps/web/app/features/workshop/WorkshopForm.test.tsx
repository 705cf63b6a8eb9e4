import { toastStore } from '@repo/ui'
import { screen, waitFor } from '@testing-library/react'
import { render } from '../../../tests/render'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { WorkshopForm } from './WorkshopForm'

afterEach(() => toastStore.dismiss())

it('is a plain form post that works without JavaScript', () => {
  const { container } = render(<WorkshopForm send={vi.fn()} action="https://forms.example/f/abc" />)
  const form = container.querySelector('form')!
  expect(form).toHaveAttribute('method', 'post')
  expect(form).toHaveAttribute('action', 'https://forms.example/f/abc')
  expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('name'))).toEqual([
    'courses[]',
    'courses[]',
    'courses[]',
  ])
})

it('checks the fields first and focuses the first problem', async () => {
  const send = vi.fn()
  render(<WorkshopForm send={send} action="/x" />)
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Sabbir')
  await userEvent.click(screen.getByRole('button', { name: 'Register for Free' }))
  expect(screen.getByLabelText(/WhatsApp Number/)).toHaveFocus()
  expect(screen.getByText('Choose at least one course.')).toBeInTheDocument()
  expect(send).not.toHaveBeenCalled()
})

it('sends the same fields the browser would post, and keeps them when it fails', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const send = vi.fn(async (_body: unknown, _action?: string) => Promise.reject(new Error('500')))
  render(<WorkshopForm send={send} action="/x" />)
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Sabbir Hossain')
  await userEvent.type(screen.getByLabelText(/WhatsApp Number/), '01812345678')
  await userEvent.type(screen.getByLabelText(/^Address/), 'Agrabad')
  await userEvent.type(screen.getByLabelText(/School, College or University/), 'Chittagong College')
  await userEvent.click(screen.getByRole('checkbox', { name: 'Web Development with AI' }))
  await userEvent.click(screen.getByRole('button', { name: 'Register for Free' }))
  await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Registration Not Sent'))
  const body = send.mock.calls[0]![0] as URLSearchParams
  expect(body.get('name')).toBe('Sabbir Hossain')
  expect(body.getAll('courses[]')).toEqual(['web-development'])
  expect(screen.getByLabelText(/^Address/)).toHaveValue('Agrabad')
  expect(screen.getByRole('checkbox', { name: 'Web Development with AI' })).toBeChecked()
})
