import { Button } from '@repo/ui'
import { m, useLocale } from '../../i18n'

/** Where the send stands, said in the live region under the button. */
export type SendState =
  | { kind: 'idle' }
  | { kind: 'uploading'; done: number; total: number }
  | { kind: 'saving' }
  /** No signal: kept on the phone, sent again when the connection returns (or on tap). */
  | { kind: 'waiting' }
  | { kind: 'refused'; text: string }

/** The send's state in words; while it waits for the signal, a button to send again now. */
export function SendStatus({ status, onRetry }: { status: SendState; onRetry: () => void }) {
  const locale = useLocale()
  switch (status.kind) {
    case 'idle':
      return null
    case 'uploading':
      return (
        <p className="text-sm">
          {m.project_uploading({ done: status.done + 1, total: status.total }, { locale })}
        </p>
      )
    case 'saving':
      return <p className="text-sm">{m.project_saving({}, { locale })}</p>
    case 'waiting':
      return (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p>{m.project_waitingSignal({}, { locale })}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {m.project_retryNow({}, { locale })}
          </Button>
        </div>
      )
    case 'refused':
      return (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {status.text} {m.project_draftKept({}, { locale })}
        </p>
      )
  }
}
