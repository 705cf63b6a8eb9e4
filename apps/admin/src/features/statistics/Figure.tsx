import { Paper, Text } from '@mantine/core'
import { groupDigits } from '@repo/courses'

/** '1,234' (lakh grouping above 99,999, as the taka amounts: @repo/courses' groupDigits). */
export function formatCount(n: number): string {
  return groupDigits(String(n))
}

/** One headline figure in a bordered card, named by its label for screen readers. */
export function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28}>
        {typeof value === 'number' ? formatCount(value) : value}
      </Text>
    </Paper>
  )
}
