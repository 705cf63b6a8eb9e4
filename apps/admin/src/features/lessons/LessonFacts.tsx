import { Badge, Group, Text } from '@mantine/core'
import type { Lesson } from '@repo/api'
import { formatDhakaDateTime } from '../../lib/format'
import { kindLabels } from './kindLabels'

/** A lesson's kind, whether it is a free preview, its length and, for a live class, its start. */
export function LessonFacts({ lesson }: { lesson: Lesson }) {
  return (
    <Group gap="xs">
      <Badge variant="light">{kindLabels[lesson.kind]}</Badge>
      {lesson.isPreview && (
        <Badge variant="light" color="green">
          Free preview
        </Badge>
      )}
      <Text size="sm">{lesson.durationMinutes} min</Text>
      {lesson.startsAt && <Text size="sm">{formatDhakaDateTime(lesson.startsAt)} (Dhaka)</Text>}
    </Group>
  )
}
