import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './Button'

const meta = { component: Button, args: { children: 'Enroll Now', onClick: fn() } } satisfies Meta<
  typeof Button
>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Now' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enroll Now' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'View All Courses' } }

export const LongBangla: Story = { args: { children: 'এখনই ভর্তি হন এবং আজই শেখা শুরু করুন' } }

export const Dark: Story = {
  decorators: [
    (S) => (
      <div className="dark bg-slate-950 p-4">
        <S />
      </div>
    ),
  ],
  args: { variant: 'secondary' },
}
