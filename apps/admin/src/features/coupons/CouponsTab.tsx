import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core'
import type { Coupon } from '@repo/api'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { LoadedTable } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { FormPanel, TabTitle } from '../../lib/states'
import { useAction } from '../../lib/useAction'
import { useLoader } from '../../lib/useLoader'

export const DELETE_CONFIRMATION = 'Delete this coupon?'

export function CouponsTab() {
  const api = useAdminApi()
  const { state, reload, update } = useLoader(api.listCoupons)
  const [code, setCode] = useState('')
  const [percent, setPercent] = useState<string | number>('')
  const creating = useAction()
  const [toDelete, setToDelete] = useState<Coupon | null>(null)
  const deleting = useAction()

  async function create(event: React.FormEvent) {
    event.preventDefault()
    await creating.run(async () => {
      const coupon = await api.createCoupon(code, percent)
      update((rows) => [coupon, ...rows.filter((r) => r.id !== coupon.id)])
      setCode('')
      setPercent('')
      return `Coupon ${coupon.code} created: ${coupon.discount_percent}% off.`
    })
  }

  async function remove(coupon: Coupon) {
    await deleting.run(async () => {
      await api.deactivateCoupon(coupon.id)
      update((rows) => rows.filter((r) => r.id !== coupon.id))
      return `Coupon ${coupon.code} deleted.`
    })
    setToDelete(null)
  }

  return (
    <Stack>
      <TabTitle>Coupons</TabTitle>
      <FormPanel label="Create a coupon" onSubmit={create}>
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
          <Button type="submit" loading={creating.busy} style={{ flex: '1 1 100px' }}>
            Create coupon
          </Button>
        </Group>
      </FormPanel>
      <LoadedTable
        state={state}
        what="coupons"
        empty="No active coupons."
        onRetry={reload}
        label="Active coupons"
        minWidth={340}
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
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete coupon"
        question={DELETE_CONFIRMATION}
        action="Delete"
        color="red"
        busy={deleting.busy}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      >
        {toDelete && (
          <Text size="sm" c="dimmed">
            {toDelete.code} ({toDelete.discount_percent}% off) stops working for new enrollments.
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  )
}
