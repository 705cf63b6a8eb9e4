import { enrollPaymentMethods, type EnrollPaymentMethod } from '@repo/courses'
import { m, useLocale } from '../../i18n'
import { methodLabel } from '../../i18n/labels'
import { RadioGroup } from '../../components/RadioGroup'

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
    <RadioGroup
      legend={m.enroll_paymentMethod({}, { locale })}
      name="paymentMethod"
      options={enrollPaymentMethods.map((pm) => ({ value: pm, label: methodLabel(pm, locale) }))}
      value={method}
      onChange={onChange}
      look="tiles"
    />
  )
}
