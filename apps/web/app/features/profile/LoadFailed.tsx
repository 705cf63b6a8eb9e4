import { Button } from '@repo/ui'
import { Notice } from '../../components/Notice'

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
