import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Button } from './Button'
import { EmptyState } from './EmptyState'

const onReset = fn()
const meta = {
  component: EmptyState,
  args: {
    title: 'No courses found',
    description: 'Try another category.',
    action: <Button onClick={onReset}>View All Courses</Button>,
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas: c }) => {
    await expect(c.getByRole('heading', { name: 'No courses found' })).toBeInTheDocument()
    await userEvent.click(c.getByRole('button', { name: 'View All Courses' }))
    await expect(onReset).toHaveBeenCalledOnce()
  },
}
export const WithoutAction: Story = {
  args: { title: 'No success stories yet', action: undefined, description: undefined },
}
export const LongBangla: Story = { args: { title: bangla.title, description: bangla.text } }
export const Dark: Story = { decorators: [dark] }
