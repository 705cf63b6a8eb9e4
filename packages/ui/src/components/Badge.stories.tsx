import type { Meta, StoryObj } from '@storybook/react-vite'
import { dark } from '../lib/storyHelpers'
import { Badge } from './Badge'

const meta = { component: Badge, args: { children: 'Design' } } satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Accent: Story = { args: { tone: 'accent', children: '60% OFF' } }
export const Success: Story = { args: { tone: 'success', children: 'Beginner' } }
export const LongBangla: Story = { args: { tone: 'neutral', children: 'শিক্ষানবিশ থেকে উন্নত' } }
export const Dark: Story = { decorators: [dark], args: { tone: 'accent', children: '62% OFF' } }
