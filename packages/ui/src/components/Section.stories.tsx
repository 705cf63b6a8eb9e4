import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Section } from './Section'

const meta = preview.meta({
  component: Section,
  args: {
    titleId: 'why-title',
    title: 'Why choose us',
    className: 'flex flex-col gap-3',
    children: <p>Learn on your phone, at your pace.</p>,
  },
})

export const Named = meta.story({
  play: async ({ canvas: c }) => {
    await expect(c.getByRole('region', { name: 'Why choose us' })).toBeInTheDocument()
    await expect(c.getByRole('heading', { level: 2, name: 'Why choose us' })).toHaveAttribute(
      'id',
      'why-title',
    )
  },
})
export const Small = meta.story({ args: { titleClassName: 'text-xl font-bold' } })
export const LongBangla = meta.story({
  args: { title: bangla.title, children: <p>{bangla.text}</p> },
})
export const Dark = meta.story({ decorators: [dark] })
