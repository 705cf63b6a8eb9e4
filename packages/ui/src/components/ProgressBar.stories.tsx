import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { dark, phone } from '../lib/storyHelpers'
import { ProgressBar } from './ProgressBar'

const meta = preview.meta({
  component: ProgressBar,
  decorators: [phone],
  args: { value: 3, max: 8, label: 'Course progress', valueText: '3 of 8 lessons' },
})

export const Started = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Course progress' })
    await expect(bar).toHaveAttribute('aria-valuenow', '3')
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 lessons')
    await expect(bar.firstElementChild).toHaveStyle({ width: '38%' })
  },
})
export const NotStarted = meta.story({ args: { value: 0, valueText: '0 of 8 lessons' } })
export const Finished = meta.story({
  args: { value: 8, valueText: '8 of 8 lessons' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar')
    await expect(bar.firstElementChild).toHaveStyle({ width: '100%' })
  },
})
export const Bangla = meta.story({
  args: { label: 'কোর্সের অগ্রগতি', valueText: '৮টির মধ্যে ৩টি লেসন' },
})
export const Dark = meta.story({ decorators: [dark] })
