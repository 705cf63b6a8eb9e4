import { getMailLocale, setMailLocale, type ApiClient, type MailLocale } from '@repo/api'
import { useEffect, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { Notice } from '../../components/Notice'
import { RadioGroup } from '../../components/RadioGroup'

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
    <RadioGroup
      legend={m.notifications_mailLanguage({}, { locale })}
      hint={
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {m.notifications_mailLanguageHint({}, { locale })}
        </p>
      }
      name="mail-locale"
      options={(['en', 'bn'] as const).map((l) => ({
        value: l,
        label: (
          <span lang={l}>
            {(l === 'bn' ? m.notifications_languages_bn : m.notifications_languages_en)(
              {},
              { locale: pageLocale },
            )}
          </span>
        ),
      }))}
      value={locale}
      onChange={choose}
      look="inline"
      disabled={status === 'saving'}
    >
      <p role="status" className="text-sm">
        {status === 'saved' ? m.notifications_mailLanguageSaved({}, { locale }) : ''}
      </p>
      {status === 'failed' ? (
        <Notice tone="error">{m.notifications_mailLanguageFailed({}, { locale })}</Notice>
      ) : null}
    </RadioGroup>
  )
}
