import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Section } from './Section'

const meta = {
  component: Section,
  args: {
    titleId: 'why-title',
    title: 'Why choose us',
    className: 'flex flex-col gap-3',
    children: <p>Learn on your phone, at your pace.</p>,
  },
} satisfies Meta<typeof Section>
export default meta
type Story = StoryObj<typeof meta>

export const Named: Story = {
  play: async ({ canvas: c }) => {
    await expect(c.getByRole('region', { name: 'Why choose us' })).toBeInTheDocument()
    await expect(c.getByRole('heading', { level: 2, name: 'Why choose us' })).toHaveAttribute(
      'id',
      'why-title',
    )
  },
}
export const Small: Story = { args: { titleClassName: 'text-xl font-bold' } }
export const LongBangla: Story = {
  args: { title: bangla.title, children: <p>{bangla.text}</p> },
}
export const Dark: Story = { decorators: [dark] }
