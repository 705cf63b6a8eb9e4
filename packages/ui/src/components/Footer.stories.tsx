import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { bangla, dark } from '../lib/storyHelpers'
import { Footer } from './Footer'

const meta = preview.meta({
  component: Footer,
  args: {
    brand: 'SkillBridge',
    tagline: 'Creative and AI skills you can learn on a phone.',
    sections: [
      {
        title: 'Quick Links',
        links: [
          { href: '/courses', label: 'Courses' },
          { href: '/about', label: 'About' },
        ],
      },
      {
        title: 'Popular Courses',
        links: [{ href: '/courses/skill-pack', label: 'Basic to Advance Video Editing' }],
      },
    ],
    contact: {
      title: 'Contact',
      email: 'hello@example.com',
      phones: ['+880 1711-000001', '+880 1811-000002', '+880 1911-000003'],
      location: 'Chattagram, Bangladesh',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      locationLabel: 'Location',
    },
    copyright: '© 2026 SkillBridge. All rights reserved.',
  },
})

export const Default = meta.story({
  play: async ({ canvas: c }) => {
    await expect(c.getByRole('link', { name: 'Basic to Advance Video Editing' })).toHaveAttribute(
      'href',
      '/courses/skill-pack',
    )
    await expect(c.getAllByRole('link', { name: /Phone/ })).toHaveLength(3)
    await expect(c.getByText('Chattagram, Bangladesh')).toBeInTheDocument()
  },
})
export const LongBangla = meta.story({ args: { tagline: bangla.text } })
export const Dark = meta.story({ decorators: [dark] })
