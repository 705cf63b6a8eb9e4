import { formSchemasFor } from '@repo/courses'
import { signUp } from '@repo/api'
import { Button, Field, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { href, m, useLocale } from '../../i18n'
import { focusFirstInvalid, useValidatedForm } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText, weakPasswordReasons } from './errors'
import type { LoginNotice } from './LoginPage'
import { safeNext } from './next'
import { useSession } from './session'

export function SignupPage() {
  const locale = useLocale()
  const session = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const nextParam = params.get('next')
  const [serverError, setServerError] = useState<string | null>(null)
  const [reasons, setReasons] = useState<string[]>([])
  const form = useValidatedForm({ email: '', username: '', password: '' }, (name) => {
    if (name === 'password') setReasons([])
  })
  const { values, errors, busy, set, isSending } = form
  // The login page in this page's language, keeping the page to come back to.
  const loginHref = href(
    nextParam ? `/login?next=${encodeURIComponent(safeNext(nextParam))}` : '/login',
    locale,
  )

  // Already logged in: nothing to sign up for.
  useEffect(() => {
    if (session.status === 'signed-in' && !isSending())
      navigate(href(safeNext(nextParam), locale), { replace: true })
  }, [session.status, navigate, nextParam, isSending, locale])

  const onSubmit = form.handleSubmit(async (el) => {
    const data = form.validate(formSchemasFor(locale).signup)
    if (!data) return
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(m.auth_unavailable({}, { locale }))
      return
    }
    setServerError(null)
    setReasons([])
    await form.run(
      async () => {
        // The confirmation link opens the login page too, in this page's language, and the
        // learner's mails are in it as well (profiles.locale).
        const result = await signUp(session.client, data, {
          emailRedirectTo: `${window.location.origin}${loginHref}`,
          locale: locale,
        })
        toast({ title: m.auth_signup_success({}, { locale }), variant: 'success' })
        if (result.needsConfirmation) {
          navigate(loginHref, {
            state: { notice: m.auth_signup_success({}, { locale }) } satisfies LoginNotice,
          })
        } else {
          navigate(href(safeNext(nextParam), locale), { replace: true })
        }
      },
      (error) => {
        const weak = weakPasswordReasons(error, locale)
        if (weak.length > 0) {
          setReasons(weak)
          focusFirstInvalid(el, { password: 'weak' })
        }
        const text = authErrorText(error, locale)
        setServerError(text)
        toast({
          title: m.auth_signup_failedTitle({}, { locale }),
          description: text,
          variant: 'destructive',
        })
      },
      { hold: true },
    )
  })

  return (
    <AuthLayout
      heading={m.auth_signup_heading({}, { locale })}
      intro={m.auth_signup_intro({}, { locale })}
      footer={
        <>
          {m.auth_signup_haveAccount({}, { locale })}{' '}
          <Link to={loginHref} className={linkClass}>
            {m.auth_signup_loginLink({}, { locale })}
          </Link>
        </>
      }
    >
      {session.status === 'unavailable' ? (
        <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
      ) : null}
      {serverError ? (
        <Notice tone="error">
          <p>{serverError}</p>
          {reasons.length > 0 ? (
            <p className="mt-2">{m.auth_signup_weakTitle({}, { locale })}</p>
          ) : null}
          {reasons.length > 0 ? (
            <ul className="mt-1 list-disc ps-5" data-testid="weak-password-reasons">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
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
          label={m.auth_signup_username({}, { locale })}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          hint={m.auth_signup_usernameHint({}, { locale })}
          value={values.username}
          onChange={set('username')}
          error={errors.username}
        />
        <Field
          label={m.auth_passwordLabel({}, { locale })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={6}
          hint={m.auth_signup_passwordHint({}, { locale })}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.auth_signup_submitting({}, { locale }) : m.auth_signup_submit({}, { locale })}
        </Button>
      </form>
    </AuthLayout>
  )
}
