import preview from '../../.storybook/preview'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { ThemeToggle } from './ThemeToggle'

const meta = preview.meta({
  component: ThemeToggle,
  args: { theme: 'light' as const, label: 'Dark mode', onToggle: fn() },
  // The button is controlled: the story holds the theme, as the site's header does.
  render: function Toggling(args) {
    const [theme, setTheme] = useState(args.theme)
    const toggle = () => {
      args.onToggle()
      setTheme((t) => (t === 'dark' ? 'light' : 'dark'))
    }
    return <ThemeToggle {...args} theme={theme} onToggle={toggle} />
  },
})

export const Toggles = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Dark mode' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await expect(args.onToggle).toHaveBeenCalledOnce()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
})
export const Dark = meta.story({ decorators: [dark], args: { theme: 'dark' } })
