import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { WhatsAppButton } from './WhatsAppButton'

const meta = {
  component: WhatsAppButton,
  args: { phone: '+880 1711-000000', label: 'Chat with us on WhatsApp (opens in a new tab)' },
} satisfies Meta<typeof WhatsAppButton>
export default meta
type Story = StoryObj<typeof meta>

export const Floating: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /WhatsApp/ })
    await expect(link).toHaveAttribute('href', 'https://wa.me/8801711000000')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
export const BanglaLabel: Story = { args: { label: 'হোয়াটসঅ্যাপে আমাদের সাথে কথা বলুন' } }
