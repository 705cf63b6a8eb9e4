import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { ConfirmModal } from '../../lib/ConfirmModal'
import type { LoadState } from '../../lib/loadState'
import { LoadedRows } from '../../lib/states'

/** What the course's lists have in common: lessons, projects and quizzes. */
interface CourseItem {
  id: string
  title: string
  titleBn: string
}

/** The place after the last item: where a new one goes. */
export function nextPositionOf(items: readonly { position: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.position), 0) + 1
}

/** The order of items learners meet in their position's order. */
export const byPosition = (a: { position: number }, b: { position: number }) =>
  a.position - b.position

/** The rows with `saved` in place of the row it was (or added, when it is new). */
export function withSaved<T extends { id: string }>(rows: T[], saved: T): T[] {
  return [...rows.filter((r) => r.id !== saved.id), saved]
}

/** Asks before deleting an item: the dialog's words, and the delete, settled or failed. */
export interface DeleteItem<T> {
  title: string
  question: string
  about: (item: T) => string
  busy: boolean
  onConfirm: (item: T) => Promise<unknown>
}

/**
 * One list of a course's items (`label`: 'Lessons'): a line saying how many there are with the
 * Add button, the items in the order learners meet them, each with its titles, its facts, any
 * buttons of its own, Edit and Delete, and the question before a delete.
 */
export function CourseItemList<T extends CourseItem>({
  label,
  state,
  onRetry,
  summary,
  add,
  onAdd,
  empty,
  order = (rows) => rows,
  number,
  facts,
  actions,
  onPreview,
  onEdit,
  remove,
}: {
  label: string
  state: LoadState<T[]>
  onRetry: () => void
  /** What the line above the list says once the items are read. */
  summary: string
  add: string
  onAdd: () => void
  empty: string
  /** The items in the order learners meet them, where that is not the order read. */
  order?: (rows: T[]) => T[]
  /** The item's number before its titles, where the list numbers them. */
  number?: (item: T, index: number) => number
  facts: (item: T) => ReactNode
  /** Buttons of the item's own, first (move up and down). */
  actions?: (item: T, index: number, rows: T[]) => ReactNode
  /** Shows the item as learners get it, where the list offers that. */
  onPreview?: (item: T) => void
  onEdit: (item: T) => void
  remove: DeleteItem<T>
}) {
  const [toDelete, setToDelete] = useState<T | null>(null)
  const close = () => setToDelete(null)
  const opens = [
    ...(onPreview ? [{ action: 'Preview', open: onPreview }] : []),
    { action: 'Edit', open: onEdit },
  ]
  return (
    <>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {state.status === 'ready' ? summary : ''}
        </Text>
        <Button onClick={onAdd} disabled={state.status !== 'ready'}>
          {add}
        </Button>
      </Group>
      <LoadedRows state={state} what={label.toLowerCase()} empty={empty} onRetry={onRetry}>
        {(read) => (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={label}
          >
            {order(read).map((item, index, rows) => (
              <Paper component="li" key={item.id} withBorder p="sm" radius="md">
                <Stack gap={6}>
                  {number ? (
                    <Group gap="xs" wrap="nowrap" align="start">
                      <Text fw={700} c="dimmed" miw={24}>
                        {number(item, index)}.
                      </Text>
                      <Titles item={item} />
                    </Group>
                  ) : (
                    <Titles item={item} />
                  )}
                  {facts(item)}
                  <Group gap="xs">
                    {actions?.(item, index, rows)}
                    {opens.map(({ action, open }) => (
                      <Button
                        key={action}
                        size="xs"
                        variant="light"
                        onClick={() => open(item)}
                        aria-label={`${action} "${item.title}"`}
                      >
                        {action}
                      </Button>
                    ))}
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      disabled={remove.busy}
                      onClick={() => setToDelete(item)}
                      aria-label={`Delete "${item.title}"`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </LoadedRows>
      <ConfirmModal
        target={toDelete}
        title={remove.title}
        question={remove.question}
        about={remove.about}
        action="Delete"
        color="red"
        busy={remove.busy}
        onClose={close}
        onConfirm={(item) => void remove.onConfirm(item).then(close, close)}
      />
    </>
  )
}

function Titles({ item }: { item: CourseItem }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={600}>{item.title}</Text>
      <Text size="sm" c="dimmed" lang="bn">
        {item.titleBn}
      </Text>
    </div>
  )
}

/** Whether the certificate needs the item. */
export function RequiredBadge({ required }: { required: boolean }) {
  return required ? (
    <Badge variant="light" color="green">
      Required
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Optional
    </Badge>
  )
}
