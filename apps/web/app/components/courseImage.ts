import type { ResponsiveImage } from '@repo/ui'

/** Course thumbnails are 1200:630 (scripts/make-images.mjs); the 600-wide WebP is the `src`. */
const THUMB = { width: 600, height: 315 }
const widths = [400, 600, 800] as const

/**
 * A course thumbnail with its AVIF and WebP widths, for a slot of `sizes`:
 * `/images/courses/x.webp` has `x-400.avif 400w, …` and `x-400.webp 400w, x.webp 600w, …`.
 */
export function courseImage(src: string, alt: string, sizes: string): ResponsiveImage {
  const base = src.replace(/\.webp$/, '')
  const webp = (w: number) => (w === 600 ? src : `${base}-${w}.webp`)
  return {
    src,
    alt,
    ...THUMB,
    sizes,
    srcSet: widths.map((w) => `${webp(w)} ${w}w`).join(', '),
    sources: [
      { type: 'image/avif', srcSet: widths.map((w) => `${base}-${w}.avif ${w}w`).join(', ') },
    ],
  }
}
