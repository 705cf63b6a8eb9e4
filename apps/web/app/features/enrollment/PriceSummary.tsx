import { formatPrice, m, useLocale } from '../../i18n'

/** The course's price, the coupon's discount when one applies, and the amount to pay. */
export function PriceSummary({
  price,
  percent,
  amount,
}: {
  price: number
  /** The coupon's percent off, or null when none applies. */
  percent: number | null
  amount: number
}) {
  const locale = useLocale()
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-y-1 rounded-xl bg-slate-50 p-4 dark:bg-slate-800"
      data-testid="price-summary"
    >
      <dt>{m.enroll_coursePrice({}, { locale })}</dt>
      <dd className={percent !== null ? 'text-slate-600 line-through dark:text-slate-300' : ''}>
        {formatPrice(price, locale)}
      </dd>
      {percent !== null ? (
        <>
          <dt>{m.enroll_discount({ percent }, { locale })}</dt>
          <dd>−{formatPrice(price - amount, locale)}</dd>
        </>
      ) : null}
      <dt className="text-lg font-bold">{m.enroll_amountToPay({}, { locale })}</dt>
      <dd className="text-lg font-extrabold" data-testid="amount-to-pay">
        {formatPrice(amount, locale)}
      </dd>
    </dl>
  )
}
