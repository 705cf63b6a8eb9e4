import { formSchemasFor } from '@repo/courses'
import { signIn } from '@repo/api'
import { Button, Field, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { href, m, useLocale } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText } from './errors'
import { safeNext } from './next'
import { useSession } from './session'

/** What another page can pass in the navigation state to show a message above the form. */
export interface LoginNotice {
  notice?: string
}

export function LoginPage() {
  const locale = useLocale()
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const nextParam = params.get('next')
  const target = safeNext(nextParam)
  const notice = (location.state as LoginNotice | null)?.notice
  const form = useValidatedForm({ email: '', password: '' })
  const { values, errors, busy, set, isSending } = form
  const [serverError, setServerError] = useState<string | null>(null)

  // Opened from the confirmation mail: the link carries the new session (read by supabase-js).
  const [fromConfirmation] = useState(
    () =>
      typeof window !== 'undefined' &&
      new URLSearchParams(window.location.hash.slice(1)).get('type') === 'signup',
  )

  // Already logged in (or just confirmed the address from the mail's link): go on.
  useEffect(() => {
    if (session.status !== 'signed-in' || isSending()) return
    if (fromConfirmation)
      toast({
        title: m.auth_login_confirmedTitle({}, { locale }),
        description: m.auth_login_confirmedText({}, { locale }),
        variant: 'success',
      })
    navigate(href(target, locale), { replace: true })
  }, [session.status, navigate, target, fromConfirmation, isSending, locale])

  const onSubmit = form.handleSubmit(async () => {
    const data = form.validate(formSchemasFor(locale).login)
    if (!data) return
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(m.auth_unavailable({}, { locale }))
      return
    }
    setServerError(null)
    await form.run(
      async () => {
        await signIn(session.client, data)
        toast({
          title: m.auth_login_successTitle({}, { locale }),
          description: m.auth_login_successText({}, { locale }),
          variant: 'success',
        })
        navigate(href(target, locale), { replace: true })
      },
      (error) => {
        const text = authErrorText(error, locale)
        setServerError(text)
        toast({
          title: m.auth_login_failedTitle({}, { locale }),
          description: text,
          variant: 'destructive',
        })
      },
      { hold: true },
    )
  })

  const signupHref = href(
    nextParam ? `/signup?next=${encodeURIComponent(target)}` : '/signup',
    locale,
  )
  return (
    <AuthLayout
      heading={m.auth_login_heading({}, { locale })}
      intro={m.auth_login_intro({}, { locale })}
      footer={
        <>
          {m.auth_login_noAccount({}, { locale })}{' '}
          <Link to={signupHref} className={linkClass}>
            {m.auth_login_signupLink({}, { locale })}
          </Link>
        </>
      }
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {session.status === 'unavailable' ? (
        <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
      ) : null}
      {serverError ? (
        <Notice tone="error" label={m.auth_login_errorBoxLabel({}, { locale })}>
          {serverError}
        </Notice>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-busy={busy || undefined}
      >
        <Field
          label={m.auth_emailLabel({}, { locale })}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Field
          label={m.auth_passwordLabel({}, { locale })}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Link to={href('/forgot-password', locale)} className={`${linkClass} self-start text-sm`}>
          {m.auth_login_forgot({}, { locale })}
        </Link>
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.auth_login_submitting({}, { locale }) : m.auth_login_submit({}, { locale })}
        </Button>
      </form>
    </AuthLayout>
  )
}
