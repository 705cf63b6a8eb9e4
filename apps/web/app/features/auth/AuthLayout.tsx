import { Card } from '@repo/ui'
import type { ReactNode } from 'react'
import { preloadFormSchemas } from '../../lib/formSchemas'
import { SubmitButton, type Submission } from '../../lib/Form'
import { Notice } from '../../components/Notice'
import { getSupabase } from '../../lib/supabase'
import { useLocale, type Message } from '../../i18n'

/** What an account page says in its frame: its heading, the sentence under it, its button. */
export interface AuthWords {
  heading: Message
  intro?: Message
  submit: Message
  submitting: Message
}

/** The frame of the account pages: one narrow card, comfortable on a 360 px phone. */
export function AuthLayout({
  words,
  children,
  footer,
}: {
  words: Pick<AuthWords, 'heading' | 'intro'>
  children: ReactNode
  footer?: ReactNode
}) {
  const locale = useLocale()
  const intro = words.intro?.({}, { locale })
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4">
      <Card className="flex flex-col gap-5">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold">{words.heading({}, { locale })}</h1>
          {intro ? <p className="text-slate-700 dark:text-slate-200">{intro}</p> : null}
        </header>
        {children}
      </Card>
      {footer ? <div className="text-center text-sm">{footer}</div> : null}
    </section>
  )
}

/**
 * An account page's form. It is in the prerendered HTML, locked until the session is known (the
 * island then unlocks it: nothing typed before the script ran could be lost); the submit button
 * says when it is busy.
 */
export function AuthForm({
  words,
  submission: { onSubmit, busy },
  locked = false,
  children,
}: {
  words: Pick<AuthWords, 'submit' | 'submitting'>
  submission: Pick<Submission, 'onSubmit' | 'busy'>
  /** Until the session is known. */
  locked?: boolean
  children: ReactNode
}) {
  const locale = useLocale()
  return (
    // zod and the auth client come when the learner starts on the form, not with the page.
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={() => {
        preloadFormSchemas()
        void getSupabase()
      }}
      aria-busy={busy || undefined}
    >
      <fieldset disabled={locked} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        {children}
        <SubmitButton busy={busy} busyLabel={words.submitting({}, { locale })}>
          {words.submit({}, { locale })}
        </SubmitButton>
      </fieldset>
    </form>
  )
}

/** The server's refusal in a red box, with the password rules it broke, if any. */
export function ServerError({
  text,
  reasons = [],
  reasonsTitle,
  label,
}: {
  text: string | null
  reasons?: readonly string[]
  /** Said before the rules, when there are any. */
  reasonsTitle?: string
  label?: string
}) {
  if (!text) return null
  return (
    <Notice tone="error" label={label}>
      <p>{text}</p>
      {reasons.length > 0 && reasonsTitle ? <p className="mt-2">{reasonsTitle}</p> : null}
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc ps-5" data-testid="weak-password-reasons">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  )
}
