import preview from '../../.storybook/preview'
import { expect } from 'storybook/test'
import { Picture } from './Picture'

const svg = (fill: string) =>
  `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"%3E%3Crect width="1200" height="630" fill="%23${fill}"/%3E%3C/svg%3E`

const meta = preview.meta({
  component: Picture,
  args: {
    image: {
      src: svg('1d5fd6'),
      alt: 'A blue course picture',
      width: 600,
      height: 315,
      sizes: '100vw',
      srcSet: `${svg('1d5fd6')} 600w`,
      sources: [{ type: 'image/avif', srcSet: `${svg('7c3aed')} 600w` }],
    },
    imgClassName: 'h-auto w-full',
  },
})

/** Below the fold: AVIF offered first, WebP (the img) as the fallback, loaded lazily. */
export const Lazy = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'A blue course picture' })
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('width', '600')
    await expect(img).toHaveAttribute('height', '315')
    await expect(canvasElement.querySelector('source')).toHaveAttribute('type', 'image/avif')
  },
})

/** The page's largest image at the top: loaded at once and first. */
export const Priority = meta.story({
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'A blue course picture' })
    await expect(img).toHaveAttribute('loading', 'eager')
    await expect(img).toHaveAttribute('fetchpriority', 'high')
  },
})
