import { Button } from '@repo/ui'
import type { ReactNode, RefObject } from 'react'
import { SubmitButton } from '../lib/Form'
import { useLocale, type Message } from '../i18n'

/**
 * A form's words for a send that waits: the wait for the signal, the button that sends now, and
 * after a refusal, what is kept on the phone (none: an edit, whose text stays in its field).
 */
export type SendWords = readonly [waiting: Message, sendNow: Message, kept?: Message]

/**
 * Where a send stands, as every classroom form says it: `waiting` for the signal, `refused`
 * (the reason in words), `done` (in words); a form's other states are its own (`children`).
 */
export interface SendStatusProps {
  status: { kind: string; text?: string }
  /** Sends again now (the tap while waiting for the signal). */
  onRetry: () => void
  words: SendWords
  /** The waiting notice's test id. */
  waitingTestId?: string
  /** What the form says of its own states (a photo uploading), or nothing. */
  children?: ReactNode
}

/** The send's state in words; while it waits for the signal, a button to send again now. */
export function SendStatus({
  status,
  onRetry,
  words: [waiting, sendNow, kept],
  waitingTestId,
  children = null,
}: SendStatusProps) {
  const locale = useLocale()
  switch (status.kind) {
    case 'done':
      return (
        <p className="text-sm font-semibold text-green-800 dark:text-green-300">{status.text}</p>
      )
    case 'waiting':
      return (
        <div
          className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          data-testid={waitingTestId}
        >
          <p>{waiting({}, { locale })}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {sendNow({}, { locale })}
          </Button>
        </div>
      )
    case 'refused':
      return (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {status.text} {kept ? kept({}, { locale }) : null}
        </p>
      )
    default:
      return children
  }
}

/**
 * A form's live region of its send (focused when a send ends, so the result is heard): the
 * status in words.
 */
export function SendLive({
  statusRef,
  testId,
  className,
  ...status
}: SendStatusProps & {
  statusRef: RefObject<HTMLDivElement | null>
  testId?: string
  className?: string
}) {
  return (
    <div
      ref={statusRef}
      tabIndex={-1}
      aria-live="polite"
      data-testid={testId}
      className={className}
    >
      <SendStatus {...status} />
    </div>
  )
}

/** A classroom form's end: its send button (locked and saying so while sending), then its live region. */
export function SendFooter({
  busy,
  label,
  busyLabel,
  disabled,
  ...live
}: Parameters<typeof SendLive>[0] & {
  busy: boolean
  label: string
  busyLabel: string
  disabled?: boolean
}) {
  return (
    <>
      <SubmitButton busy={busy} busyLabel={busyLabel} disabled={disabled} className="self-start">
        {label}
      </SubmitButton>
      <SendLive {...live} />
    </>
  )
}
