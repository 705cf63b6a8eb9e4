import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import type { QuestionQueueRow } from '@repo/api'
import { Link } from 'react-router'
import { formatAgo } from '../../lib/format'
import { courseTitle } from '../../lib/QueueTab'
import { ANSWER_HOURS, answerCount, excerpt, isPastAnswerDay } from './questionWords'

/**
 * A question in the queue: its start (the link to it), its lesson, its asker, how long ago it was
 * asked (marked past the promised day while it waits) and its answers so far.
 */
export function QuestionCard({
  row,
  queue,
  showCourse,
}: {
  row: QuestionQueueRow
  /** The queue's address (filters and page), for the way back. */
  queue: string
  showCourse: boolean
}) {
  const overdue = isPastAnswerDay(row)
  const asker = row.askerName || 'A learner'
  return (
    <Card
      withBorder
      component="article"
      aria-label={`Question by ${asker} under ${row.lessonTitle}`}
    >
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {row.lessonTitle}
          {showCourse ? ` · ${courseTitle(row.courseId)}` : ''}
        </Text>
        <Anchor
          component={Link}
          to={`/questions/${row.id}`}
          state={{ queue }}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {excerpt(row.body)}
        </Anchor>
        <Group justify="space-between" wrap="nowrap" align="start">
          <div>
            <Text size="sm">{asker}</Text>
            <Text size="sm" c="dimmed">
              {answerCount(row.answerCount)}
            </Text>
          </div>
          {overdue && (
            <Badge color="red" variant="filled">
              Past {ANSWER_HOURS} h
            </Badge>
          )}
          {row.answeredAt !== null && (
            <Badge color="green" variant="light">
              Answered
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={overdue ? 700 : undefined} c={overdue ? 'red.8' : undefined}>
          Asked {formatAgo(row.createdAt)}
          {row.answeredAt !== null ? ` · answered ${formatAgo(row.answeredAt)}` : ''}
        </Text>
      </Stack>
    </Card>
  )
}
