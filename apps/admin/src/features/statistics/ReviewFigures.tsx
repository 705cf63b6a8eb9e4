import { SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded, Section } from '../../lib/states'
import { Figure } from './Figure'

/** '5 h 20 min', '45 min', 'Under 1 min': a wait rounded to the minute. */
export function formatWait(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 1) return 'Under 1 min'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/**
 * Hand-ins of projects waiting for a mentor, those waiting past the 48 hours the courses
 * promise, and the median time to first feedback (hand-ins of the last 90 days).
 */
export function ReviewFigures() {
  const api = useAdminApi()
  const reviews = useQuery({
    queryKey: queryKeys.statistics.reviews,
    queryFn: api.reviewStatistics,
  })
  return (
    <Section title="Reviews" mt="md">
      <Loaded
        {...queryLoad(reviews)}
        loading="Loading the review figures…"
        failed="Could not load the review figures."
      >
        {(figures) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Figure label="Hand-ins waiting" value={figures.waiting} />
              <Figure label="Waiting past 48 hours" value={figures.overdue} />
              <Figure
                label="Median time to first feedback"
                value={
                  figures.medianFirstFeedbackSeconds === null
                    ? 'No feedback yet'
                    : formatWait(figures.medianFirstFeedbackSeconds)
                }
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              The median is over the hand-ins of the last 90 days that have feedback.
            </Text>
          </>
        )}
      </Loaded>
    </Section>
  )
}
