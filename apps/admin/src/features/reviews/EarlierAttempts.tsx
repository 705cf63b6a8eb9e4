import { Paper, Stack, Text } from '@mantine/core'
import type { Project, Review, Submission } from '@repo/api'
import { formatDhakaDateTime } from '../../lib/format'
import { Section } from '../../lib/states'
import { AttemptView } from './AttemptView'
import { ReviewShown } from './ReviewShown'

/** The learner's earlier attempts at the project, newest first, each with its review if any. */
export function EarlierAttempts({
  earlier,
  reviews,
  items,
  urls,
  photosFailed,
}: {
  earlier: Submission[]
  reviews: Review[]
  items: Project['checklist']
  urls: Record<string, string>
  photosFailed: boolean
}) {
  return (
    <Section title="Earlier attempts">
      {earlier.length === 0 ? (
        <Text c="dimmed" size="sm">
          This is the first attempt.
        </Text>
      ) : (
        earlier.map((a) => {
          const itsReview = reviews.find((r) => r.submissionId === a.id)
          return (
            <Paper
              key={a.id}
              withBorder
              p="sm"
              component="article"
              aria-label={`Attempt ${a.attempt}`}
            >
              <Stack gap="xs">
                <Text fw={600}>
                  Attempt {a.attempt} · {formatDhakaDateTime(a.submittedAt)}
                </Text>
                <AttemptView submission={a} urls={urls} photosFailed={photosFailed} />
                {itsReview ? (
                  <ReviewShown review={itsReview} items={items} />
                ) : (
                  <Text size="sm" c="dimmed">
                    Not reviewed.
                  </Text>
                )}
              </Stack>
            </Paper>
          )
        })
      )}
    </Section>
  )
}
