import { formSchemasFor } from '@repo/courses'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { languageSwitchAttribute, localeStorageKey } from './choice'
import localeScript from './locale.head.ts?head'
import {
  alternatePath,
  courseFor,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  href,
  LocaleContext,
  localeOfPath,
  localizePath,
  m,
  mirroredPaths,
  stripLocale,
  useLocale,
} from './index'
import { categoryLabel } from './labels'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  localStorage.clear()
})

describe('paths', () => {
  it('knows the language of a path', () => {
    expect(localeOfPath('/bn')).toBe('bn')
    expect(localeOfPath('/bn/courses')).toBe('bn')
    expect(localeOfPath('/bnx')).toBe('en')
    expect(localeOfPath('/courses')).toBe('en')
    expect(stripLocale('/bn')).toBe('/')
    expect(stripLocale('/bn/about')).toBe('/about')
  })

  it('puts a path into a language, keeping its query and hash', () => {
    expect(localizePath('/', 'bn')).toBe('/bn')
    expect(localizePath('/courses?category=design', 'bn')).toBe('/bn/courses?category=design')
    expect(localizePath('/?x=1', 'bn')).toBe('/bn?x=1')
    expect(localizePath('/#top', 'bn')).toBe('/bn#top')
    expect(localizePath('/bn?x=1', 'en')).toBe('/?x=1')
    expect(localizePath('/bn?x=1', 'bn')).toBe('/bn?x=1')
    expect(localizePath('/bn/login?next=%2Fbn%2Fprofile', 'en')).toBe('/login?next=%2Fbn%2Fprofile')
    expect(localizePath('/bn/courses', 'en')).toBe('/courses')
    expect(localizePath('/bn/courses', 'bn')).toBe('/bn/courses')
    expect(localizePath('https://example.com/a', 'bn')).toBe('https://example.com/a')
    expect(localizePath('//cdn.example.com/a', 'bn')).toBe('//cdn.example.com/a')
  })

  it('switches a page to its other-language version, or home when there is none', () => {
    expect(alternatePath('/no-such-page', 'bn')).toBe('/bn')
    expect(alternatePath('/bn/no-such-page', 'en')).toBe('/')
    expect(alternatePath('/courses/web-development', 'bn')).toBe('/bn/courses/web-development')
    expect(alternatePath('/bn/contact', 'en')).toBe('/contact')
    expect(alternatePath('/bn', 'en')).toBe('/')
    expect(alternatePath('/enroll/video-editing', 'bn')).toBe('/bn/enroll/video-editing')
    // The account pages exist in both languages too (client-rendered).
    for (const page of ['/login', '/signup', '/forgot-password', '/reset-password', '/profile']) {
      expect(alternatePath(page, 'bn')).toBe(`/bn${page}`)
      expect(alternatePath(`/bn${page}`, 'en')).toBe(page)
    }
    // Prerendered pages also answer with a trailing slash.
    expect(alternatePath('/courses/web-development/', 'bn')).toBe('/bn/courses/web-development')
    expect(alternatePath('/bn/', 'en')).toBe('/')
    expect(alternatePath('/', 'bn')).toBe('/bn')
  })
})

