import { formSchemasFor } from '@repo/courses'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { languageSwitchAttribute, localeStorageKey } from './choice'
import localeScript from './locale.head.ts?head'
import {
  alternatePath,
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
import { courseFor } from './courses'

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

  const accountPages = ['/login', '/signup', '/forgot-password', '/reset-password', '/profile']
  const pathFunctions = { localizePath, alternatePath, href }
  it.each<[keyof typeof pathFunctions, string, 'en' | 'bn', string]>([
    // A path put into a language keeps its query and hash.
    ['localizePath', '/', 'bn', '/bn'],
    ['localizePath', '/courses?category=design', 'bn', '/bn/courses?category=design'],
    ['localizePath', '/?x=1', 'bn', '/bn?x=1'],
    ['localizePath', '/#top', 'bn', '/bn#top'],
    ['localizePath', '/bn?x=1', 'en', '/?x=1'],
    ['localizePath', '/bn?x=1', 'bn', '/bn?x=1'],
    ['localizePath', '/bn/login?next=%2Fbn%2Fprofile', 'en', '/login?next=%2Fbn%2Fprofile'],
    ['localizePath', '/bn/courses', 'en', '/courses'],
    ['localizePath', '/bn/courses', 'bn', '/bn/courses'],
    ['localizePath', 'https://example.com/a', 'bn', 'https://example.com/a'],
    ['localizePath', '//cdn.example.com/a', 'bn', '//cdn.example.com/a'],
    // A page's other-language version, or home when there is none.
    ['alternatePath', '/no-such-page', 'bn', '/bn'],
    ['alternatePath', '/bn/no-such-page', 'en', '/'],
    ['alternatePath', '/courses/web-development', 'bn', '/bn/courses/web-development'],
    ['alternatePath', '/bn/contact', 'en', '/contact'],
    ['alternatePath', '/bn', 'en', '/'],
    ['alternatePath', '/enroll/video-editing', 'bn', '/bn/enroll/video-editing'],
    ['alternatePath', '/bn/learn/web-development/abc', 'en', '/learn/web-development/abc'],
    // The account pages exist in both languages too (client-rendered).
    ...accountPages.flatMap((page): [keyof typeof pathFunctions, string, 'en' | 'bn', string][] => [
      ['alternatePath', page, 'bn', `/bn${page}`],
      ['alternatePath', `/bn${page}`, 'en', page],
    ]),
    // Prerendered pages also answer with a trailing slash.
    ['alternatePath', '/courses/web-development/', 'bn', '/bn/courses/web-development'],
    ['alternatePath', '/bn/', 'en', '/'],
    ['alternatePath', '/', 'bn', '/bn'],
    // Links made in a language; those to the account pages stay in Bangla, with the page to
    // come back to, and so do the classroom's and the certificates'.
    ['href', '/courses', 'bn', '/bn/courses'],
    ['href', '/login', 'bn', '/bn/login'],
    ['href', '/login?next=%2Fbn%2Fcourses', 'bn', '/bn/login?next=%2Fbn%2Fcourses'],
    ['href', '/profile', 'bn', '/bn/profile'],
    ['href', '/reset-password', 'bn', '/bn/reset-password'],
    ['href', '/learn/web-development', 'bn', '/bn/learn/web-development'],
    ['href', '/learn/web-development/abc', 'bn', '/bn/learn/web-development/abc'],
    ['href', '/certificates/web-development-0123', 'bn', '/bn/certificates/web-development-0123'],
    // Paths without a Bangla version keep theirs.
    ['href', '/sitemap.xml', 'bn', '/sitemap.xml'],
    ['href', '/courses', 'en', '/courses'],
    ['href', '/login', 'en', '/login'],
  ])('%s(%s, %s) is %s', (name, path, locale, expected) => {
    expect(pathFunctions[name](path, locale)).toBe(expected)
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
