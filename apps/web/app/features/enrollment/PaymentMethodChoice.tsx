import { enrollPaymentMethods, type EnrollPaymentMethod } from '@repo/courses'
import { m, useLocale } from '../../i18n'
import { methodLabel } from '../../i18n/labels'

/** The ways to pay for a course (bKash, Nagad, bank transfer), one radio button each. */
export function PaymentMethodChoice({
  method,
  onChange,
}: {
  method: EnrollPaymentMethod
  onChange: (method: EnrollPaymentMethod) => void
}) {
  const locale = useLocale()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">
        {m.enroll_paymentMethod({}, { locale })}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {enrollPaymentMethods.map((pm) => (
          <label
            key={pm}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={pm}
              checked={method === pm}
              onChange={() => onChange(pm)}
              className="size-4 accent-brand-600"
            />
            {methodLabel(pm, locale)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
