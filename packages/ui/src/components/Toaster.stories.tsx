import preview from '../../.storybook/preview'
import { useState } from 'react'
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Button } from './Button'
import { Toaster } from './Toaster'
import { createToastStore, type ToastInput } from './toastStore'

/** A page with its own store, so stories do not share toasts. */
function Demo({ toasts }: { toasts: ToastInput[] }) {
  const [store] = useState(() => createToastStore())
  return (
    <div>
      {toasts.map((t, i) => (
        <Button key={i} className="me-2 mb-2" onClick={() => store.show(t)}>
          {`Show ${t.title}`}
        </Button>
      ))}
      <Toaster closeLabel="Close" store={store} />
    </div>
  )
}

const meta = preview.meta({
  component: Demo,
  args: { toasts: [{ title: 'Video Testimonials Coming Soon' }] },
})

export const Polite = meta.story({
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getByRole('button', { name: 'Show Video Testimonials Coming Soon' }))
    await expect(c.getByRole('status')).toHaveTextContent('Video Testimonials Coming Soon')
    await userEvent.click(c.getByRole('button', { name: 'Close' }))
    await expect(c.getByRole('status')).toBeEmptyDOMElement()
  },
})

export const Destructive = meta.story({
  args: {
    toasts: [
      {
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      },
    ],
  },
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getByRole('button', { name: 'Show Missing Information' }))
    await expect(c.getByRole('alert')).toHaveTextContent('Please fill in all required fields.')
    await expect(c.getByRole('status')).toBeEmptyDOMElement()
  },
})

export const OnlyOneAtATime = meta.story({
  args: { toasts: [{ title: 'First' }, { title: 'Second', variant: 'success' }] },
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getByRole('button', { name: 'Show First' }))
    await userEvent.click(c.getByRole('button', { name: 'Show Second' }))
    await expect(c.getAllByTestId('toast')).toHaveLength(1)
    await expect(c.getByTestId('toast')).toHaveTextContent('Second')
  },
})

export const SwipeAway = meta.story({
  play: async ({ canvas: c }) => {
    await userEvent.click(c.getByRole('button', { name: /Show/ }))
    const card = c.getByTestId('toast')
    // A short drag springs back; a drag past 50 px dismisses.
    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 130 })
    fireEvent.pointerUp(card, { clientX: 130 })
    await expect(c.getByTestId('toast')).toBeInTheDocument()
    fireEvent.pointerDown(card, { clientX: 100 })
    fireEvent.pointerMove(card, { clientX: 170 })
    fireEvent.pointerUp(card, { clientX: 170 })
    await waitFor(() => expect(c.queryByTestId('toast')).toBeNull())
  },
})

export const LongBangla = meta.story({
  args: { toasts: [{ title: bangla.title, description: bangla.text, variant: 'success' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }))
  },
})

export const Dark = meta.story({
  decorators: [dark],
  args: {
    toasts: [
      { title: 'Submission Error', description: 'Please try again later.', variant: 'destructive' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show/ }))
  },
})
