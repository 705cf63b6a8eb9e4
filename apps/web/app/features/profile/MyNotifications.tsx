import {
  listMyNotificationsPage,
  markNotificationsRead,
  type AppNotification,
  type ApiClient,
  type KeysetCursor,
} from '@repo/api'
import { toBanglaDigits } from '@repo/courses'
import { Badge, Card, useLoad, whatsAppHref } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link } from '../../islands/navigation'
import { env } from '../../config/env'
import { courseFor, formatDate, href, m, useLocale, type Locale } from '../../i18n'
import { LoadFailed } from './LoadFailed'
import { MailLanguage } from './MailLanguage'
import { PanelSection } from '../../components/PanelSection'
import { projectPath } from '../../lib/projectState'

/** The course's name in the page's language, else the one the notice was written with. */
function courseName(n: AppNotification, locale: Locale): string {
  const id = n.data.course_id
  return (id ? courseFor(id, locale)?.title : undefined) ?? n.data.course_title ?? ''
}

/** The project of a hand-in's notice, in the page's language. */
function projectName(n: AppNotification, locale: Locale): string {
  return (
    (locale === 'bn' ? n.data.project_title_bn : n.data.project_title) || n.data.project_title || ''
  )
}

/** What the notice says, in the page's language. */
export function notificationText(n: AppNotification, locale: Locale): string {
  if (n.kind === 'class_starting') {
    const title = (locale === 'bn' ? n.data.title_bn : n.data.title) || n.data.title || ''
    return m.notifications_kinds_class_starting({ title }, { locale })
  }
  const course = courseName(n, locale)
  if (n.kind === 'project_submitted' || n.kind === 'project_reviewed') {
    const texts = {
      project_submitted: m.notifications_kinds_project_submitted,
      approved: m.notifications_kinds_project_approved,
      changes_requested: m.notifications_kinds_project_changes,
    }
    const text = n.kind === 'project_submitted' ? n.kind : (n.data.verdict ?? 'changes_requested')
    return texts[text]({ project: projectName(n, locale), course }, { locale })
  }
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

/**
 * Where the notice leads: the classroom, the certificate, the project's page, or nowhere. A
 * mentor's notice of a hand-in leads to the console's Reviews tab (another site: `external`).
 */
export function action(
  n: AppNotification,
  locale: Locale,
  adminUrl = env.adminUrl,
): { label: string; to: string; external?: true } | null {
  const course = n.data.course_id
  if (n.kind === 'project_reviewed' && course && n.data.project_id)
    return {
      label: m.notifications_kinds_project_open({}, { locale }),
      to: projectPath(course, n.data.project_id, locale),
    }
  if (n.kind === 'project_submitted' && adminUrl)
    return {
      label: m.notifications_kinds_project_review({}, { locale }),
      to: `${adminUrl.replace(/\/+$/, '')}/reviews`,
      external: true,
    }
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

const actionLink =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700'

/** Notifications per page of the profile. */
export const NOTIFICATIONS_PER_PAGE = 20

/** A count with thousands separators, in the page's digits: `2,507`, `২,৫০৭`. */
function grouped(value: number, locale: Locale): string {
  const text = new Intl.NumberFormat('en').format(value)
  return locale === 'bn' ? toBanglaDigits(text) : text
}

/**
 * The profile's notifications: newest first, 20 a page read from the server (keyset: each page
 * after the last notice of the one before; Newer goes back to the page's own start), "1–20 of
 * 1,001"; unread marked (then marked read); and the mail language.
 */
export function MyNotifications({ client, userId }: { client: ApiClient; userId: string }) {
  const locale = useLocale()
  // where each page visited starts (the first at the newest)
  const [starts, setStarts] = useState<(KeysetCursor | undefined)[]>([undefined])
  // the total counted with the first page, kept for the pages after it
  const [counted, setCounted] = useState<number | null>(null)
  const after = starts.at(-1)
  const {
    state: page,
    setState,
    retry,
  } = useLoad(
    'Notifications',
    () =>
      listMyNotificationsPage(client, userId, {
        limit: NOTIFICATIONS_PER_PAGE,
        // counted once, with the first page
        ...(after ? { after } : { count: true }),
      }).then((p) => {
        if (p.total !== null) setCounted(p.total)
        return p
      }),
    [client, userId, after],
  )
  const total = counted
  const list = page.state === 'ready' ? { state: 'ready' as const, data: page.data.rows } : page
  const go = (change: (s: typeof starts) => typeof starts) => {
    setState({ state: 'loading' })
    setStarts(change)
  }
  const first = (starts.length - 1) * NOTIFICATIONS_PER_PAGE + 1
  const next = page.state === 'ready' ? page.data.next : null

  // Shown once as new, read from now on.
  useEffect(() => {
    if (page.state !== 'ready') return
    const unread = page.data.rows.filter((n) => !n.readAt).map((n) => n.id)
    markNotificationsRead(client, unread).catch((error: unknown) =>
      console.warn('Marking notifications read failed:', error),
    )
  }, [client, page])

  const unread = list.state === 'ready' ? list.data.filter((n) => !n.readAt).length : 0
  return (
    <PanelSection
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
                    {to?.external ? (
                      <a href={to.to} className={actionLink}>
                        {to.label}
                      </a>
                    ) : to ? (
                      <Link to={to.to} className={actionLink}>
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
      {list.state === 'ready' && (starts.length > 1 || next) ? (
        <nav
          aria-label={m.notifications_pages({}, { locale })}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p aria-live="polite" className="text-sm">
            {list.data.length > 0
              ? m.notifications_range(
                  {
                    first: grouped(first, locale),
                    last: grouped(first + list.data.length - 1, locale),
                    total: grouped(Math.max(total ?? 0, first + list.data.length - 1), locale),
                  },
                  { locale },
                )
              : ''}
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              disabled={starts.length <= 1}
              onClick={() => go((s) => (s.length > 1 ? s.slice(0, -1) : s))}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold disabled:opacity-50 dark:border-slate-600"
            >
              {m.notifications_previous({}, { locale })}
            </button>
            <button
              type="button"
              disabled={!next}
              onClick={() => next && go((s) => [...s, next])}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold disabled:opacity-50 dark:border-slate-600"
            >
              {m.notifications_next({}, { locale })}
            </button>
          </div>
        </nav>
      ) : null}
      <MailLanguage client={client} userId={userId} />
    </PanelSection>
  )
}
