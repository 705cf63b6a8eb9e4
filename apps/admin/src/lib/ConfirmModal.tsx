import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Asks before an action that cannot be taken back (delete, approve): the question, what it is
 * about, Cancel and the action's button.
 */
export function ConfirmModal({
  opened,
  title,
  question,
  children,
  action,
  color,
  busy = false,
  onClose,
  onConfirm,
}: {
  opened: boolean
  title: string
  /** The question the admin answers, e.g. 'Delete this coupon?'. */
  question: string
  /** What the action is about, under the question. */
  children?: ReactNode
  action: string
  color: string
  busy?: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{question}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
