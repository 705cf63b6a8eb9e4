// The production build writes one HTML file per public route with the page's text and its
// meta tags, readable before any script runs. Reads the files; no browser needed.
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import { webBuildDir } from '../../ports'

const client = join(webBuildDir, 'client')
const html = (path: string) =>
  readFileSync(join(client, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8')
const attr = (doc: string, selector: RegExp) => doc.match(selector)?.[1]

const pages: Array<{
  path: string
  title: string
  text: string[]
  canonical?: string
  image?: string
}> = [
  {
    path: '/',
    title: 'Learn Creative and AI Skills on Your Phone',
    text: [
      'Learn creative and AI skills, right from your phone',
      'Why Choose Us',
      'Featured Courses',
      '250+',
      'What Our Students Say',
    ],
  },
  {
    path: '/courses',
    title: 'Courses',
    text: ['Our Courses', 'Creative Design', 'Web Development with AI', 'Video Editing', '+3 more'],
  },
  {
    path: '/courses/creative-design',
    title: 'Creative Design – ৳399',
    text: ['Curriculum', 'Tanvir Hossain', '৳999', '60% OFF'],
    image: '/og/creative-design.jpg',
  },
  {
    path: '/courses/web-development',
    title: 'Web Development with AI – ৳699',
    text: ['Curriculum', '৳1,499', '53% OFF'],
    image: '/og/web-development.jpg',
  },
  {
    path: '/courses/video-editing',
    title: 'Video Editing – ৳499',
    text: ['Curriculum', '৳1,299', '62% OFF'],
    image: '/og/video-editing.jpg',
  },
  {
    path: '/courses/skill-pack',
    title: 'Video Editing – ৳499',
    text: ['Video Editing'],
    canonical: '/courses/video-editing',
    image: '/og/video-editing.jpg',
  },
  {
    path: '/about',
    title: 'About Us',
    text: ['Our Story', 'Our Mission', 'Our Vision', 'Our Values', 'Our Co-founders', 'Our Impact'],
  },
  {
    path: '/success-stories',
    title: 'Success Stories',
    text: ['No success stories yet', 'Watch Story'],
  },
  {
    path: '/join-now',
    title: 'Join Now',
    text: ['Full Name', 'WhatsApp Number', 'Select Course', 'Frequently Asked Questions'],
  },
  {
    path: '/contact',
    title: 'Contact',
    text: [
      'Send Us a Message',
      'Show map',
      'Support hours: 9 AM to 9 PM daily',
      '30-day money-back guarantee',
    ],
  },
  {
    path: '/form',
    title: 'Free Workshop Registration',
    text: ['Register for Free', 'School, College or University'],
  },
]

for (const p of pages) {
  test(`prerendered ${p.path}: text and meta tags in the HTML`, () => {
    const doc = html(p.path)
    expect(attr(doc, /<title>([^<]*)<\/title>/)).toBe(`${p.title} | Skill Courses`)
    for (const t of p.text) expect(doc, t).toContain(t.replace(/'/g, '&#x27;'))
    expect(attr(doc, /<meta name="description" content="([^"]+)"/)).toBeTruthy()
    expect(attr(doc, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `https://skillcourses.com.bd${p.canonical ?? (p.path === '/' ? '/' : p.path)}`,
    )
    expect(attr(doc, /<meta property="og:title" content="([^"]+)"/)).toBe(p.title)
    expect(attr(doc, /<meta property="og:image" content="([^"]+)"/)).toBe(
      `https://skillcourses.com.bd${p.image ?? '/og/site.jpg'}`,
    )
    expect(attr(doc, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')
    // The theme is set before the first paint, by an inline script in <head>.
    expect(doc.indexOf("localStorage.getItem('theme')")).toBeLessThan(doc.indexOf('</head>'))
    // The images the tags point to exist in the build.
    expect(existsSync(join(client, p.image ?? '/og/site.jpg'))).toBe(true)
  })
}

test('404.html for static hosts, with the not-found content and noindex', () => {
  const doc = readFileSync(join(client, '404.html'), 'utf8')
  expect(doc).toContain('Page Not Found')
  expect(doc).toContain('<meta name="robots" content="noindex"/>')
  expect(existsSync(join(client, '__spa-fallback.html'))).toBe(true)
})

test('sitemap.xml lists the public routes; robots.txt points to it', () => {
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  for (const p of [
    '/',
    '/courses',
    '/courses/video-editing',
    '/about',
    '/success-stories',
    '/join-now',
    '/contact',
    '/form',
  ]) {
    expect(sitemap).toContain(`<loc>https://skillcourses.com.bd${p}</loc>`)
  }
  expect(sitemap).not.toContain('skill-pack')
  expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain(
    'Sitemap: https://skillcourses.com.bd/sitemap.xml',
  )
})

test('course images: AVIF and WebP in three widths, sized; the first (the largest paint) loads first, the rest lazily', () => {
  const doc = html('/courses')
  const pictures = doc.match(/<picture[^>]*>[\s\S]*?<\/picture>/g) ?? []
  expect(pictures.length).toBe(3)
  for (const picture of pictures) {
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="[^"]+-400\.avif 400w, [^"]+-600\.avif 600w, [^"]+-800\.avif 800w" sizes="[^"]+"\/>/,
    )
    expect(picture).toMatch(
      /<img [^>]*srcSet="[^"]+-400\.webp 400w, [^"]+\.webp 600w, [^"]+-800\.webp 800w"/,
    )
    expect(picture).toMatch(/width="600"/)
    expect(picture).toMatch(/height="315"/)
  }
  const imgs = doc.match(/<img [^>]+>/g) ?? []
  const [first, ...rest] = imgs
  expect(first).toMatch(/loading="eager"/)
  expect(first).toMatch(/fetchPriority="high"/)
  for (const img of rest) expect(img).toMatch(/loading="lazy"/)
  // The home page's cards are below the hero: all lazy.
  for (const img of html('/').match(/<img [^>]+>/g) ?? []) expect(img).toMatch(/loading="lazy"/)
})
