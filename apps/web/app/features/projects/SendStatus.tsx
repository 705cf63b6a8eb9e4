import { m, useLocale } from '../../i18n'
import { SendFooter } from '../../components/SendStatus'

/** Where the send stands, said in the live region under the button. */
export type SendState =
  | { kind: 'idle' }
  | { kind: 'uploading'; done: number; total: number }
  | { kind: 'saving' }
  /** No signal: kept on the phone, sent again when the connection returns (or on tap). */
  | { kind: 'waiting' }
  | { kind: 'refused'; text: string }

/** The hand-in's send button and its state in words (the photos' upload, one by one, too). */
export function HandInSend({
  status,
  ...footer
}: Omit<Parameters<typeof SendFooter>[0], 'status' | 'words' | 'children'> & {
  status: SendState
}) {
  const locale = useLocale()
  return (
    <SendFooter
      {...footer}
      status={status}
      words={[m.project_waitingSignal, m.project_retryNow, m.project_draftKept]}
    >
      {status.kind === 'uploading' ? (
        <p className="text-sm">
          {m.project_uploading({ done: status.done + 1, total: status.total }, { locale })}
        </p>
      ) : status.kind === 'saving' ? (
        <p className="text-sm">{m.project_saving({}, { locale })}</p>
      ) : null}
    </SendFooter>
  )
}
