import preview from '../../.storybook/preview'
import { expect, userEvent, within } from 'storybook/test'
import { bangla, dark, phone } from '../lib/storyHelpers'
import { Carousel } from './Carousel'

const quote = (name: string, text: string) => (
  <figure className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
    <blockquote>{text}</blockquote>
    <figcaption className="mt-2 font-semibold">{name}</figcaption>
  </figure>
)

const meta = preview.meta({
  component: Carousel,
  decorators: [phone],
  args: {
    label: 'Testimonials',
    slides: [
      quote('Rafi', 'I design posters on my phone now.'),
      quote('Nusrat', 'I built my first website.'),
      quote('Arif', 'I edit videos for clients.'),
    ],
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    slideLabel: (p: number, t: number) => `${p} of ${t}`,
    dotLabel: (p: number) => `Show testimonial ${p}`,
    intervalMs: 0,
  },
})

const visibleSlide = (el: HTMLElement) =>
  within(el)
    .getAllByRole('group')
    .find((g) => !g.hidden)

export const WrapsBothWays = meta.story({
  play: async ({ canvas: c, canvasElement }) => {
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3')
    await userEvent.click(c.getByRole('button', { name: 'Previous testimonial' }))
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('3 of 3')
    await userEvent.click(c.getByRole('button', { name: 'Next testimonial' }))
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3')
  },
})

export const Dots = meta.story({
  play: async ({ canvas: c, canvasElement }) => {
    await userEvent.click(c.getByRole('button', { name: 'Show testimonial 2' }))
    await expect(visibleSlide(canvasElement)).toHaveTextContent('Nusrat')
    await expect(c.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
})

export const AutoAdvancing = meta.story({ args: { intervalMs: 5000 } })
export const Single = meta.story({ args: { slides: [quote('Rafi', 'Only one.')] } })
export const LongBangla = meta.story({
  args: { slides: [quote('রাফি', bangla.text), quote('নুসরাত', bangla.title)] },
})
export const Dark = meta.story({ decorators: [dark] })
