import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Accordion } from './Accordion'

const meta = {
  component: Accordion,
  args: {
    items: [
      { question: 'Is there a money-back guarantee?', answer: 'Yes, within 30 days.' },
      { question: 'Can I learn on a phone?', answer: 'Yes.' },
    ],
  },
} satisfies Meta<typeof Accordion>
export default meta
type Story = StoryObj<typeof meta>

export const Faq: Story = {
  play: async ({ canvas: c }) => {
    const first = c.getByText('Is there a money-back guarantee?').closest('details')!
    await expect(first.open).toBe(false)
    await userEvent.click(c.getByText('Is there a money-back guarantee?'))
    await expect(first.open).toBe(true)
  },
}
export const Empty: Story = { args: { items: [] } }
export const LongBangla: Story = {
  args: { items: [{ question: bangla.title, answer: bangla.text }] },
}
export const Dark: Story = { decorators: [dark] }
