import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { captchaLoading, controlCaptcha, type CaptchaHandle } from '@repo/api/captcha'
import { m, type Locale } from '../../i18n'
import { widgetBoxHeight } from './room'

/** Turnstile's "flexible" widget needs 300 px; narrower than that it gets the compact one (room.ts). */
const FLEXIBLE_MIN_WIDTH = 300

export type { CaptchaHandle }

/**
 * The security check of a form (Cloudflare Turnstile, through the shared core `@repo/api/captcha`),
 * rendered by a form only when the build has a sitekey (VITE_TURNSTILE_SITE_KEY, read by
 * useFormCaptcha.tsx, so that a build without one drops this code): the widget, and under it what
 * it is doing in the page's language, announced politely; a failure offers to try again.
 * Cloudflare's script is fetched once the page is idle. The form reads the token, and asks for a
 * new one, through `handleRef`.
 */
export function Captcha({
  handleRef,
  locale,
  siteKey,
}: {
  handleRef: RefObject<CaptchaHandle | null>
  locale: Locale
  siteKey: string
}) {
  const labelId = useId()
  const group = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [{ status, early, trouble, retry }, setView] = useState(captchaLoading)

  useEffect(
    () =>
      controlCaptcha(box.current!, {
        sitekey: siteKey,
        idle: true,
        look: (container) => ({
          theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
          size: container.clientWidth >= FLEXIBLE_MIN_WIDTH ? 'flexible' : 'compact',
          // Turnstile has no Bangla: a Bangla page gets the browser's language
          language: locale === 'en' ? 'en' : 'auto',
        }),
        onView: setView,
        focus: () => group.current?.focus(),
        handle: handleRef,
      }),
    [siteKey, locale, handleRef],
  )

  const texts = {
    loading: m.captcha_loading({}, { locale }),
    checking: m.captcha_checking({}, { locale }),
    done: m.captcha_done({}, { locale }),
    failed: m.captcha_failed({}, { locale }),
    expired: m.captcha_expired({}, { locale }),
    unavailable: m.captcha_unavailable({}, { locale }),
  }

  return (
    <div
      ref={group}
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-2 rounded-lg outline-offset-2"
      data-captcha={status}
    >
      <span id={labelId} className="text-sm font-semibold">
        {m.captcha_label({}, { locale })}
      </span>
      <div ref={box} className="overflow-hidden" style={{ minHeight: widgetBoxHeight }} />
      <p
        aria-live="polite"
        className={`text-sm ${trouble ? 'text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {texts[status]}
      </p>
      {early ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {m.captcha_required({}, { locale })}
        </p>
      ) : null}
      {trouble ? (
        <button
          type="button"
          onClick={retry}
          className="min-h-11 self-start rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-white"
        >
          {m.captcha_retry({}, { locale })}
        </button>
      ) : null}
    </div>
  )
}