describe('the language passed explicitly', () => {
  it('gives every text, price, course and form message of that language', () => {
    expect(m.shell_login({}, { locale: 'en' })).toBe('Login')
    expect(m.shell_login({}, { locale: 'bn' })).toBe('লগইন')
    expect(m.joinNow_faq_0_question({}, { locale: 'bn' })).toBe('কোর্সের টাকা কীভাবে দেব?')
    expect(categoryLabel('design', 'en')).toBe('Design')
    expect(categoryLabel('design', 'bn')).toMatch(/[\u0980-\u09FF]/)
    expect(m.course_lessons({ n: 4 }, { locale: 'bn' })).toBe('৪টি ক্লাস')
    expect(formatPrice(699, 'en')).toBe('৳699')
    expect(formatPrice(699, 'bn')).toBe('৳৬৯৯')
    expect(courseFor('skill-pack', 'bn')?.title).toMatch(/[\u0980-\u09FF]/)
    expect(courseFor('skill-pack', 'en')?.title).toBe('Video Editing')
    const error = (locale: 'en' | 'bn') =>
      formSchemasFor(locale).contact.safeParse({ name: '', email: 'x', subject: '', message: '' })
        .error?.issues[0]?.message
    expect(error('bn')).toMatch(/[\u0980-\u09FF]/)
    expect(error('en')).toBe('Enter your name.')
  })

  it('makes links in that language', () => {
    expect(href('/courses', 'bn')).toBe('/bn/courses')
    // Links to the account pages stay in Bangla, with the page to come back to.
    expect(href('/login', 'bn')).toBe('/bn/login')
    expect(href('/login?next=%2Fbn%2Fcourses', 'bn')).toBe('/bn/login?next=%2Fbn%2Fcourses')
    expect(href('/profile', 'bn')).toBe('/bn/profile')
    expect(href('/reset-password', 'bn')).toBe('/bn/reset-password')
    // Paths without a Bangla version keep theirs.
    expect(href('/sitemap.xml', 'bn')).toBe('/sitemap.xml')
    expect(href('/courses', 'en')).toBe('/courses')
    expect(href('/login', 'en')).toBe('/login')
  })

  it('writes numbers and dates in that language', () => {
    expect(formatNumber(42, 'en')).toBe('42')
    expect(formatDate('2026-11-20T20:30:00Z', 'en')).toBe('21 Nov 2026')
    expect(formatNumber(42, 'bn')).toBe('৪২')
    expect(formatDate('2026-11-20T20:30:00Z', 'bn')).toBe('২১ নভেম্বর, ২০২৬')
  })

  it('writes a live class time in Dhaka time, with the part of the day in Bangla', () => {
    expect(formatDateTime('2026-12-03T14:00:00Z', 'en')).toBe('Thu, 3 Dec 2026, 8:00 pm')
    expect(formatDateTime('2026-12-03T14:00:00Z', 'bn')).toBe(
      'বৃহস্পতিবার, ৩ ডিসেম্বর, ২০২৬, রাত ৮:০০',
    )
    expect(formatDateTime('2026-12-03T04:30:00Z', 'bn')).toBe(
      'বৃহস্পতিবার, ৩ ডিসেম্বর, ২০২৬, সকাল ১০:৩০',
    )
    expect(formatDateTime('2026-12-03T18:05:00Z', 'bn')).toBe('শুক্রবার, ৪ ডিসেম্বর, ২০২৬, রাত ১২:০৫')
  })

  it('keeps the classroom and certificates in that language', () => {
    expect(href('/learn/web-development', 'bn')).toBe('/bn/learn/web-development')
    expect(href('/learn/web-development/abc', 'bn')).toBe('/bn/learn/web-development/abc')
    expect(href('/certificates/web-development-0123', 'bn')).toBe(
      '/bn/certificates/web-development-0123',
    )
    expect(alternatePath('/bn/learn/web-development/abc', 'en')).toBe('/learn/web-development/abc')
  })

  it('reaches components through LocaleContext, and useLocale refuses to guess without it', () => {
    function Login() {
      return <span>{m.shell_login({}, { locale: useLocale() })}</span>
    }
    render(
      <LocaleContext value="bn">
        <Login />
      </LocaleContext>,
    )
    expect(screen.getByText('লগইন')).toBeVisible()
    expect(() => render(<Login />)).toThrow(/outside a LocaleContext provider/)
  })

  it('is not read from the address bar', () => {
    window.history.replaceState(null, '', '/bn/courses')
    expect(localeOfPath(window.location.pathname)).toBe('bn')
    expect(formatPrice(699, 'en')).toBe('৳699')
    expect(() => m.shell_login()).toThrow(/without \{ locale \}/)
  })
})

