import { updatePassword } from '@repo/api'
import { PasswordField, toast } from '@repo/ui'
import { useState } from 'react'
import { Link, useNavigate } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { AuthForm, AuthLayout, ServerError, type AuthWords } from './AuthLayout'
import { Notice } from '../../components/Notice'
import { weakPasswordReasons } from './errors'
import { NewPasswordField } from './NewPasswordField'
import { useAuthRequest } from './useAuthRequest'
import { useSession } from '../../lib/session'
import { linkClass } from '../../components/links'

/** The error the auth server put in the link's fragment (an expired or used link). */
function linkError(): string | null {
  if (typeof window === 'undefined') return null
  const hash = new URLSearchParams(window.location.hash.slice(1))
  return hash.get('error_description') ?? hash.get('error')
}

/**
 * Opened from the recovery mail: supabase-js reads the session from the link (PASSWORD_RECOVERY),
 * then the learner chooses a new password. Without a session the link is invalid or expired.
 */
export function ResetPasswordPage() {
  const locale = useLocale()
  // Lazy: without a session to restore or a link's token, the link is bad and no auth client loads.
  const session = useSession({ lazy: true })
  const navigate = useNavigate()
  const [badLink] = useState(linkError)
  const [reasons, setReasons] = useState<string[]>([])
  const auth = useAuthRequest(m.auth_reset_failedTitle({}, { locale }), locale)

  const { fields, submission } = useForm({
    initial: { password: '', confirm: '' },
    // The sign-up rules, and the same password twice.
    schema: (schemas) => schemas.resetPassword,
    onChange: () => setReasons([]),
    failureToast: auth.failureToast,
    canSend: () => session.status === 'signed-in',
    send: (data) =>
      auth.withClient(async (client) => {
        await updatePassword(client, data.password)
        return true
      }),
    onResult: (result) => {
      if (!result.ok) {
        auth.failed(result)
        return setReasons(
          result.reason === 'refused' ? weakPasswordReasons(result.error, locale) : [],
        )
      }
      if (!result.value) return
      toast({
        title: m.auth_reset_successTitle({}, { locale }),
        description: m.auth_reset_successText({}, { locale }),
        variant: 'success',
      })
      navigate(href('/profile', locale), { replace: true })
      return 'leaving'
    },
  })

  // Until the link is checked, and when it is bad: the same frame, so nothing below moves when
  // the check answers (the answer's box has the height of up to three lines reserved).
  if (badLink || session.status !== 'signed-in') {
    const checking = session.status === 'loading' && !badLink
    return (
      <AuthLayout words={words}>
        <div className="flex min-h-[5.5rem] flex-col gap-3">
          {checking ? (
            <Notice tone="info">{m.auth_reset_checking({}, { locale })}</Notice>
          ) : (
            // A used or expired link says so, even when the browser still holds a session.
            <Notice tone="error">
              {session.status === 'unavailable' && !badLink
                ? m.auth_unavailable({}, { locale })
                : m.auth_reset_invalidLink({}, { locale })}
            </Notice>
          )}
          {badLink ? <p className="text-sm text-slate-600 dark:text-slate-300">{badLink}</p> : null}
        </div>
        <Link to={href('/forgot-password', locale)} className={linkClass}>
          {m.auth_reset_requestNew({}, { locale })}
        </Link>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout words={words}>
      <ServerError text={auth.serverError} reasons={reasons} />
      <AuthForm words={words} submission={submission}>
        <NewPasswordField
          label={m.auth_reset_newPassword({}, { locale })}
          {...fields.field('password')}
        />
        <PasswordField
          label={m.auth_reset_confirmPassword({}, { locale })}
          {...fields.field('confirm')}
          isNew
          required
        />
      </AuthForm>
    </AuthLayout>
  )
}

/** What the page's frame says (AuthLayout and AuthForm call these in the page's language). */
const words: AuthWords = {
  heading: m.auth_reset_heading,
  submit: m.auth_reset_submit,
  submitting: m.auth_reset_submitting,
}
