import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  type StackProps,
} from '@mantine/core'
import { useId, type FormEvent, type ReactNode } from 'react'
import { errorText } from './notify'
import type { LoadState } from './loadState'

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

export function EmptyState({ children }: { children: ReactNode }) {
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

/** A tab's heading. */
export function TabTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} size="h3">
      {children}
    </Title>
  )
}

/** A part of a tab under its own heading, the section named by it for screen readers. */
export function Section({
  title,
  children,
  gap = 'sm',
  ...stack
}: { title: ReactNode; children: ReactNode } & Omit<StackProps, 'component'>) {
  const titleId = useId()
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId} {...stack}>
      <Title order={3} size="h4" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** A tab's form (create a coupon, match payments), in a bordered panel. */
export function FormPanel({
  label,
  onSubmit,
  children,
}: {
  label: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  return (
    <Paper withBorder p="md" radius="md">
      {/* noValidate: the form's schema says what is wrong, in the console's words (lib/consoleForm) */}
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </Paper>
  )
}

/** A tab's heading with its Refresh button and whatever else it offers (Export CSV, lib/exportCsv). */
export function TabHeader({
  title,
  onRefresh,
  children,
}: {
  title: string
  onRefresh: () => void
  children?: ReactNode
}) {
  return (
    <Group justify="space-between" align="end">
      <TabTitle>{title}</TabTitle>
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={onRefresh}>
          Refresh
        </Button>
        {children}
      </Group>
    </Group>
  )
}

/**
 * What a part of the console shows of something it loads: `loading` with a spinner, the failure
 * (its own text, or `failed`) with Try again, or the loaded data.
 */
export function Loaded<T>({
  state,
  loading,
  failed,
  onRetry,
  children,
}: {
  state: LoadState<T>
  loading: string
  failed: string
  onRetry: () => void
  children: (data: T) => ReactNode
}) {
  if (state.status === 'loading') return <LoadingState label={loading} />
  if (state.status === 'error')
    return <ErrorState error={state.error} fallback={failed} onRetry={onRetry} />
  return children(state.data)
}

/**
 * What a tab shows of its loaded rows (`what`: 'leads', 'history'): 'Loading leads…', the
 * failure ('Could not load the leads.') with Try again, the empty message, or the rows.
 */
export function LoadedRows<T>({
  state,
  what,
  empty,
  onRetry,
  children,
}: {
  state: LoadState<T[]>
  what: string
  empty: ReactNode
  onRetry: () => void
  children: (rows: T[]) => ReactNode
}) {
  return (
    <Loaded
      state={state}
      loading={`Loading ${what}…`}
      failed={`Could not load the ${what}.`}
      onRetry={onRetry}
    >
      {(rows) => (rows.length === 0 ? <EmptyState>{empty}</EmptyState> : children(rows))}
    </Loaded>
  )
}
