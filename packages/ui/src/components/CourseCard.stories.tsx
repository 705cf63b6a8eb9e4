import preview from '../../.storybook/preview'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark, phone } from '../lib/storyHelpers'
import { CourseCard } from './CourseCard'
import { PriceTag } from './PriceTag'
import { Discounted } from './PriceTag.stories'

const meta = preview.meta({
  component: CourseCard,
  decorators: [phone],
  args: {
    title: 'Creative Design on Your Phone',
    subtitle: 'Posters, social posts and logos with free phone apps.',
    href: '/courses/creative-design',
    categoryLabel: 'Design',
    meta: ['Beginner', '6 weeks'],
    highlights: [
      'Canva and PixelLab',
      'Real client briefs',
      'Portfolio of 10 designs',
      'Lifetime access',
      'Certificate',
    ],
    moreLabel: (n: number) => `+${n} more`,
    // The card shows the price as PriceTag's own stories do (args composition).
    price: <PriceTag {...Discounted.composed.args} />,
    ctaLabel: 'Enroll Now',
  },
})

export const WithMoreHighlights = meta.story({
  play: async ({ canvas: c, canvasElement }) => {
    await expect(c.getByText('+2 more')).toBeInTheDocument()
    await expect(canvasElement.querySelectorAll('[data-extra-highlight]')).toHaveLength(2)
    await userEvent.tab()
    await expect(
      c.getByRole('link', { name: 'Enroll Now: Creative Design on Your Phone' }),
    ).toHaveFocus()
  },
})
export const ThreeHighlights = meta.story({ args: { highlights: ['One', 'Two', 'Three'] } })
export const WithImage = meta.story({
  args: {
    image: {
      src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"%3E%3Crect width="1200" height="630" fill="%231d5fd6"/%3E%3C/svg%3E',
      alt: '',
      width: 1200,
      height: 630,
    },
  },
})
export const LongBangla = meta.story({
  args: { title: bangla.title, subtitle: bangla.text, highlights: [bangla.text, bangla.title] },
})
export const Dark = meta.story({ decorators: [dark] })
