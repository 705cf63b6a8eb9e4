import preview from '../../.storybook/preview'
import { expect, userEvent } from 'storybook/test'
import { bangla, dark, lesson, phone } from '../lib/storyHelpers'
import { VideoFacade } from './VideoFacade'

const meta = preview.meta({
  component: VideoFacade,
  decorators: [phone],
  args: {
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: lesson.title,
    playLabel: 'Play video',
    caption: lesson.duration,
    openLabel: 'Watch the video (opens in a new tab)',
  },
})

/** No iframe until the tap; then the privacy-enhanced player, starting at once. */
export const Poster = meta.story({
  play: async ({ canvas: c, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull()
    await userEvent.click(
      c.getByRole('button', { name: 'Play video Welcome and setting up Canva 12 min' }),
    )
    const frame = canvasElement.querySelector('iframe')
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
    await expect(frame).toHaveAttribute('title', 'Welcome and setting up Canva')
  },
})
export const NotEmbeddable = meta.story({
  args: { url: 'https://example.com/lesson.mp4' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Watch the video (opens in a new tab) Welcome and setting up Canva 12 min',
    })
    await expect(link).toHaveAttribute('href', 'https://example.com/lesson.mp4')
  },
})
export const LongBangla = meta.story({
  args: { title: bangla.title, caption: bangla.duration, playLabel: 'ভিডিও চালান' },
})
export const Dark = meta.story({ decorators: [dark] })
