import { formSchemasFor } from '@repo/courses'
import { requestPasswordReset } from '@repo/api'
import { Button, Field, toast } from '@repo/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { currentLocale, href, messages } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText } from './errors'
import { useSession } from './session'

const a = messages.auth
const m = a.forgot

/** Sends the recovery mail; its link opens /reset-password in this page's language. */
export function ForgotPasswordPage() {
  const session = useSession()
  const form = useValidatedForm({ email: '' })
  const { values, errors, busy, set } = form
  const [serverError, setServerError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async () => {
    const data = form.validate(formSchemasFor(currentLocale()).login.pick({ email: true }))
    if (!data) return
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(a.unavailable)
      return
    }
    setServerError(null)
    await form.run(
      async () => {
        await requestPasswordReset(session.client, data.email, `${window.location.origin}${href('/reset-password')}`)
        setSentTo(data.email)
      },
      (err) => {
        const text = authErrorText(err)
        setServerError(text)
        toast({ title: m.failedTitle, description: text, variant: 'destructive' })
      },
    )
  })

  return (
    <AuthLayout
      heading={m.heading}
      intro={m.intro}
      footer={
        <Link to={href('/login')} className={linkClass}>
          {m.backToLogin}
        </Link>
      }
    >
      {sentTo ? (
        <Notice tone="success">
          <strong className="block">{m.sentTitle}</strong>
          {m.sent(sentTo)}
        </Notice>
      ) : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
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
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.submitting : m.submit}
        </Button>
      </form>
    </AuthLayout>
  )
}
