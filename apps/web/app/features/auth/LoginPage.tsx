import { formSchemasFor } from '@repo/courses'
import { signIn } from '@repo/api'
import { Button, Field, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { currentLocale, href, messages } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText } from './errors'
import { safeNext } from './next'
import { useSession } from './session'

const a = messages.auth
const m = a.login

/** What another page can pass in the navigation state to show a message above the form. */
export interface LoginNotice {
  notice?: string
}

export function LoginPage() {
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
  const [fromConfirmation] = useState(() => typeof window !== 'undefined' && new URLSearchParams(window.location.hash.slice(1)).get('type') === 'signup')

  // Already logged in (or just confirmed the address from the mail's link): go on.
  useEffect(() => {
    if (session.status !== 'signed-in' || isSending()) return
    if (fromConfirmation) toast({ title: m.confirmedTitle, description: m.confirmedText, variant: 'success' })
    navigate(href(target), { replace: true })
  }, [session.status, navigate, target, fromConfirmation, isSending])

  const onSubmit = form.handleSubmit(async () => {
    const data = form.validate(formSchemasFor(currentLocale()).login)
    if (!data) return
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(a.unavailable)
      return
    }
    setServerError(null)
    await form.run(
      async () => {
        await signIn(session.client, data)
        toast({ title: m.successTitle, description: m.successText, variant: 'success' })
        navigate(href(target), { replace: true })
      },
      (error) => {
        const text = authErrorText(error)
        setServerError(text)
        toast({ title: m.failedTitle, description: text, variant: 'destructive' })
      },
      { hold: true },
    )
  })

  const signupHref = href(nextParam ? `/signup?next=${encodeURIComponent(target)}` : '/signup')
  return (
    <AuthLayout
      heading={m.heading}
      intro={m.intro}
      footer={
        <>
          {m.noAccount}{' '}
          <Link to={signupHref} className={linkClass}>
            {m.signupLink}
          </Link>
        </>
      }
    >
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {session.status === 'unavailable' ? <Notice tone="error">{a.unavailable}</Notice> : null}
      {serverError ? (
        <Notice tone="error" label={m.errorBoxLabel}>
          {serverError}
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
        <Field
          label={a.emailLabel}
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
          label={a.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Link to={href('/forgot-password')} className={`${linkClass} self-start text-sm`}>
          {m.forgot}
        </Link>
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.submitting : m.submit}
        </Button>
      </form>
    </AuthLayout>
  )
}
