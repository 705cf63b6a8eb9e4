import {
  courseList,
  footerCourseLinks,
  formatTakaFor,
  joinNowCourseOptions,
  resolveCourseId,
  toBanglaDigits,
  type Course,
  type CourseLink,
  type Locale,
  type joinNowCourseOptionsFor,
} from '@repo/courses'
import { createContext, useContext } from 'react'
import { en, type Messages } from './en'
import { mirroredPattern } from '../pages'

export type { Locale, Messages }
export { m } from '@repo/courses/i18n'

/**
 * The page's language, provided once by the root layout (from the URL: /bn/... is Bangla) and
 * by the islands script (from `<html lang>`). Components read it with `useLocale()` and pass it
 * to every message: `m.shell_login({}, { locale })`. There is no global language.
 */
export const LocaleContext = createContext<Locale | null>(null)

/** The page's language; throws outside a LocaleContext provider (a missing provider is a bug). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (locale === null) throw new Error('useLocale() outside a LocaleContext provider')
  return locale
}

/**
 * Everything a page needs in one language: the site's messages and the words of the course
 * catalogue. (The forms take their schemas from `formSchemasFor`, so zod is only on pages with a form.) English is built in; Bangla is
 * registered by the `/bn` layout route (routes/bn.tsx), so its catalogue is only in the
 * JavaScript of Bangla pages. See docs/decisions/0012-bangla.md.
 */
export interface Catalogue {
  locale: Locale
  messages: Messages
  courseList: readonly Course[]
  footerCourseLinks: readonly CourseLink[]
  joinNowCourseOptions: ReturnType<typeof joinNowCourseOptionsFor>
}

const english: Catalogue = {
  locale: 'en',
  messages: en,
  // The English-only exports: nothing here refers to the Bangla data of @repo/courses.
  courseList,
  footerCourseLinks,
  joinNowCourseOptions,
}

const catalogues: Partial<Record<Locale, Catalogue>> = { en: english }

/** Makes a language available (called once, when its layout route's module loads). */
export function registerCatalogue(catalogue: Catalogue): void {
  catalogues[catalogue.locale] = catalogue
}

/** The path prefix of the Bangla pages. English pages have none. */
export const bnPrefix = '/bn'

