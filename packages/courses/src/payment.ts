import { resolveLocale, type Locale } from './locale.ts'

/** Payment methods offered on the public join-now form, in order. */
export const joinNowPaymentMethods = ['bKash', 'Nagad', 'Rocket', 'Bank Transfer'] as const
export type JoinNowPaymentMethod = (typeof joinNowPaymentMethods)[number]

/** Payment methods offered on the paid enrolment page (/enroll/{courseId}), in order. */
export const enrollPaymentMethods = ['bKash', 'Nagad', 'Bank'] as const
export type EnrollPaymentMethod = (typeof enrollPaymentMethods)[number]

/** The enrolment page's preselected payment method. */
export const defaultEnrollPaymentMethod: EnrollPaymentMethod = 'bKash'

/** Every payment method either form offers. */
export type PaymentMethod = JoinNowPaymentMethod | EnrollPaymentMethod

/**
 * The text shown for each payment method, by language. The method itself (what the forms
 * accept and store) is the English value in every language. The wallets are brand names and
 * stay as their apps write them; only the words are translated.
 */
export const paymentMethodLabels = {
  en: {
    bKash: 'bKash',
    Nagad: 'Nagad',
    Rocket: 'Rocket',
    'Bank Transfer': 'Bank Transfer',
    Bank: 'Bank',
  },
  bn: {
    bKash: 'bKash',
    Nagad: 'Nagad',
    Rocket: 'Rocket',
    'Bank Transfer': 'ব্যাংক ট্রান্সফার',
    Bank: 'ব্যাংক',
  },
} as const satisfies Record<Locale, Record<PaymentMethod, string>>

/** The text of a payment method: paymentMethodLabel('Bank Transfer', 'bn') is 'ব্যাংক ট্রান্সফার'. */
export function paymentMethodLabel(method: PaymentMethod, locale: Locale = 'en'): string {
  return paymentMethodLabels[resolveLocale(locale)][method]
}
