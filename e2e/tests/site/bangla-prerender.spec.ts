// The Bangla pages are prerendered like the English ones: reads the built HTML (no browser).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { webBuildDir } from '../../ports'

const client = join(webBuildDir, 'client')
const html = (path: string) =>
  readFileSync(join(client, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8')
const site = 'https://skillcourses.com.bd'
/** The text a reader sees before any script runs (tags and scripts removed). */
const text = (doc: string) =>
  doc
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const pages: Array<{ en: string; title: string; text: string[] }> = [
  {
    en: '/',
    title: 'মোবাইলেই শিখুন ক্রিয়েটিভ ও AI স্কিল',
    text: ['কেন আমাদের বেছে নেবেন', 'বাছাই করা কোর্স', '২৫০+'],
  },
  { en: '/courses', title: 'কোর্সসমূহ', text: ['আমাদের কোর্সসমূহ', 'ক্রিয়েটিভ ডিজাইন', '৳৩৯৯'] },
  {
    en: '/courses/web-development',
    title: 'AI দিয়ে ওয়েব ডেভেলপমেন্ট – ৳৬৯৯',
    text: ['কোর্সের সিলেবাস', '৳৬৯৯', '৳১,৪৯৯', '৫৩% ছাড়'],
  },
  { en: '/courses/creative-design', title: 'ক্রিয়েটিভ ডিজাইন – ৳৩৯৯', text: ['৳৯৯৯', '৬০% ছাড়'] },
  { en: '/courses/video-editing', title: '– ৳৪৯৯', text: ['৳১,২৯৯'] },
  { en: '/about', title: 'আমাদের কথা', text: ['আমাদের গল্প', 'আমাদের সহ-প্রতিষ্ঠাতা'] },
  { en: '/success-stories', title: 'সাফল্যের গল্প', text: ['এখনো কোনো সাফল্যের গল্প নেই'] },
  { en: '/join-now', title: 'এখনই ভর্তি হোন', text: ['সচরাচর জিজ্ঞাসা', 'কোর্সের টাকা কীভাবে দেব?'] },
  { en: '/contact', title: 'যোগাযোগ', text: ['আমাদের মেসেজ পাঠান', 'টাকা ফেরতের নিশ্চয়তা আছে কি?'] },
  { en: '/form', title: 'ফ্রি ওয়ার্কশপে রেজিস্ট্রেশন', text: ['কোন কোন কোর্সে আগ্রহী?'] },
]

for (const p of pages) {
  const bn = p.en === '/' ? '/bn' : `/bn${p.en}`
  test(`${bn} is prerendered in Bangla and names its English version (and back)`, () => {
    const doc = html(bn)
    expect(doc).toMatch(/^<!DOCTYPE html><html lang="bn"/)
    expect(doc.match(/<title>([^<]*)<\/title>/)?.[1]).toContain(p.title)
    const body = text(doc)
    for (const t of p.text) expect(body).toContain(t)
    // The language switch is a real link in the HTML (its attributes in any order).
    const languageSwitch = doc.match(/<a [^>]*>English/)?.[0] ?? ''
    for (const attribute of ['hrefLang="en"', 'lang="en"', `href="${p.en}"`])
      expect(languageSwitch).toContain(` ${attribute}`)
    expect(doc).toContain(`<link rel="canonical" href="${site}${bn}"/>`)
    for (const other of [doc, html(p.en)]) {
      expect(other).toContain(`<link rel="alternate" hrefLang="en" href="${site}${p.en}"/>`)
      expect(other).toContain(`<link rel="alternate" hrefLang="bn" href="${site}${bn}"/>`)
      expect(other).toContain(`<link rel="alternate" hrefLang="x-default" href="${site}${p.en}"/>`)
    }
    expect(doc).toContain('<meta property="og:locale" content="bn_BD"/>')
    expect(doc).toContain('<meta property="og:locale:alternate" content="en_US"/>')
    expect(doc).toMatch(/<meta property="og:title" content="[^"]*[\u0980-\u09FF]/)
    expect(doc).toMatch(/<meta name="description" content="[^"]*[\u0980-\u09FF]/)
    // No page preloads the Bangla font: it never competes with the page (decision 0027).
    expect(doc).not.toContain('rel="preload"')
    expect(html(p.en)).not.toContain('rel="preload"')
    expect(html(p.en)).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(html(p.en)).toContain('<meta property="og:locale" content="en_US"/>')
  })
}

test('links inside a prerendered Bangla page stay in Bangla', () => {
  const doc = html('/bn/courses')
  const hrefs = [...doc.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!)
  expect(hrefs).toContain('/bn/courses/web-development')
  expect(hrefs).toContain('/bn/about')
  // Only the language switch leaves /bn (the header's Login and Sign Up stay in Bangla).
  expect(hrefs).toContain('/bn/login')
  expect(hrefs).toContain('/bn/signup')
  expect(hrefs.filter((h) => !h.startsWith('/bn'))).toEqual(['/courses'])
})

test('the sitemap lists both languages with their alternates; the Bangla alias and fonts are built', () => {
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  for (const path of ['/bn', '/bn/courses', '/bn/courses/web-development', '/bn/about', '/bn/form'])
    expect(sitemap).toContain(`<loc>${site}${path}</loc>`)
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${site}/bn/contact"/>`)
  expect(sitemap).not.toContain('skill-pack')
  // The account pages are client-rendered and not for search engines, in either language.
  expect(sitemap).not.toMatch(/login|profile/)
  const robots = readFileSync(join(client, 'robots.txt'), 'utf8')
  expect(robots).toContain('Disallow: /bn/profile\n')
  expect(robots).toContain('Disallow: /bn/enroll/\n')
  expect(html('/bn/courses/skill-pack')).toContain(
    `<link rel="canonical" href="${site}/bn/courses/video-editing"/>`,
  )
  for (const file of [
    'noto-sans-bengali-bengali-400-normal.woff2',
    'noto-sans-bengali.LICENSE.txt',
  ])
    expect(existsSync(join(client, 'fonts', file))).toBe(true)
  // One weight: bold Bangla is synthesised, not a second download.
  expect(existsSync(join(client, 'fonts', 'noto-sans-bengali-bengali-700-normal.woff2'))).toBe(
    false,
  )
})
