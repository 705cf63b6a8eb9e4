import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { StatCounter } from './StatCounter'

const meta = preview.meta({
  component: StatCounter,
  args: { value: 250, suffix: '+', label: 'Students' },
})

export const Students = meta.story({
  play: async ({ canvas }) => {
    // Before it scrolls into view (and for screen readers always) the final number shows.
    await expect(canvas.getByTestId('stat-value')).toHaveTextContent('250+')
  },
})
export const Percent = meta.story({ args: { value: 95, suffix: '%', label: 'Success Rate' } })
export const BanglaDigits = meta.story({
  args: {
    value: 250,
    suffix: '+',
    label: 'শিক্ষার্থী',
    formatNumber: (n: number) => n.toLocaleString('bn-BD'),
  },
})
export const Dark = meta.story({ decorators: [dark], args: { value: 3, label: 'Courses' } })
