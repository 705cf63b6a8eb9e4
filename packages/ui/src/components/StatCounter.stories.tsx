import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { StatCounter } from './StatCounter'

const meta = {
  component: StatCounter,
  args: { value: 250, suffix: '+', label: 'Students' },
} satisfies Meta<typeof StatCounter>
export default meta
type Story = StoryObj<typeof meta>

export const Students: Story = {
  play: async ({ canvas }) => {
    // Before it scrolls into view (and for screen readers always) the final number shows.
    await expect(canvas.getByTestId('stat-value')).toHaveTextContent('250+')
  },
}
export const Percent: Story = { args: { value: 95, suffix: '%', label: 'Success Rate' } }
export const BanglaDigits: Story = {
  args: {
    value: 250,
    suffix: '+',
    label: 'শিক্ষার্থী',
    formatNumber: (n: number) => n.toLocaleString('bn-BD'),
  },
}
export const Dark: Story = { decorators: [dark], args: { value: 3, label: 'Courses' } }
