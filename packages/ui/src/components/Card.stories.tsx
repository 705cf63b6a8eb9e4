import type { Meta, StoryObj } from '@storybook/react-vite'
import { bangla, dark } from '../lib/storyHelpers'
import { Card } from './Card'

const meta = {
  component: Card,
  args: {
    children: (
      <>
        <h3 className="font-bold">Learn on your phone</h3>
        <p>Every lesson works on a budget Android phone.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const LongBangla: Story = {
  args: {
    children: (
      <>
        <h3 className="font-bold">{bangla.title}</h3>
        <p>{bangla.text}</p>
      </>
    ),
  },
}
export const Dark: Story = { decorators: [dark] }
