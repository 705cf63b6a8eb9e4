import preview from '../../.storybook/preview'
import { expect, fn, userEvent } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Button } from './Button'
import { EmptyState } from './EmptyState'

const onReset = fn()
const meta = preview.meta({
  component: EmptyState,
  args: {
    title: 'No courses found',
    description: 'Try another category.',
    action: <Button onClick={onReset}>View All Courses</Button>,
  },
})

export const Empty = meta.story({
  play: async ({ canvas: c }) => {
    await expect(c.getByRole('heading', { name: 'No courses found' })).toBeInTheDocument()
    await userEvent.click(c.getByRole('button', { name: 'View All Courses' }))
    await expect(onReset).toHaveBeenCalledOnce()
  },
})
export const WithoutAction = meta.story({
  args: { title: 'No success stories yet', action: undefined, description: undefined },
})
export const LongBangla = meta.story({ args: { title: bangla.title, description: bangla.text } })
export const Dark = meta.story({ decorators: [dark] })
