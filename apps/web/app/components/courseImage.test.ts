import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { courseList } from '@repo/courses'
import { describe, expect, it } from 'vitest'
import { courseImage } from './courseImage'

describe('courseImage', () => {
  it('offers AVIF, then WebP, in 400, 600 and 800 wide, with the 600-wide WebP as the fallback', () => {
    const image = courseImage('/images/courses/video-editing.webp', 'alt', '100vw')
    expect(image).toMatchObject({
      src: '/images/courses/video-editing.webp',
      width: 600,
      height: 315,
      sizes: '100vw',
    })
    expect(image.srcSet).toBe(
      '/images/courses/video-editing-400.webp 400w, /images/courses/video-editing.webp 600w, /images/courses/video-editing-800.webp 800w',
    )
    expect(image.sources).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/images/courses/video-editing-400.avif 400w, /images/courses/video-editing-600.avif 600w, /images/courses/video-editing-800.avif 800w',
      },
    ])
  })

  it('names only files that exist, for every course', () => {
    for (const course of courseList) {
      const image = courseImage(course.thumbnail.src, '', '100vw')
      const files = [
        image.src,
        ...`${image.srcSet}, ${image.sources?.[0]?.srcSet}`
          .split(', ')
          .map((s) => s.split(' ')[0]!),
      ]
      for (const file of files)
        expect(existsSync(join(import.meta.dirname, '../../public', file)), file).toBe(true)
    }
  })
})
