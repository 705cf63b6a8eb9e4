import {
  listMyNotificationsPage,
  markNotificationsRead,
  type ApiClient,
  type KeysetCursor,
} from '@repo/api'
import { toBanglaDigits } from '@repo/courses'
import { Badge, Card, useLoad } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link } from '../../islands/navigation'
import { env } from '../../config/env'
import { formatDate, m, useLocale, type Locale } from '../../i18n'
import { LoadStatus, type LoadWords } from './LoadFailed'
import { MailLanguage } from './MailLanguage'
import { NewTabLink } from '../../components/NewTabLink'
import { PanelSection } from '../../components/PanelSection'
import { action, noticeQuote, notificationText, whatsAppAbout } from './notices'

const actionLink =
  'inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700'
/** The link to ask on WhatsApp, in a green dark enough to read as text. */
const chatLink =
  'inline-flex min-h-11 items-center font-semibold text-[#1a7f45] underline underline-offset-2'

const notificationsWords: LoadWords = {
  loading: m.notifications_loading,
  failed: m.notifications_loadFailed,
  retry: m.notifications_retry,
  empty: m.notifications_empty,
}

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
      <LoadStatus load={list} words={notificationsWords} onRetry={retry} />
      {list.state === 'ready' && list.data.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="notifications">
          {list.data.map((n) => {
            const to = action(n, locale)
            const chat = whatsAppAbout(n, env.whatsappNumber, locale)
            const quote = noticeQuote(n, locale)
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
                  {quote ? (
                    <p className="line-clamp-4 text-sm break-words whitespace-pre-line">
                      {quote.label}: {quote.text}
                    </p>
                  ) : null}
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
                      <NewTabLink href={chat} className={chatLink}>
                        {m.notifications_askOnWhatsApp({}, { locale })}
                      </NewTabLink>
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
