import { requestPasswordReset } from '@repo/api'
import { loginSchema } from '@repo/courses'
import { Button, Field, toast } from '@repo/ui'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { messages } from '../../i18n'
import { focusFirstInvalid } from '../../lib/forms'
import { AuthLayout, Notice, linkClass } from './AuthLayout'
import { authErrorText } from './errors'
import { useSession } from './session'

const a = messages.auth
const m = a.forgot

/** Sends the recovery mail; its link opens /reset-password. */
export function ForgotPasswordPage() {
  const session = useSession()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [serverError, setServerError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (sending.current) return
    const parsed = loginSchema.shape.email.safeParse(email)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      focusFirstInvalid(formRef.current, { email: 'invalid' })
      return
    }
    if (session.status !== 'signed-in' && session.status !== 'signed-out') {
      setServerError(a.unavailable)
      return
    }
    sending.current = true
    setBusy(true)
    setServerError(null)
    try {
      await requestPasswordReset(session.client, parsed.data, `${window.location.origin}/reset-password`)
      setSentTo(parsed.data)
    } catch (err) {
      const text = authErrorText(err)
      setServerError(text)
      toast({ title: m.failedTitle, description: text, variant: 'destructive' })
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <AuthLayout
      heading={m.heading}
      intro={m.intro}
      footer={
        <Link to="/login" className={linkClass}>
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
        <Field
          label={a.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            setError(undefined)
          }}
          error={error}
        />
        <Button type="submit" loading={busy} disabled={session.status === 'loading'}>
          {busy ? m.submitting : m.submit}
        </Button>
      </form>
    </AuthLayout>
  )
}