describe('the locale script (runs in <head> before the first paint)', () => {
  let click: ((event: { target: unknown }) => void) | undefined
  const saved = new Map<string, string>()

  function run(path: string, { stored, language }: { stored?: string; language: string }) {
    const replaced: string[] = []
    const doc = {
      currentScript: { dataset: { mirrored: mirroredPaths.source } },
      documentElement: { lang: 'en', style: { visibility: '' } },
      addEventListener: (type: string, listener: typeof click) => {
        if (type === 'click') click = listener
      },
    }
    const storage = {
      getItem: (k: string) => (k === localeStorageKey ? (stored ?? null) : null),
      setItem: (k: string, v: string) => saved.set(k, v),
    }
    const url = new URL(path, 'https://site.invalid')
    const loc = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (u: string) => replaced.push(u),
    }
    const nav = { languages: [language], language }
    // The inline script as the build compiles it and the page runs it (with its data attribute, as
    // root.tsx writes it), the browser's globals replaced.
    new Function('document', 'location', 'localStorage', 'navigator', localeScript)(
      doc,
      loc,
      storage,
      nav,
    )
    return {
      replaced,
      lang: doc.documentElement.lang,
      hidden: doc.documentElement.style.visibility === 'hidden',
    }
  }

  it('offers the Bangla page on a first visit from a Bangla browser, without showing the English one', () => {
    expect(run('/courses', { language: 'bn-BD' })).toEqual({
      replaced: ['/bn/courses'],
      lang: 'en',
      hidden: true,
    })
    expect(run('/', { language: 'bn' }).replaced).toEqual(['/bn'])
    expect(run('/courses?category=design', { language: 'bn-IN' }).replaced).toEqual([
      '/bn/courses?category=design',
    ])
  })

  it('follows a stored choice, and leaves English browsers, English choices and English-only pages alone', () => {
    expect(run('/about', { stored: 'bn', language: 'en-US' }).replaced).toEqual(['/bn/about'])
    expect(run('/about', { stored: 'en', language: 'bn-BD' }).replaced).toEqual([])
    expect(run('/about', { language: 'en-US' }).replaced).toEqual([])
    expect(run('/no-such-page', { stored: 'bn', language: 'bn' }).replaced).toEqual([])
  })

  it('sends the account pages to their Bangla versions too, keeping the page to come back to', () => {
    expect(run('/profile', { stored: 'bn', language: 'en' }).replaced).toEqual(['/bn/profile'])
    expect(run('/login?next=/courses/web-development', { language: 'bn' }).replaced).toEqual([
      '/bn/login?next=/courses/web-development',
    ])
    expect(run('/signup', { language: 'bn-BD' }).replaced).toEqual(['/bn/signup'])
    // The session in a mail link's fragment comes along.
    expect(
      run('/reset-password#access_token=t&type=recovery', { stored: 'bn', language: 'en' })
        .replaced,
    ).toEqual(['/bn/reset-password#access_token=t&type=recovery'])
    expect(run('/login', { stored: 'en', language: 'bn' }).replaced).toEqual([])
  })

  it('marks Bangla pages lang="bn" (the SPA fallback HTML says en) and never redirects them', () => {
    expect(run('/bn/enroll/video-editing', { stored: 'en', language: 'en' })).toEqual({
      replaced: [],
      lang: 'bn',
      hidden: false,
    })
  })

  it('remembers the language of a language switch the learner follows, before any island loads', () => {
    run('/bn/courses', { language: 'en' })
    const link = document.createElement('a')
    link.setAttribute(languageSwitchAttribute, '')
    link.hreflang = 'en'
    link.innerHTML = '<span>English</span>'
    click?.({ target: link.firstChild })
    expect(saved.get(localeStorageKey)).toBe('en')
    // Other links are not a choice of language.
    saved.clear()
    const other = document.createElement('a')
    other.hreflang = 'bn'
    click?.({ target: other })
    expect(saved.size).toBe(0)
  })
})
