import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core'
import { errorText } from './notify'

/** The three states every tab has besides its data. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  )
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  )
}

export function ErrorState({
  error,
  fallback,
  onRetry,
}: {
  error: unknown
  fallback: string
  onRetry: () => void
}) {
  return (
    <Alert color="red" variant="light" title={errorText(error, fallback)} role="alert">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
