import { Alert, Anchor, Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { queryLoad } from './loadState'
import { Loaded } from './states'

/** The queue a page was opened from, as it was left: its filters and page, in the navigation's state. */
export function useQueueLink(queuePath: string): string {
  const { state } = useLocation() as { state: { queue?: string } | null }
  return `${queuePath}${state?.queue ?? ''}`
}

/**
 * A page opened from a queue (a question, a hand-in): the link back to the `queue` (`back`:
 * 'questions' → '← Back to the questions'), then the item read (`what`: 'question' → 'Loading
 * the question…'), its failure with Try again, the alert that it was not found (null: of a
 * course the staff member does not `notYours`: 'answer for'), or the item.
 */
export function QueueItemPage<T>({
  queue,
  back,
  what,
  notYours,
  query,
  children,
}: {
  queue: string
  back: string
  what: string
  notYours: string
  query: UseQueryResult<T | null>
  children: (item: T) => ReactNode
}) {
  return (
    <Stack>
      <Anchor component={Link} to={queue} size="sm">
        {`← Back to the ${back}`}
      </Anchor>
      <Loaded
        {...queryLoad(query)}
        loading={`Loading the ${what}…`}
        failed={`Could not load the ${what}.`}
      >
        {(loaded) =>
          loaded === null ? (
            <Alert color="orange" role="alert" title={`This ${what} was not found`}>
              {`It may be of a course you do not ${notYours}. Go back to the ${back}.`}
            </Alert>
          ) : (
            children(loaded)
          )
        }
      </Loaded>
    </Stack>
  )
}
