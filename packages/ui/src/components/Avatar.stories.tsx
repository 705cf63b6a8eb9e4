import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { dark } from '../lib/storyHelpers'
import { Avatar } from './Avatar'

const meta = preview.meta({ component: Avatar, args: { name: 'Tanvir Hasan' } })

export const Initials = meta.story({
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Tanvir Hasan' })
    await expect(img).toHaveTextContent('TH')
  },
})
export const BanglaName = meta.story({ args: { name: 'তানভীর হাসান' } })
export const Small = meta.story({ args: { size: 40 } })
export const Dark = meta.story({ decorators: [dark] })
