import { overwriteGetLocale } from './paraglide/runtime.js'

/**
 * Every user-facing text of the learner site, one catalogue per language
 * (`messages/{en,bn}.json`, compiled by paraglide-js into `src/paraglide`, see
 * docs/decisions/0032-messages-paraglide.md). A message is a function that takes its
 * parameters and the language: `m.course_lessons({ n: 12 }, { locale })` is '১২টি ক্লাস' for
 * 'bn'. Each page's bundle keeps only the messages it calls.
 */
export { m } from './paraglide/messages.js'

// The language is always passed by the caller (from the route, through `useLocale()` on the
// site). Paraglide's fallback would read a global; here it throws, so a message called without
// a locale fails its test instead of showing English on a Bangla page.
overwriteGetLocale(() => {
  throw new Error('A message was called without { locale }: pass the page language explicitly.')
})

export { tooManyAttemptsText } from './limits.ts'
