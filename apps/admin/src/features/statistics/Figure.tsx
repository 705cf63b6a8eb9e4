import { Paper, Text } from '@mantine/core'
import { formatCount } from './numbers'

/** One headline figure in a bordered card, named by its label for screen readers. */
export function Figure({
  label,
  value,
  note,
}: {
  label: string
  value: number | string
  /** A line under the value: what it counts, or over which days. */
  note?: string
}) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24}>
        {typeof value === 'number' ? formatCount(value) : value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Paper>
  )
}
