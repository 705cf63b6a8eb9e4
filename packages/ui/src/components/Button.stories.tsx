import preview from '../../.storybook/preview'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './Button'

const meta = preview.meta({ component: Button, args: { children: 'Enroll Now', onClick: fn() } })

export const Primary = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll Now' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enroll Now' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
})

export const Secondary = meta.story({
  args: { variant: 'secondary', children: 'View All Courses' },
})

export const LongBangla = meta.story({ args: { children: 'এখনই ভর্তি হন এবং আজই শেখা শুরু করুন' } })

export const Dark = meta.story({
  decorators: [
    (S) => (
      <div className="dark bg-slate-950 p-4">
        <S />
      </div>
    ),
  ],
  args: { variant: 'secondary' },
})
