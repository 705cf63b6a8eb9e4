import { signUp } from '@repo/api'
import { EmailField, Field, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link } from '../../islands/navigation'
import { m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { AuthForm, AuthLayout, ServerError, type AuthWords } from './AuthLayout'
import { Notice } from '../../components/Notice'
import { weakPasswordReasons } from './errors'
import { NewPasswordField } from './NewPasswordField'
import { useAuthRequest } from './useAuthRequest'
import { leaveSignedUpNotice } from './loginNotice'
import { useNextPage } from './useNextPage'
import { useSession } from '../../lib/session'
import { linkClass } from '../../components/links'
import { useFormCaptcha } from '../../components/captcha/useFormCaptcha'

export function SignupPage() {
  const locale = useLocale()
  // Lazy: the auth client loads with the form's first focus, or at once for a session to restore.
  const session = useSession({ lazy: true })
  const { navigate, goOn, keepingNext } = useNextPage(locale)
  const [reasons, setReasons] = useState<string[]>([])
  const auth = useAuthRequest(m.auth_signup_failedTitle({}, { locale }), locale)
  const captcha = useFormCaptcha(locale)
  // The login page in this page's language, keeping the page to come back to.
  const loginHref = keepingNext('/login')

  const { fields, submission } = useForm({
    initial: { email: '', username: '', password: '' },
    schema: (schemas) => schemas.signup,
    onChange: (name) => {
      if (name === 'password') setReasons([])
    },
    failureToast: auth.failureToast,
    canSend: captcha.ready,
    send: (data) => {
      setReasons([])
      // The confirmation link opens the login page too, in this page's language, and the
      // learner's mails are in it as well (profiles.locale).
      return auth.withClient((client) =>
        signUp(client, data, {
          emailRedirectTo: `${window.location.origin}${loginHref}`,
          locale: locale,
          captchaToken: captcha.token(),
        }),
      )
    },
    onResult: (result) => {
      if (!result.ok) {
        // the token was spent on this request (GoTrue checks it first)
        captcha.reset()
        auth.failed(result)
        const weak = result.reason === 'refused' ? weakPasswordReasons(result.error, locale) : []
        if (weak.length > 0) {
          setReasons(weak)
          fields.focus('password')
        }
        return
      }
      if (!result.value) return
      toast({ title: m.auth_signup_success({}, { locale }), variant: 'success' })
      if (result.value.needsConfirmation) {
        leaveSignedUpNotice()
        navigate(loginHref)
      } else {
        goOn()
      }
      return 'leaving'
    },
  })
  const { sending: isSending } = submission

  // Already logged in: nothing to sign up for.
  useEffect(() => {
    if (session.status === 'signed-in' && !isSending()) goOn()
  }, [session.status, goOn, isSending])

  return (
    <AuthLayout
      words={words}
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
      <ServerError
        text={auth.serverError}
        reasons={reasons}
        reasonsTitle={m.auth_signup_weakTitle({}, { locale })}
      />
      <AuthForm words={words} submission={submission} locked={session.status === 'loading'}>
        <EmailField label={m.auth_emailLabel({}, { locale })} {...fields.field('email')} required />
        <Field
          label={m.auth_signup_username({}, { locale })}
          {...fields.field('username')}
          autoComplete="username"
          autoCapitalize="none"
          required
          hint={m.auth_signup_usernameHint({}, { locale })}
        />
        <NewPasswordField
          label={m.auth_passwordLabel({}, { locale })}
          {...fields.field('password')}
        />
        {captcha.element}
      </AuthForm>
    </AuthLayout>
  )
}

/** What the page's frame says (AuthLayout and AuthForm call these in the page's language). */
const words: AuthWords = {
  heading: m.auth_signup_heading,
  intro: m.auth_signup_intro,
  submit: m.auth_signup_submit,
  submitting: m.auth_signup_submitting,
}
