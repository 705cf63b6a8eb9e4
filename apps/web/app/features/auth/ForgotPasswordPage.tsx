import { requestPasswordReset } from '@repo/api'
import { EmailField } from '@repo/ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { href, m, useLocale } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { AuthForm, AuthLayout, ServerError } from './AuthLayout'
import { Notice } from '../../components/Notice'
import { useAuthRequest } from './useAuthRequest'
import { useSession } from '../../lib/session'
import { linkClass } from '../../components/links'

/** Sends the recovery mail; its link opens /reset-password in this page's language. */
export function ForgotPasswordPage() {
  const locale = useLocale()
  // Lazy: the auth client loads with the form's first focus, or at once for a session to restore.
  const session = useSession({ lazy: true })
  const form = useValidatedForm({ email: '' })
  const { busy } = form
  const auth = useAuthRequest(form, m.auth_forgot_failedTitle({}, { locale }), locale)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async () => {
    const forms = await auth.loadSchemas()
    const data = forms && form.validate(forms.schemas.login.pick({ email: true }))
    if (!data) return
    await auth.request(async (client) => {
      await requestPasswordReset(
        client,
        data.email,
        `${window.location.origin}${href('/reset-password', locale)}`,
      )
      setSentTo(data.email)
    })
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
      <ServerError text={auth.serverError} />
      <AuthForm
        onSubmit={onSubmit}
        busy={busy}
        locked={session.status === 'loading'}
        submit={m.auth_forgot_submit({}, { locale })}
        submitting={m.auth_forgot_submitting({}, { locale })}
      >
        <EmailField label={m.auth_emailLabel({}, { locale })} {...form.field('email')} required />
      </AuthForm>
    </AuthLayout>
  )
}
