import { signIn } from '@repo/api'
import { EmailField, PasswordField, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { AuthForm, AuthLayout, ServerError, type AuthWords } from './AuthLayout'
import { Notice } from '../../components/Notice'
import { useAuthRequest } from './useAuthRequest'
import { takeSignedUpNotice } from './loginNotice'
import { useNextPage } from './useNextPage'
import { useSession } from '../../lib/session'
import { linkClass } from '../../components/links'
import { useFormCaptcha } from '../../components/captcha/useFormCaptcha'

export function LoginPage() {
  const locale = useLocale()
  // Lazy: the auth client loads with the form's first focus, or at once for a session to restore.
  const session = useSession({ lazy: true })
  const { goOn, keepingNext } = useNextPage(locale)
  const auth = useAuthRequest(m.auth_login_failedTitle({}, { locale }), locale)
  // With captcha on, Auth asks for a token at sign-in too (docs/decisions/0052).
  const captcha = useFormCaptcha(locale)
  // Just signed up: the note to check the mail, left by the sign-up page (read once).
  const [signedUp] = useState(() => typeof window !== 'undefined' && takeSignedUpNotice())

  const { fields, submission } = useForm({
    initial: { email: '', password: '' },
    schema: (schemas) => schemas.login,
    failureToast: auth.failureToast,
    canSend: captcha.ready,
    send: (data) =>
      auth.withClient(async (client) => {
        await signIn(client, data, { captchaToken: captcha.token() })
        return true
      }),
    onResult: (result) => {
      if (!result.ok) {
        captcha.reset()
        return auth.failed(result)
      }
      if (!result.value) return
      toast({
        title: m.auth_login_successTitle({}, { locale }),
        description: m.auth_login_successText({}, { locale }),
        variant: 'success',
      })
      goOn()
      return 'leaving'
    },
  })
  const { sending: isSending } = submission

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
    goOn()
  }, [session.status, goOn, fromConfirmation, isSending, locale])

  return (
    <AuthLayout
      words={words}
      footer={
        <>
          {m.auth_login_noAccount({}, { locale })}{' '}
          <Link to={keepingNext('/signup')} className={linkClass}>
            {m.auth_login_signupLink({}, { locale })}
          </Link>
        </>
      }
    >
      {signedUp ? <Notice tone="success">{m.auth_signup_success({}, { locale })}</Notice> : null}
      {session.status === 'unavailable' ? (
        <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
      ) : null}
      <ServerError text={auth.serverError} label={m.auth_login_errorBoxLabel({}, { locale })} />
      <AuthForm words={words} submission={submission} locked={session.status === 'loading'}>
        <EmailField label={m.auth_emailLabel({}, { locale })} {...fields.field('email')} required />
        <PasswordField
          label={m.auth_passwordLabel({}, { locale })}
          {...fields.field('password')}
          required
        />
        <Link to={href('/forgot-password', locale)} className={`${linkClass} self-start text-sm`}>
          {m.auth_login_forgot({}, { locale })}
        </Link>
        {captcha.element}
      </AuthForm>
    </AuthLayout>
  )
}

/** What the page's frame says (AuthLayout and AuthForm call these in the page's language). */
const words: AuthWords = {
  heading: m.auth_login_heading,
  intro: m.auth_login_intro,
  submit: m.auth_login_submit,
  submitting: m.auth_login_submitting,
}
