import preview from '../../.storybook/preview'
import { dark } from '../lib/storyHelpers'
import { Badge } from './Badge'

const meta = preview.meta({ component: Badge, args: { children: 'Design' } })

export const Brand = meta.story()
export const Accent = meta.story({ args: { tone: 'accent', children: '60% OFF' } })
export const Success = meta.story({ args: { tone: 'success', children: 'Beginner' } })
export const LongBangla = meta.story({ args: { tone: 'neutral', children: 'শিক্ষানবিশ থেকে উন্নত' } })
export const Dark = meta.story({
  decorators: [dark],
  args: { tone: 'accent', children: '62% OFF' },
})
