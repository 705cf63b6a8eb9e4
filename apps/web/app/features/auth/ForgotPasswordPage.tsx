import { formSchemasFor } from '@repo/courses'
import { requestPasswordReset } from '@repo/api'
import { Button, Field, toast } from '@repo/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { href, m, useLocale } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText } from './errors'
import { useSession } from './session'

/** Sends the recovery mail; its link opens /reset-password in this page's language. */
export function ForgotPasswordPage() {
  const locale = useLocale()
  const session = useSession()
  const form = useValidatedForm({ email: '' })
  const { values, errors, busy, set } = form
  const [serverError, setServerError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async () => {
    const data = form.validate(formSchemasFor(locale).login.pick({ email: true }))
    if (!data) return
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(m.auth_unavailable({}, { locale }))
      return
    }
    setServerError(null)
    await form.run(
      async () => {
        await requestPasswordReset(
          session.client,
          data.email,
          `${window.location.origin}${href('/reset-password', locale)}`,
        )
        setSentTo(data.email)
      },
      (err) => {
        const text = authErrorText(err, locale)
        setServerError(text)
        toast({
          title: m.auth_forgot_failedTitle({}, { locale }),
          description: text,
          variant: 'destructive',
        })
      },
    )
  })

  return (
    <AuthLayout
      heading={m.auth_forgot_heading({}, { locale })}
      intro={m.auth_forgot_intro({}, { locale })}
      footer={
        <Link to={href('/login', locale)} className={linkClass}>
          {m.auth_forgot_backToLogin({}, { locale })}
        </Link>
      }
    >
      {sentTo ? (
        <Notice tone="success">
          <strong className="block">{m.auth_forgot_sentTitle({}, { locale })}</strong>
          {m.auth_forgot_sent({ email: sentTo }, { locale })}
        </Notice>
      ) : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
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
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.auth_forgot_submitting({}, { locale }) : m.auth_forgot_submit({}, { locale })}
        </Button>
      </form>
    </AuthLayout>
  )
}
