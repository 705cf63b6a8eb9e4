import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type ReactNode } from 'react'

/**
 * Asks before an action that cannot be taken back (delete, approve) on `target`: open while there
 * is one, the question, what the action does to it, Cancel and the action's button.
 */
export function ConfirmModal<T>({
  target,
  title,
  question,
  about,
  children,
  action,
  color,
  busy = false,
  onClose,
  onConfirm,
}: {
  /** What the action is about (a coupon, a payment); null: the dialog is closed. */
  target: T | null
  title: string
  /** The question the admin answers, e.g. 'Delete this coupon?'. */
  question: string | ((target: T) => string)
  /** What the action does to the target, in a line under the question. */
  about?: (target: T) => string
  /** Anything else under the question (a list of what is approved). */
  children?: ReactNode
  action: string
  color: string
  busy?: boolean
  onClose: () => void
  onConfirm: (target: T) => void
}) {
  const shown = useLastTarget(target)
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      {shown !== null && (
        <Stack>
          <Text>{typeof question === 'string' ? question : question(shown)}</Text>
          {about && (
            <Text size="sm" c="dimmed">
              {about(shown)}
            </Text>
          )}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color={color}
              loading={busy}
              onClick={() => target !== null && onConfirm(target)}
            >
              {action}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/**
 * The dialog's target, kept after it is gone (null): the dialog keeps its words while it fades
 * out. `target` is the same object while the dialog is open (a row, a query's data).
 */
export function useLastTarget<T>(target: T | null): T | null {
  const [shown, setShown] = useState(target)
  if (target !== null && target !== shown) setShown(target)
  return shown
}
