import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { useConsoleForm } from './consoleForm'

export const REASON_REQUIRED = 'Please write a reason.'

/** The learner reads the reason on their profile; the database refuses a blank one too. */
export const reasonSchema = z.object({
  reason: z.string().trim().min(1, { error: REASON_REQUIRED }).max(500),
})

interface ReasonModalProps {
  opened: boolean
  title: string
  /** The question the admin answers, e.g. the reject confirmation (docs/product.md#console). */
  confirmation: string
  /** Which request this is about (learner, course, transaction). */
  summary: ReactNode
  action: string
  color: string
  busy?: boolean
  onClose: () => void
  /** Called with a reason that is not blank. */
  onConfirm: (reason: string) => void
}

/**
 * Confirms a decision that needs a reason (reject, refund). The learner reads the reason on
 * their profile; the database refuses a blank one too.
 */
export function ReasonModal({
  opened,
  title,
  confirmation,
  summary,
  busy = false,
  onClose,
  ...form
}: ReasonModalProps) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} centered>
      <Stack>
        <Text>{confirmation}</Text>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {/* Inside the modal, so each opening starts with an empty reason. */}
        <ReasonForm busy={busy} onCancel={onClose} {...form} />
      </Stack>
    </Modal>
  )
}

function ReasonForm({
  action,
  color,
  busy,
  onCancel,
  onConfirm,
}: Pick<ReasonModalProps, 'action' | 'color' | 'onConfirm'> & {
  busy: boolean
  onCancel: () => void
}) {
  const { form, onSubmit } = useConsoleForm({
    name: 'reason',
    schema: reasonSchema,
    initialValues: { reason: '' },
    submit: ({ reason }) => onConfirm(reason),
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Textarea
          label="Reason"
          description="The learner sees this on their profile."
          withAsterisk
          aria-required
          rows={3}
          maxLength={500}
          {...form.getInputProps('reason')}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button color={color} type="submit" loading={busy}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
