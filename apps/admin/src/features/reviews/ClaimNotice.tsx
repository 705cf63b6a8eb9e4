import { Alert, Button, Text } from '@mantine/core'
import { ApiError } from '@repo/api'
import { errorWords } from '../../lib/errorWords'
import { formatDhakaDateTime } from '../../lib/format'
import { errorText } from '../../lib/notify'

/** The claim of the hand-in as the page holds it: its mutation's state (data: claimed until). */
export interface Claim {
  isSuccess: boolean
  isPending: boolean
  error: Error | null
  data?: string
}

/** A refusal of the claim that leaves the hand-in to read only (someone else has it, or it is done). */
const readOnlyHints = new Set(['claimed_by_other', 'submission_reviewed', 'own_submission'])

/** Whether this mentor holds the hand-in: claimed until a time, or why it is to read only. */
export function ClaimNotice({ claim, onClaimAgain }: { claim: Claim; onClaimAgain: () => void }) {
  if (claim.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Opening it for your review…
      </Text>
    )
  if (claim.isSuccess && claim.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        Yours to review until {formatDhakaDateTime(claim.data)}.
      </Text>
    )
  const error = claim.error
  if (error instanceof ApiError && error.hint && readOnlyHints.has(error.hint))
    return (
      <Alert color="yellow" role="alert" title="Read only">
        {errorWords(error)}
      </Alert>
    )
  if (!error) return null
  return (
    <Alert
      color="red"
      role="alert"
      title={errorText(error, 'Could not open this hand-in for review.')}
    >
      <Button variant="light" color="red" size="xs" onClick={onClaimAgain}>
        Try again
      </Button>
    </Alert>
  )
}
