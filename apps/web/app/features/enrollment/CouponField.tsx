import { Button, Field } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import type { CheckedCoupon } from './useCouponCheck'

/**
 * The coupon code, its Apply button, and what the check said: the percent it gives, that it is
 * invalid (unless the field shows an error of its own), or why it could not be checked.
 */
export function CouponField({
  field,
  typedCode,
  checked,
  checking,
  checkError,
  onApply,
}: {
  /** The field's wiring from the form (`form.field('couponCode')`). */
  field: {
    name: string
    value: string
    onChange: (e: { target: { value: string } }) => void
    error?: string
  }
  /** The code as typed, normalised. */
  typedCode: string
  checked: CheckedCoupon | null
  checking: boolean
  checkError: string | null
  onApply: () => void
}) {
  const locale = useLocale()
  const couponMessage =
    checked && checked.code === typedCode
      ? checked.percent === null
        ? m.enroll_couponInvalid({}, { locale })
        : m.enroll_couponApplied({ percent: checked.percent }, { locale })
      : null
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field
            label={m.enroll_coupon({}, { locale })}
            {...field}
            autoCapitalize="characters"
            autoComplete="off"
            hint={m.enroll_couponHint({}, { locale })}
          />
        </div>
      </div>
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={onApply}
        loading={checking}
        disabled={typedCode === ''}
      >
        {checking ? m.enroll_applying({}, { locale }) : m.enroll_apply({}, { locale })}
      </Button>
      <div aria-live="polite" className="min-h-6 text-sm font-semibold">
        {couponMessage && !field.error ? (
          <p
            className={
              checked?.percent === null
                ? 'text-red-700 dark:text-red-400'
                : 'text-green-800 dark:text-green-300'
            }
            data-testid="coupon-message"
          >
            {couponMessage}
          </p>
        ) : null}
        {checkError ? <p className="text-red-700 dark:text-red-400">{checkError}</p> : null}
      </div>
    </div>
  )
}
