import type { EnrollPaymentMethod } from '@repo/courses'
import { m, useLocale } from '../../i18n'
import { methodLabel } from '../../i18n/labels'
import { Notice } from '../../components/Notice'
import type { PaymentAccounts } from './payment'

/** What to send, where, and what to write in the reference, for the chosen method. */
export function PaymentInstructions({
  method,
  amount,
  reference,
  accounts,
}: {
  method: EnrollPaymentMethod
  /** Formatted, e.g. '৳319'. */
  amount: string
  reference: string
  accounts: PaymentAccounts
}) {
  const locale = useLocale()
  const label = methodLabel(method, locale)
  let steps: string[]
  let bank = null
  if (method === 'Bank') {
    if (!accounts.Bank) return <Notice tone="info">{m.enroll_notConfigured({}, { locale })}</Notice>
    steps = [m.enroll_bankSteps_0({ amount }, { locale })]
    bank = accounts.Bank
  } else {
    const number = accounts[method]
    if (!number) return <Notice tone="info">{m.enroll_notConfigured({}, { locale })}</Notice>
    steps = [
      m.enroll_walletSteps_0({ app: label }, { locale }),
      m.enroll_walletSteps_1({ amount, number }, { locale }),
    ]
  }
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-brand-600/30 bg-brand-50 p-4 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      data-testid="payment-instructions"
    >
      <h3 className="font-bold">{m.enroll_instructionsTitle({ method: label }, { locale })}</h3>
      <ol className="flex list-decimal flex-col gap-1 ps-5">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
        {bank ? (
          <li className="list-none">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt>{m.enroll_bankName({}, { locale })}</dt>
              <dd className="font-semibold">{bank.bankName}</dd>
              <dt>{m.enroll_bankAccountName({}, { locale })}</dt>
              <dd className="font-semibold">{bank.accountName}</dd>
              <dt>{m.enroll_bankAccountNumber({}, { locale })}</dt>
              <dd className="font-mono font-semibold">{bank.accountNumber}</dd>
              {bank.branch ? (
                <>
                  <dt>{m.enroll_bankBranch({}, { locale })}</dt>
                  <dd className="font-semibold">{bank.branch}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ) : null}
        <li>{m.enroll_referenceStep({ reference }, { locale })}</li>
        <li>{m.enroll_transactionStep({}, { locale })}</li>
      </ol>
    </div>
  )
}