/** The language of a URL path: `/bn` and `/bn/...` are Bangla, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === bnPrefix || pathname.startsWith(`${bnPrefix}/`) ? 'bn' : 'en'
}

/** A path without its language prefix: `/bn/courses` -> `/courses`, `/bn` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(bnPrefix.length) || '/'
}

/** The same page in `locale`: `localizePath('/courses', 'bn')` is `/bn/courses`. */
export function localizePath(path: string, locale: Locale): string {
  // Only site-relative paths; `//host`, `https://…`, `mailto:`, `#…` are left alone.
  if (!path.startsWith('/') || path.startsWith('//')) return path
  // The query and hash ride along: '/bn?x' is the Bangla home page with a query.
  const split = path.search(/[?#]/)
  const pathname = split === -1 ? path : path.slice(0, split)
  const rest = split === -1 ? '' : path.slice(split)
  const bare = stripLocale(pathname)
  if (locale === 'en') return `${bare}${rest}`
  return `${bnPrefix}${bare === '/' ? '' : bare}${rest}`
}

/** Pages that exist in both languages (their English paths): those app/pages.ts gives a Bangla twin. */
export const mirroredPaths = mirroredPattern()

/** The other language's version of a page; pages without a Bangla version switch to the home page. */
export function alternatePath(pathname: string, locale: Locale): string {
  // Prerendered pages are served at '/courses/' as well as '/courses': one address per page.
  const bare = stripLocale(pathname).replace(/(.)\/+$/, '$1')
  return localizePath(mirroredPaths.test(bare) ? bare : '/', locale)
}

// The language being rendered. In the browser it is always the address bar's (React Router
// updates the history before it renders the new page); during the build's prerendering, where
// pages are rendered one at a time, the root layout sets it before anything else renders.
let renderLocale: Locale = 'en'

/** Called by the root layout with the page's language, before the page renders. */
export function setRenderLocale(locale: Locale): void {
  renderLocale = locale
}

export function currentLocale(): Locale {
  return typeof window === 'undefined' ? renderLocale : localeOfPath(window.location.pathname)
}

/** The current page's catalogue (English if its language is not loaded). */
export function catalogue(): Catalogue {
  return catalogues[currentLocale()] ?? english
}

/** A price in the page's language: `৳699` on English pages, `৳৬৯৯` on Bangla ones. */
export function formatPrice(amount: number): string {
  return formatTakaFor(amount, currentLocale())
}

/** A number in the page's language: `42` on English pages, `৪২` on Bangla ones. */
export function formatNumber(value: number): string {
  return currentLocale() === 'bn' ? toBanglaDigits(String(value)) : String(value)
}

/** A day in Dhaka time in the page's language: `21 Nov 2026`, `২১ নভেম্বর, ২০২৬`. */
export function formatDate(iso: string): string {
  const bn = currentLocale() === 'bn'
  // Bangla months are written out: the short forms (নভে) are not how dates are written.
  return new Date(iso).toLocaleDateString(bn ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: bn ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  })
}

/** The part of the day Bangla names before a clock time (রাত ৮:০০), by the hour in Dhaka. */
function banglaDayPart(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর'
  if (hour >= 6 && hour < 12) return 'সকাল'
  if (hour >= 12 && hour < 15) return 'দুপুর'
  if (hour >= 15 && hour < 18) return 'বিকেল'
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা'
  return 'রাত'
}

/** A moment in Dhaka time in the page's language: `Thu, 3 Dec 2026, 8:00 pm`, `বৃহস্পতিবার, ৩ ডিসেম্বর, ২০২৬, রাত ৮:০০`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  const timeZone = 'Asia/Dhaka'
  if (currentLocale() !== 'bn') {
    return date.toLocaleString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    })
  }
  // Bangla writes the part of the day (সকাল, রাত) rather than AM/PM.
  const day = date.toLocaleDateString('bn-BD', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date)
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0)
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00'
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}`
  return `${day}, ${banglaDayPart(hour)} ${toBanglaDigits(clock)}`
}

/** A course (or alias) in the page's language; null if unknown. */
export function courseFor(idOrAlias: string): Course | null {
  const id = resolveCourseId(idOrAlias)
  return id === null ? null : (catalogue().courseList.find((c) => c.id === id) ?? null)
}

/** An internal path in the page's language (for links and navigate()). */
export function href(path: string): string {
  const locale = currentLocale()
  // Paths without a Bangla version (files such as /sitemap.xml) keep their English path.
  const bare = stripLocale(path.split(/[?#]/)[0] ?? path)
  return locale === 'bn' && !mirroredPaths.test(bare) ? path : localizePath(path, locale)
}

// `messages` reads the current page's catalogue on every access, so code written as
// `messages.shell.login` (or `const m = messages.profile` at module level, then `m.title`)
// shows the page's language without knowing about locales. Objects and arrays come back as
// live views of the same path; strings and functions as they are. A key missing from the
// current language falls back to English (the parity test fails in that case).
function lookup(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root
  for (const key of path) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function'))
      return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const views = new Map<string, object>()

function resolve(path: readonly PropertyKey[]): unknown {
  const value = lookup(catalogue().messages, path)
  return value === undefined ? lookup(en, path) : value
}

function view(path: readonly PropertyKey[]): object {
  const id = path.map(String).join('\u0000')
  const cached = views.get(id)
  if (cached) return cached
  const shape = resolve(path)
  // A fresh target (not the catalogue's own, possibly frozen, object) keeps the Proxy
  // invariants satisfiable whatever the language objects are.
  const target: object = Array.isArray(shape) ? [] : {}
  const get = (key: PropertyKey): unknown => {
    const value = resolve([...path, key])
    if (typeof key === 'symbol' || value === null || typeof value !== 'object') return value
    return view([...path, key])
  }
  const proxy = new Proxy(target, {
    get: (_t, key) => get(key),
    has(_t, key) {
      const value = resolve(path)
      return typeof value === 'object' && value !== null && key in value
    },
    ownKeys() {
      const value = resolve(path)
      const keys = typeof value === 'object' && value !== null ? Reflect.ownKeys(value) : []
      // An array target's own 'length' must always be reported.
      return Array.isArray(target) && !keys.includes('length') ? [...keys, 'length'] : keys
    },
    getOwnPropertyDescriptor(t, key) {
      if (Array.isArray(t) && key === 'length') return Reflect.getOwnPropertyDescriptor(t, key)
      const value = resolve(path)
      if (
        typeof value !== 'object' ||
        value === null ||
        !Object.prototype.hasOwnProperty.call(value, key)
      )
        return undefined
      return { configurable: true, enumerable: true, writable: false, value: get(key) }
    },
  })
  views.set(id, proxy)
  return proxy
}

/** The site's messages in the current page's language (typed as the English catalogue). */
export const messages = view([]) as Messages
