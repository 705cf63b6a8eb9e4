import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { z } from 'zod'
import { useLastTarget } from './ConfirmModal'
import { useConsoleForm } from './consoleForm'

export const REASON_REQUIRED = 'Please write a reason.'

/** The learner reads the reason on their profile; the database refuses a blank one too. */
export const reasonSchema = z.object({
  reason: z.string().trim().min(1, { error: REASON_REQUIRED }).max(500),
})

interface ReasonModalProps<T> {
  /** The request the decision is about; null: the dialog is closed. */
  target: T | null
  title: string
  /** The question the admin answers, e.g. the reject confirmation (docs/product.md#console). */
  confirmation: string
  /** Which request this is (learner, course, transaction). */
  summary: (target: T) => string
  action: string
  color: string
  busy?: boolean
  onClose: () => void
  /** Called with a reason that is not blank. */
  onConfirm: (reason: string, target: T) => void
}

/**
 * Confirms a decision that needs a reason (reject, refund). The learner reads the reason on
 * their profile; the database refuses a blank one too.
 */
export function ReasonModal<T>({
  target,
  title,
  confirmation,
  summary,
  busy = false,
  onClose,
  onConfirm,
  ...form
}: ReasonModalProps<T>) {
  const shown = useLastTarget(target)
  return (
    <Modal opened={target !== null} onClose={() => !busy && onClose()} title={title} centered>
      <Stack>
        <Text>{confirmation}</Text>
        <Text size="sm" c="dimmed">
          {shown !== null && summary(shown)}
        </Text>
        {/* Inside the modal, so each opening starts with an empty reason. */}
        <ReasonForm
          busy={busy}
          onCancel={onClose}
          onConfirm={(reason) => target !== null && onConfirm(reason, target)}
          {...form}
        />
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
}: Pick<ReasonModalProps<unknown>, 'action' | 'color'> & {
  busy: boolean
  onCancel: () => void
  onConfirm: (reason: string) => void
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
