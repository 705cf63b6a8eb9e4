// The classroom's parts of the production build, read from the files (no browser): the course
// pages' syllabus, prerendered from the lesson plan; the certificate pages prerendered per
// course and language, the host's rewrites to them; robots.txt.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import { courseIds, getCourse, lessonPlan } from '@repo/courses'
import { webBuildDir } from '../../ports'
import { m } from '@repo/courses/i18n'

const client = join(webBuildDir, 'client')
const html = (path: string) => readFileSync(join(client, `${path.slice(1)}/index.html`), 'utf8')
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')
const islandsOf = (doc: string) =>
  [...doc.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]).sort()

for (const id of courseIds) {
  test(`/courses/${id} and /bn/courses/${id} show the syllabus in the HTML, with no new island`, () => {
    const plan = lessonPlan[id]
    expect(plan.length).toBeGreaterThanOrEqual(8)
    const doc = html(`/courses/${id}`)
    expect(doc).toContain(m.syllabus_heading({}, { locale: 'en' }))
    for (const lesson of plan) expect(doc).toContain(escape(lesson.title))
    expect(doc).toContain(m.syllabus_preview({}, { locale: 'en' }))
    expect(doc).toContain(`href="/learn/${id}"`)
    // The syllabus is HTML only: the page runs the islands it ran before.
    expect(islandsOf(doc)).toEqual(['enroll-button', 'enroll-button', 'header', 'toaster'])
    const bnDoc = html(`/bn/courses/${id}`)
    for (const lesson of plan) expect(bnDoc).toContain(escape(lesson.titleBn))
    expect(bnDoc).toContain(m.syllabus_preview({}, { locale: 'bn' }))
    expect(bnDoc).toContain(`href="/bn/learn/${id}"`)
  })

  test(`a certificate page per language for ${id}, naming the course, served for its ids`, () => {
    for (const [prefix, locale] of [
      ['', 'en'],
      ['/bn', 'bn'],
    ] as const) {
      const doc = html(`${prefix}/certificates/${id}`)
      const title = getCourse(id, locale)!.title
      expect(doc).toContain(
        `<meta property="og:title" content="${escape(m.certificate_title({ course: title }, { locale }))}"/>`,
      )
      expect(doc).toContain(
        `<meta property="og:image" content="https://skillcourses.com.bd/og/${id}.jpg"/>`,
      )
      expect(doc).toContain('<meta name="robots" content="noindex"/>')
      // One page serves every certificate of the course: no canonical or og:url naming it.
      expect(doc).not.toContain('rel="canonical"')
      expect(doc).not.toContain('og:url')
      // Before the script checks the id: the checking state, not a verdict, and the course the
      // certificate is for.
      expect(doc).toContain(escape(m.certificate_checking({}, { locale })))
      expect(doc).toContain(escape(m.certificate_description({ course: title }, { locale })))
      expect(doc).not.toContain(escape(m.certificate_notFoundTitle({}, { locale })))
    }
    const redirects = readFileSync(join(client, '_redirects'), 'utf8')
    expect(redirects).toContain(`/certificates/${id}-*  /certificates/${id}/index.html  200`)
    expect(redirects).toContain(`/bn/certificates/${id}-*  /bn/certificates/${id}/index.html  200`)
  })
}

test('robots.txt keeps the classroom out of search engines; the sitemap has no certificates', () => {
  const robots = readFileSync(join(client, 'robots.txt'), 'utf8')
  expect(robots).toContain('Disallow: /learn/\n')
  expect(robots).toContain('Disallow: /bn/learn/\n')
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  expect(sitemap).not.toContain('/certificates/')
  expect(sitemap).not.toContain('/learn/')
})
