import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { ThemeToggle, type Theme } from './ThemeToggle'

function Demo({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState(initial)
  return (
    <ThemeToggle
      theme={theme}
      label="Dark mode"
      onToggle={() => setTheme((t) => (t === 'dark' ? 'light' : 'dark'))}
    />
  )
}

const meta = { component: Demo, args: { initial: 'light' } } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Toggles: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Dark mode' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}
export const Dark: Story = { decorators: [dark], args: { initial: 'dark' } }
