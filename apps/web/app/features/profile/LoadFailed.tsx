import { Button, type Load } from '@repo/ui'
import { Notice } from '../../components/Notice'
import { useLocale, type Message } from '../../i18n'

/** A part of the profile that could not be loaded: said in red, with the button to try again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error">{text}</Notice>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  )
}

/** What a part of the profile says while it loads, when it could not, and when it has nothing. */
export interface LoadWords {
  loading: Message
  failed: Message
  retry: Message
  /** For a list: said when it has loaded with no rows. */
  empty?: Message
}

/**
 * What a part of the profile shows before its data: a line while it loads, the failure with the
 * button to try again, or that its list is empty. Nothing once there is data to show.
 */
export function LoadStatus({
  load,
  words,
  onRetry,
}: {
  load: Load<unknown>
  words: LoadWords
  onRetry: () => void
}) {
  const locale = useLocale()
  if (load.state === 'loading') return <p role="status">{words.loading({}, { locale })}</p>
  if (load.state === 'failed')
    return (
      <LoadFailed
        text={words.failed({}, { locale })}
        retryLabel={words.retry({}, { locale })}
        onRetry={onRetry}
      />
    )
  if (words.empty && Array.isArray(load.data) && load.data.length === 0)
    return <p>{words.empty({}, { locale })}</p>
  return null
}
