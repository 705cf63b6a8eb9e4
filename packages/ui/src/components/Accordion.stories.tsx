import preview from '../../.storybook/preview'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Accordion } from './Accordion'

const meta = preview.meta({
  component: Accordion,
  args: {
    items: [
      { question: 'Is there a money-back guarantee?', answer: 'Yes, within 30 days.' },
      { question: 'Can I learn on a phone?', answer: 'Yes.' },
    ],
  },
})

export const Faq = meta.story({
  play: async ({ canvas: c }) => {
    const first = c.getByText('Is there a money-back guarantee?').closest('details')!
    await expect(first.open).toBe(false)
    await userEvent.click(c.getByText('Is there a money-back guarantee?'))
    await expect(first.open).toBe(true)
  },
})
export const Empty = meta.story({ args: { items: [] } })
export const LongBangla = meta.story({
  args: { items: [{ question: bangla.title, answer: bangla.text }] },
})
export const Dark = meta.story({ decorators: [dark] })
