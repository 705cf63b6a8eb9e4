import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { WhatsAppButton } from './WhatsAppButton'

const meta = preview.meta({
  component: WhatsAppButton,
  args: { phone: '+880 1711-000000', label: 'Chat with us on WhatsApp (opens in a new tab)' },
})

export const Floating = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /WhatsApp/ })
    await expect(link).toHaveAttribute('href', 'https://wa.me/8801711000000')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
})
export const BanglaLabel = meta.story({ args: { label: 'হোয়াটসঅ্যাপে আমাদের সাথে কথা বলুন' } })
