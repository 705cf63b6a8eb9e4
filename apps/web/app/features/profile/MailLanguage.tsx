import { getMailLocale, setMailLocale, type ApiClient, type MailLocale } from '@repo/api'
import { useEffect, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { Notice } from '../../components/Notice'

/**
 * The language of the learner's mails (saved on the profile at once); the choice goes back to
 * what it was when the save fails.
 */
export function MailLanguage({ client, userId }: { client: ApiClient; userId: string }) {
  const pageLocale = useLocale()
  const [locale, setLocale] = useState<MailLocale | null>(null)
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')

  useEffect(() => {
    let cancelled = false
    getMailLocale(client, userId).then(
      (l) => !cancelled && setLocale(l),
      (error: unknown) => console.warn('Mail language load failed:', error),
    )
    return () => {
      cancelled = true
    }
  }, [client, userId])

  const choose = (next: MailLocale) => {
    const before = locale
    setLocale(next)
    setStatus('saving')
    setMailLocale(client, userId, next).then(
      () => setStatus('saved'),
      (error: unknown) => {
        console.warn('Mail language save failed:', error)
        setLocale(before)
        setStatus('failed')
      },
    )
  }

  if (locale === null) return null
  return (
    <fieldset className="flex flex-col gap-2" disabled={status === 'saving'}>
      <legend className="font-semibold">{m.notifications_mailLanguage({}, { locale })}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {m.notifications_mailLanguageHint({}, { locale })}
      </p>
      <div className="flex flex-wrap gap-4">
        {(['en', 'bn'] as const).map((l) => (
          <label key={l} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="mail-locale"
              value={l}
              checked={locale === l}
              onChange={() => choose(l)}
              className="size-5"
            />
            <span lang={l}>
              {(l === 'bn' ? m.notifications_languages_bn : m.notifications_languages_en)(
                {},
                { locale: pageLocale },
              )}
            </span>
          </label>
        ))}
      </div>
      <p role="status" className="text-sm">
        {status === 'saved' ? m.notifications_mailLanguageSaved({}, { locale }) : ''}
      </p>
      {status === 'failed' ? (
        <Notice tone="error">{m.notifications_mailLanguageFailed({}, { locale })}</Notice>
      ) : null}
    </fieldset>
  )
}
