import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { Avatar } from './Avatar'

const meta = { component: Avatar, args: { name: 'Tanvir Hasan' } } satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Tanvir Hasan' })
    await expect(img).toHaveTextContent('TH')
  },
}
export const BanglaName: Story = { args: { name: 'তানভীর হাসান' } }
export const Small: Story = { args: { size: 40 } }
export const Dark: Story = { decorators: [dark] }
