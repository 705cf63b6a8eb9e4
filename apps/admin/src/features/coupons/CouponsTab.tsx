import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { DataTable } from '../../lib/DataTable'
import type { Coupon } from '@repo/api'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { notifyError, notifySuccess } from '../../lib/notify'
import { EmptyState, ErrorState, LoadingState } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export const DELETE_CONFIRMATION = 'Delete this coupon?'

export function CouponsTab() {
  const api = useAdminApi()
  const { state, reload, update } = useLoader(api.listCoupons)
  const [code, setCode] = useState('')
  const [percent, setPercent] = useState<string | number>('')
  const [creating, setCreating] = useState(false)
  const [toDelete, setToDelete] = useState<Coupon | null>(null)
  const [deleting, setDeleting] = useState(false)

  async function create(event: React.FormEvent) {
    event.preventDefault()
    setCreating(true)
    try {
      const coupon = await api.createCoupon(code, percent)
      update((rows) => [coupon, ...rows.filter((r) => r.id !== coupon.id)])
      setCode('')
      setPercent('')
      notifySuccess(`Coupon ${coupon.code} created: ${coupon.discount_percent}% off.`)
    } catch (error) {
      notifyError(error)
    } finally {
      setCreating(false)
    }
  }

  async function remove(coupon: Coupon) {
    setDeleting(true)
    try {
      await api.deactivateCoupon(coupon.id)
      update((rows) => rows.filter((r) => r.id !== coupon.id))
      notifySuccess(`Coupon ${coupon.code} deleted.`)
    } catch (error) {
      notifyError(error)
    } finally {
      setDeleting(false)
      setToDelete(null)
    }
  }

  return (
    <Stack>
      <Title order={2} size="h3">
        Coupons
      </Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={create} noValidate aria-label="Create a coupon">
          <Group align="end" wrap="wrap">
            <TextInput
              label="Code"
              placeholder="SAVE20"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              style={{ flex: '1 1 160px' }}
              autoCapitalize="characters"
            />
            <NumberInput
              label="Discount (%)"
              placeholder="1 to 100"
              value={percent}
              onChange={setPercent}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              style={{ flex: '1 1 120px' }}
            />
            <Button type="submit" loading={creating} style={{ flex: '1 1 100px' }}>
              Create coupon
            </Button>
          </Group>
        </form>
      </Paper>
      {state.status === 'loading' && <LoadingState label="Loading coupons…" />}
      {state.status === 'error' && (
        <ErrorState error={state.error} fallback="Could not load the coupons." onRetry={reload} />
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState>No active coupons.</EmptyState>
        ) : (
          <DataTable
            label="Active coupons"
            minWidth={340}
            rows={state.data}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Code', cell: (c) => c.code, td: { ff: 'monospace' } },
              { header: 'Discount', right: true, cell: (c) => `${c.discount_percent}%` },
              { header: 'Created', fromSm: true, cell: (c) => formatDhakaDateTime(c.created_at) },
              {
                header: 'Actions',
                hiddenHeader: true,
                right: true,
                cell: (c) => (
                  <Button
                    size="xs"
                    color="red"
                    variant="outline"
                    onClick={() => setToDelete(c)}
                    aria-label={`Delete coupon ${c.code}`}
                  >
                    Delete
                  </Button>
                ),
              },
            ]}
          />
        ))}
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete coupon"
        centered
      >
        <Stack>
          <Text>{DELETE_CONFIRMATION}</Text>
          {toDelete && (
            <Text size="sm" c="dimmed">
              {toDelete.code} ({toDelete.discount_percent}% off) stops working for new enrollments.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleting}
              onClick={() => toDelete && void remove(toDelete)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
