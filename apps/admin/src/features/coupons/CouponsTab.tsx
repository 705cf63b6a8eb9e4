import { NumberInput, Stack, TextInput } from '@mantine/core'
import type { Coupon } from '@repo/api'
import { couponCreateSchema, type CouponCreateForm } from '@repo/courses/forms'
import { useMutation } from '@tanstack/react-query'
import { InlineForm } from '../../components/InlineForm'
import { RemovableTable, type RemovableTableSpec } from '../../components/RemovableTable'
import { useAdminApi } from '../../lib/api'
import { useCachedList } from '../../lib/cachedList'
import { useConsoleForm } from '../../lib/consoleForm'
import { formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { queries } from '../../lib/queries'
import { TabTitle } from '../../lib/states'

const couponsTable: RemovableTableSpec<Coupon> = {
  what: 'coupons',
  empty: 'No active coupons.',
  label: 'Active coupons',
  minWidth: 340,
  rowKey: (c) => c.id,
  columns: [
    { header: 'Code', cell: (c) => c.code, td: { ff: 'monospace' } },
    { header: 'Discount', right: true, cell: (c) => `${c.discount_percent}%` },
    { header: 'Created', fromSm: true, cell: (c) => formatDhakaDateTime(c.created_at) },
  ],
  removal: {
    action: 'Delete',
    noun: 'coupon',
    rowName: (c) => c.code,
    about: (c) => `${c.code} (${c.discount_percent}% off) stops working for new enrollments.`,
  },
}

export function CouponsTab() {
  const api = useAdminApi()
  const [coupons, setCoupons] = useCachedList(queries.coupons(api))
  // the learner site's coupon schema; 'Fill all fields' is an alert (docs/product.md#messages)
  const { form, onSubmit } = useConsoleForm({
    name: 'coupon',
    schema: couponCreateSchema,
    initialValues: { code: '', discount_percent: '' },
    notifyInvalid: true,
    submit: (coupon) => creating.mutate(coupon),
  })
  const creating = useMutation({
    mutationFn: (coupon: CouponCreateForm) =>
      api.createCoupon(coupon.code, coupon.discount_percent),
    onSuccess: (coupon) => {
      setCoupons((rows) => [coupon, ...rows.filter((r) => r.id !== coupon.id)])
      form.reset()
      notifySuccess(`Coupon ${coupon.code} created: ${coupon.discount_percent}% off.`)
    },
  })
  const deleting = useMutation({
    mutationFn: (coupon: Coupon) => api.deactivateCoupon(coupon.id),
    onSuccess: (_, coupon) => {
      setCoupons((rows) => rows.filter((r) => r.id !== coupon.id))
      notifySuccess(`Coupon ${coupon.code} deleted.`)
    },
  })

  return (
    <Stack>
      <TabTitle>Coupons</TabTitle>
      <InlineForm
        label="Create a coupon"
        onSubmit={onSubmit}
        submit="Create coupon"
        busy={creating.isPending}
        submitBasis="100px"
      >
        <TextInput
          label="Code"
          placeholder="SAVE20"
          {...form.getInputProps('code')}
          style={{ flex: '1 1 160px' }}
          autoCapitalize="characters"
        />
        <NumberInput
          label="Discount (%)"
          placeholder="1 to 100"
          {...form.getInputProps('discount_percent')}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          style={{ flex: '1 1 120px' }}
        />
      </InlineForm>
      <RemovableTable {...queryLoad(coupons)} {...couponsTable} removing={deleting} />
    </Stack>
  )
}
