import { expect, it } from 'vitest'
import { pageMeta } from './seo'

it('gives a page its title, description, canonical URL and social cards', () => {
  const tags = pageMeta({
    title: 'Video Editing – ৳499',
    description: 'Edit reels.',
    path: '/courses/video-editing',
    locale: 'en',
    image: '/og/video-editing.jpg',
  })
  expect(tags).toContainEqual({ title: 'Video Editing – ৳499 | Skill Courses' })
  expect(tags).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://skillcourses.com.bd/courses/video-editing',
  })
  expect(tags).toContainEqual({
    property: 'og:image',
    content: 'https://skillcourses.com.bd/og/video-editing.jpg',
  })
  expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' })
  expect(
    pageMeta({ title: 'x', description: 'y', path: '/404', locale: 'en', noindex: true }),
  ).toContainEqual({
    name: 'robots',
    content: 'noindex',
  })
})
