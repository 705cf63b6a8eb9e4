/**
 * Where learners send their payment: ONE config, from the environment (Vite inlines VITE_* at
 * build time). Local defaults are committed in apps/web/.env; production sets the provider's
 * real numbers in the hosting's environment. A method without its details says so instead of
 * showing an empty number.
 */
export interface BankAccount {
  bankName: string
  accountName: string
  accountNumber: string
  branch: string
}

export interface PaymentAccounts {
  bKash: string
  Nagad: string
  Bank: BankAccount | null
}

type Env = Record<string, string | boolean | undefined>

const text = (env: Env, key: string) => {
  const v = env[key]
  return typeof v === 'string' ? v.trim() : ''
}

export function paymentAccountsFrom(env: Env): PaymentAccounts {
  const bank = {
    bankName: text(env, 'VITE_PAYMENT_BANK_NAME'),
    accountName: text(env, 'VITE_PAYMENT_BANK_ACCOUNT_NAME'),
    accountNumber: text(env, 'VITE_PAYMENT_BANK_ACCOUNT_NUMBER'),
    branch: text(env, 'VITE_PAYMENT_BANK_BRANCH'),
  }
  return {
    bKash: text(env, 'VITE_PAYMENT_BKASH'),
    Nagad: text(env, 'VITE_PAYMENT_NAGAD'),
    Bank: bank.bankName && bank.accountName && bank.accountNumber ? bank : null,
  }
}

// Named one by one: Vite inlines each value (passing `import.meta.env` whole would inline every VITE_* variable).
export const paymentAccounts: PaymentAccounts = paymentAccountsFrom({
  VITE_PAYMENT_BKASH: import.meta.env.VITE_PAYMENT_BKASH as string | undefined,
  VITE_PAYMENT_NAGAD: import.meta.env.VITE_PAYMENT_NAGAD as string | undefined,
  VITE_PAYMENT_BANK_NAME: import.meta.env.VITE_PAYMENT_BANK_NAME as string | undefined,
  VITE_PAYMENT_BANK_ACCOUNT_NAME: import.meta.env.VITE_PAYMENT_BANK_ACCOUNT_NAME as
    string | undefined,
  VITE_PAYMENT_BANK_ACCOUNT_NUMBER: import.meta.env.VITE_PAYMENT_BANK_ACCOUNT_NUMBER as
    string | undefined,
  VITE_PAYMENT_BANK_BRANCH: import.meta.env.VITE_PAYMENT_BANK_BRANCH as string | undefined,
})
