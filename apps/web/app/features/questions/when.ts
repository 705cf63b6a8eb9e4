import { formatDate, m, type Locale } from '../../i18n'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * When something was written, as a learner says it: "just now", "5 minutes ago", "yesterday"
 * for the last week (in the page's language and digits), then the day in Dhaka time.
 */
export function whenText(iso: string, now: number, locale: Locale): string {
  const ago = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000))
  if (ago < MINUTE) return m.questions_justNow({}, { locale })
  if (ago >= 7 * DAY) return formatDate(iso, locale)
  const relative = new Intl.RelativeTimeFormat(locale === 'bn' ? 'bn-BD' : 'en', {
    numeric: 'auto',
  })
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour')
  return relative.format(-Math.floor(ago / DAY), 'day')
}
