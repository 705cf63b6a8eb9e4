import type { EnrollPaymentMethod } from '@repo/courses'
import { messages } from '../../i18n'
import { Notice } from '../auth/AuthLayout'
import type { PaymentAccounts } from './payment'

const m = messages.enrol

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
  const label = m.methodLabels[method] ?? method
  let steps: string[]
  let bank = null
  if (method === 'Bank') {
    if (!accounts.Bank) return <Notice tone="info">{m.notConfigured}</Notice>
    steps = m.bankSteps(amount)
    bank = accounts.Bank
  } else {
    const number = accounts[method]
    if (!number) return <Notice tone="info">{m.notConfigured}</Notice>
    steps = m.walletSteps(label, amount, number)
  }
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-brand-600/30 bg-brand-50 p-4 text-slate-900 dark:bg-slate-800 dark:text-slate-100" data-testid="payment-instructions">
      <h3 className="font-bold">{m.instructionsTitle(label)}</h3>
      <ol className="flex list-decimal flex-col gap-1 ps-5">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
        {bank ? (
          <li className="list-none">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt>{m.bankName}</dt>
              <dd className="font-semibold">{bank.bankName}</dd>
              <dt>{m.bankAccountName}</dt>
              <dd className="font-semibold">{bank.accountName}</dd>
              <dt>{m.bankAccountNumber}</dt>
              <dd className="font-mono font-semibold">{bank.accountNumber}</dd>
              {bank.branch ? (
                <>
                  <dt>{m.bankBranch}</dt>
                  <dd className="font-semibold">{bank.branch}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ) : null}
        <li>{m.referenceStep(reference)}</li>
        <li>{m.transactionStep}</li>
      </ol>
    </div>
  )
}
