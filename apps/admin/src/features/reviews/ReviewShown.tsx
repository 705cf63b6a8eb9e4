import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Project, Review } from '@repo/api'
import { formatDhakaDateTime } from '../../lib/format'
import { MarkdownView } from '../../lib/MarkdownView'

/** A review given: its verdict and date, its feedback and the checklist items it found met. */
export function ReviewShown({ review, items }: { review: Review; items: Project['checklist'] }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={review.verdict === 'approved' ? 'green' : 'orange'} variant="light">
          {review.verdict === 'approved' ? 'Approved' : 'Changes asked'}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatDhakaDateTime(review.createdAt)}
        </Text>
      </Group>
      {review.feedback !== '' && <MarkdownView markdown={review.feedback} label="Feedback" />}
      {items.length > 0 && <ChecklistShown items={items} met={review.checklist} />}
    </Stack>
  )
}

/** A project's checklist to read, the items in `met` marked as met. */
export function ChecklistShown({ items, met }: { items: Project['checklist']; met: number[] }) {
  return (
    <Stack gap={2} component="ul" m={0} pl="md">
      {items.map((item, i) => (
        <Text key={i} component="li" size="sm">
          {met.includes(i) ? `Met: ${item.en}` : item.en}
        </Text>
      ))}
    </Stack>
  )
}
