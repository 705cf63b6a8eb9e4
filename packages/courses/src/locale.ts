/**
 * The languages the learner site is written in: English (the default, and the text every
 * existing export carries) and Bangla (pages under /bn/...).
 */
export const locales = ['en', 'bn'] as const
export type Locale = (typeof locales)[number]

/** The language of every call that does not name one. */
export const defaultLocale: Locale = 'en'

/** True for 'en' and 'bn' (exactly: no other case, no region such as 'bn-BD'). */
export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value)
}

/**
 * The locale for a value that may not be one: 'bn' -> 'bn', anything else (undefined, 'fr',
 * an array index passed by `ids.map(getCourse)`) -> 'en'. The `...For(locale)` functions of
 * this package use it, so a missing or odd locale always gives the English text.
 */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}
