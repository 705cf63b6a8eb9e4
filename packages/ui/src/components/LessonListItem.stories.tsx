import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { bangla, dark, lesson, phone } from '../lib/storyHelpers'
import { Badge } from './Badge'
import { LessonListItem } from './LessonListItem'

const meta = preview.meta({
  component: LessonListItem,
  decorators: [phone],
  // A list item lives in a list.
  render: (args) => (
    <ol>
      <LessonListItem {...args} />
    </ol>
  ),
  args: {
    number: '1',
    title: lesson.title,
    meta: lesson.duration,
    href: '#lesson-1',
    completedLabel: 'Completed',
  },
})

export const NotDone = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Welcome and setting up Canva/ })
    await expect(link).toHaveAttribute('href', '#lesson-1')
    await expect(canvas.queryByText('Completed')).toBeNull()
  },
})
export const Completed = meta.story({
  args: { completed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Completed/ })).toBeInTheDocument()
  },
})
export const Current = meta.story({
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-current', 'page')
  },
})
export const FreePreview = meta.story({
  args: { badge: <Badge tone="success">Free preview</Badge> },
})
export const Locked = meta.story({
  args: { href: undefined, badge: <Badge tone="neutral">Locked</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
})
export const LiveClass = meta.story({
  args: { title: 'Live class: your questions answered', meta: 'Live · 12 Dec, 8:00 PM' },
})
export const LongBangla = meta.story({
  args: {
    number: '৩',
    title: bangla.title,
    meta: bangla.duration,
    completed: true,
    completedLabel: 'সম্পন্ন',
  },
})
export const Dark = meta.story({ decorators: [dark], args: { completed: true } })
