import { Button } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import type { SendState } from './useTextForm'

/** A send's state in words; while it waits for the signal, a button to send again now. */
export function SendStatus({
  status,
  onRetry,
  kept = true,
}: {
  status: SendState
  onRetry: () => void
  /** The text is kept on the phone (a question or an answer; an edit stays in its field). */
  kept?: boolean
}) {
  const locale = useLocale()
  switch (status.kind) {
    case 'idle':
      return null
    case 'done':
      return (
        <p className="text-sm font-semibold text-green-800 dark:text-green-300">{status.text}</p>
      )
    case 'waiting':
      return (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p>{m.questions_waitingSignal({}, { locale })}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {m.questions_sendNow({}, { locale })}
          </Button>
        </div>
      )
    case 'refused':
      return (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {status.text} {kept ? m.questions_draftKept({}, { locale }) : null}
        </p>
      )
  }
}
