import {
  DHAKA_TIME_ZONE,
  formatDhakaDateTime,
  formatTakaFor,
  toBanglaDigits,
  type Locale,
} from '@repo/courses'
import { createContext, useContext } from 'react'
import { mirroredPattern } from '../pages'
import { bnPrefix } from './choice'

export type { Locale }
export { m } from '@repo/courses/i18n'

/** A message without parameters (`m.profile_retry`), for a component to call in the page's language. */
export type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

/**
 * The page's language, provided once by the root layout (from the URL: /bn/... is Bangla) and
 * by the islands script (from `<html lang>`). Components read it with `useLocale()` and pass it
 * to every message: `m.shell_login({}, { locale })`. There is no global language
 * (docs/decisions/0032-messages-paraglide.md).
 */
export const LocaleContext = createContext<Locale | null>(null)

/** The page's language; throws outside a LocaleContext provider (a missing provider is a bug). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext)
  if (locale === null) throw new Error('useLocale() outside a LocaleContext provider')
  return locale
}

export { bnPrefix }

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

/** A price in a language: `৳699` in English, `৳৬৯৯` in Bangla. */
export function formatPrice(amount: number, locale: Locale): string {
  return formatTakaFor(amount, locale)
}

/** A number in a language: `42` in English, `৪২` in Bangla. */
export function formatNumber(value: number, locale: Locale): string {
  return locale === 'bn' ? toBanglaDigits(String(value)) : String(value)
}

/** A day in Dhaka time in a language: `21 Nov 2026`, `২১ নভেম্বর, ২০২৬`. */
export function formatDate(iso: string, locale: Locale): string {
  const bn = locale === 'bn'
  // Bangla months are written out: the short forms (নভে) are not how dates are written.
  return new Date(iso).toLocaleDateString(bn ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: bn ? 'long' : 'short',
    year: 'numeric',
    timeZone: DHAKA_TIME_ZONE,
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

/** A moment in Dhaka time in a language: `Thu, 3 Dec 2026, 8:00 pm`, `বৃহস্পতিবার, ৩ ডিসেম্বর, ২০২৬, রাত ৮:০০`. */
export function formatDateTime(iso: string, locale: Locale): string {
  if (locale !== 'bn') return formatDhakaDateTime(iso, { weekday: true })
  const date = new Date(iso)
  const timeZone = DHAKA_TIME_ZONE
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

/** An internal path in a language (for links and navigate()). */
export function href(path: string, locale: Locale): string {
  // Paths without a Bangla version (files such as /sitemap.xml) keep their English path.
  const bare = stripLocale(path.split(/[?#]/)[0] ?? path)
  return locale === 'bn' && !mirroredPaths.test(bare) ? path : localizePath(path, locale)
}
