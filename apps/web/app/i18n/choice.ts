// The language choice's constants, without imports: the inline locale script (locale.head.ts) is
// compiled from them too.
/** The path prefix of the Bangla pages. English pages have none. */
export const bnPrefix = '/bn'

/** Where the learner's language choice is kept (set by the header's language switch). */
export const localeStorageKey = 'skill-courses_locale'

/** Marks the header's language switch: following it remembers its language (locale.head.ts, inline in <head>). */
export const languageSwitchAttribute = 'data-language-switch'
