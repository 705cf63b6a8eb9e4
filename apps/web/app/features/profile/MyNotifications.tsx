import {
  getMailLocale,
  listMyNotifications,
  markNotificationsRead,
  setMailLocale,
  type AppNotification,
  type ApiClient,
  type MailLocale,
} from '@repo/api'
import { Badge, Card, Section, useLoad, whatsAppHref } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { env } from '../../config/env'
import { courseFor, formatDate, href, m, useLocale, type Locale } from '../../i18n'
import { Notice } from '../../components/Notice'
import { LoadFailed } from './LoadFailed'

/** The course's name in the page's language, else the one the notice was written with. */
function courseName(n: AppNotification, locale: Locale): string {
  const id = n.data.course_id
  return (id ? courseFor(id, locale)?.title : undefined) ?? n.data.course_title ?? ''
}

/** What the notice says, in the page's language. */
export function notificationText(n: AppNotification, locale: Locale): string {
  if (n.kind === 'class_starting') {
    const title = (locale === 'bn' ? n.data.title_bn : n.data.title) || n.data.title || ''
    return m.notifications_kinds_class_starting({ title }, { locale })
  }
  const course = courseName(n, locale)
  const texts = {
    request_submitted: m.notifications_kinds_request_submitted,
    request_received: m.notifications_kinds_request_received,
    request_approved: m.notifications_kinds_request_approved,
    request_rejected: m.notifications_kinds_request_rejected,
    request_refunded: m.notifications_kinds_request_refunded,
    certificate_issued: m.notifications_kinds_certificate_issued,
  }
  return texts[n.kind]({ course }, { locale })
}

/** Where the notice leads: the classroom, the certificate, or nowhere. */
function action(n: AppNotification, locale: Locale): { label: string; to: string } | null {
  const course = n.data.course_id
  if (n.kind === 'request_approved' && course)
    return {
      label: m.notifications_startLearning({}, { locale }),
      to: href(`/learn/${course}`, locale),
    }
  if (n.kind === 'class_starting' && course)
    return {
      label: m.notifications_goToClass({}, { locale }),
      to: href(`/learn/${course}`, locale),
    }
  if (n.kind === 'certificate_issued' && n.data.certificate_id)
    return {
      label: m.notifications_seeCertificate({}, { locale }),
      to: href(`/certificates/${n.data.certificate_id}`, locale),
    }
  return null
}

/** A WhatsApp chat with the provider about a request, its transaction id prefilled. */
export function whatsAppAbout(n: AppNotification, phone: string, locale: Locale): string | null {
  const asks =
    n.kind === 'request_submitted' || n.kind === 'request_rejected' || n.kind === 'request_refunded'
  if (!asks || !phone || !n.data.transaction_id) return null
  return whatsAppHref(
    phone,
    m.notifications_whatsAppMessage(
      { course: courseName(n, locale), transactionId: n.data.transaction_id },
      { locale },
    ),
  )
}

function MailLanguage({ client, userId }: { client: ApiClient; userId: string }) {
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

/** The profile's notifications: newest first, unread marked (then marked read), and the mail language. */
export function MyNotifications({ client, userId }: { client: ApiClient; userId: string }) {
  const locale = useLocale()
  const { state: list, retry } = useLoad(
    'Notifications',
    () => listMyNotifications(client, userId),
    [client, userId],
  )

  // Shown once as new, read from now on.
  useEffect(() => {
    if (list.state !== 'ready') return
    const unread = list.data.filter((n) => !n.readAt).map((n) => n.id)
    markNotificationsRead(client, unread).catch((error: unknown) =>
      console.warn('Marking notifications read failed:', error),
    )
  }, [client, list])

  const unread = list.state === 'ready' ? list.data.filter((n) => !n.readAt).length : 0
  return (
    <Section
      titleId="notifications-title"
      title={
        <>
          {m.notifications_title({}, { locale })}
          {unread > 0 ? (
            <span className="sr-only">
              {' '}
              ({m.notifications_unreadCount({ n: unread }, { locale })})
            </span>
          ) : null}
        </>
      }
      titleClassName="text-xl font-bold"
      className="flex flex-col gap-3"
    >
      {list.state === 'loading' ? (
        <p role="status">{m.notifications_loading({}, { locale })}</p>
      ) : null}
      {list.state === 'failed' ? (
        <LoadFailed
          text={m.notifications_loadFailed({}, { locale })}
          retryLabel={m.notifications_retry({}, { locale })}
          onRetry={retry}
        />
      ) : null}
      {list.state === 'ready' && list.data.length === 0 ? (
        <p>{m.notifications_empty({}, { locale })}</p>
      ) : null}
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="notifications">
          {list.data.map((n) => {
            const to = action(n, locale)
            const chat = whatsAppAbout(n, env.whatsappNumber, locale)
            return (
              <li
                key={n.id}
                data-testid="notification"
                data-kind={n.kind}
                data-unread={n.readAt ? undefined : 'true'}
              >
                <Card
                  className={`flex flex-col gap-2 p-4 ${n.readAt ? '' : 'border-l-4 border-l-brand-600'}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className={n.readAt ? '' : 'font-semibold'}>{notificationText(n, locale)}</p>
                    {n.readAt ? null : (
                      <Badge tone="accent">{m.notifications_unread({}, { locale })}</Badge>
                    )}
                  </div>
                  {n.data.reason ? (
                    <p className="text-sm">
                      {m.notifications_reason({}, { locale })}: {n.data.reason}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <time dateTime={n.createdAt}>{formatDate(n.createdAt, locale)}</time>
                  </p>
                  <div className="flex flex-wrap gap-3">
                    {to ? (
                      <Link
                        to={to.to}
                        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
                      >
                        {to.label}
                      </Link>
                    ) : null}
                    {chat ? (
                      <a
                        href={chat}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center font-semibold text-[#1a7f45] underline underline-offset-2"
                      >
                        {m.notifications_askOnWhatsApp({}, { locale })}
                      </a>
                    ) : null}
                  </div>
                </Card>
              </li>
            )
          })}
        </ul>
      ) : null}
      <MailLanguage client={client} userId={userId} />
    </Section>
  )
}
