import { requestPasswordReset } from '@repo/api'
import { EmailField } from '@repo/ui'
import { useState } from 'react'
import { Link } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { AuthForm, AuthLayout, ServerError, type AuthWords } from './AuthLayout'
import { Notice } from '../../components/Notice'
import { useAuthRequest } from './useAuthRequest'
import { useSession } from '../../lib/session'
import { linkClass } from '../../components/links'
import { useFormCaptcha } from '../../components/captcha/useFormCaptcha'

/** Sends the recovery mail; its link opens /reset-password in this page's language. */
export function ForgotPasswordPage() {
  const locale = useLocale()
  // Lazy: the auth client loads with the form's first focus, or at once for a session to restore.
  const session = useSession({ lazy: true })
  const auth = useAuthRequest(m.auth_forgot_failedTitle({}, { locale }), locale)
  const captcha = useFormCaptcha(locale)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const { fields, submission } = useForm({
    initial: { email: '' },
    schema: (schemas) => schemas.login.pick({ email: true }),
    failureToast: auth.failureToast,
    canSend: captcha.ready,
    send: async (data) => {
      try {
        await auth.withClient(async (client) => {
          await requestPasswordReset(
            client,
            data.email,
            `${window.location.origin}${href('/reset-password', locale)}`,
            { captchaToken: captcha.token() },
          )
          setSentTo(data.email)
        })
      } finally {
        // a token is good for one request: a second mail needs a new one
        captcha.reset()
      }
    },
    onResult: (result) => {
      if (!result.ok) auth.failed(result)
    },
  })

  return (
    <AuthLayout
      words={words}
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
      <AuthForm words={words} submission={submission} locked={session.status === 'loading'}>
        <EmailField label={m.auth_emailLabel({}, { locale })} {...fields.field('email')} required />
        {captcha.element}
      </AuthForm>
    </AuthLayout>
  )
}

/** What the page's frame says (AuthLayout and AuthForm call these in the page's language). */
const words: AuthWords = {
  heading: m.auth_forgot_heading,
  intro: m.auth_forgot_intro,
  submit: m.auth_forgot_submit,
  submitting: m.auth_forgot_submitting,
}
