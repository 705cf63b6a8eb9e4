import { ApiError, type ApiErrorKind } from '@repo/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '../../i18n'
import { paymentAccounts, paymentAccountsFrom } from './payment'
import { submitFailure } from './submitFailure'

const apiError = (kind: ApiErrorKind, serverText?: string, field?: string) =>
  new ApiError({ kind, operation: 'enrollment.submit', serverText, field })

afterEach(() => vi.unstubAllGlobals())

describe('submitFailure', () => {
  it.each([
    [
      'duplicate_transaction',
      m.enroll_errors_duplicateTransaction({}, { locale: 'en' }),
      'transactionId',
    ],
    ['open_request', m.enroll_errors_openRequest({}, { locale: 'en' }), undefined],
    ['already_enrolled', m.enroll_errors_alreadyEnrolled({}, { locale: 'en' }), undefined],
    ['invalid_coupon', '❌ Invalid or expired coupon.', 'couponCode'],
    ['invalid_course', 'Invalid course selected.', undefined],
    ['network', m.enroll_errors_network({}, { locale: 'en' }), undefined],
    ['unknown', '❌ Something went wrong. Please try again.', undefined],
    ['forbidden', '❌ Something went wrong. Please try again.', undefined],
  ] as const)('%s -> %s', (kind, message, field) => {
    const f = submitFailure(apiError(kind), 'en')
    expect(f.message).toBe(message)
    expect(f.field).toBe(field)
  })

  it('says how long to wait when a limit refused the request, never the generic text', () => {
    const limited = new ApiError({
      kind: 'rate_limited',
      operation: 'enrollment.submit',
      code: 'PT429',
      status: 429,
      retryAfter: 3000,
    })
    expect(submitFailure(limited, 'en')).toEqual({
      message: 'Too many attempts. Try again in 50 minutes.',
    })
    expect(submitFailure(limited, 'bn').message).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ৫০ মিনিট পরে আবার চেষ্টা করুন।',
    )
  })

  it('offers the profile for a request that exists and a login for an ended session', () => {
    expect(submitFailure(apiError('open_request'), 'en').showProfileLink).toBe(true)
    expect(submitFailure(apiError('session'), 'en')).toMatchObject({
      message: m.auth_sessionEnded({}, { locale: 'en' }),
      sessionEnded: true,
    })
  })

  it('shows a validation message as it is, and anything else as the generic text of docs/product.md#messages', () => {
    expect(submitFailure(apiError('invalid', 'Enter your name.'), 'en').message).toBe(
      'Enter your name.',
    )
    // on the field too when the refusal names one of the form's
    expect(submitFailure(apiError('invalid', 'Enter your name.', 'name'), 'en')).toEqual({
      message: 'Enter your name.',
      field: 'name',
      fieldMessage: 'Enter your name.',
    })
    // the database's check without words of the form's: the generic text
    expect(submitFailure(apiError('invalid', undefined, 'transactionId'), 'en').message).toBe(
      '❌ Something went wrong. Please try again.',
    )
    expect(submitFailure(new Error('boom'), 'en').message).toBe(
      '❌ Something went wrong. Please try again.',
    )
  })

  it('says offline whatever the error when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false })
    expect(submitFailure(apiError('unknown'), 'en').message).toBe(
      m.enroll_errors_offline({}, { locale: 'en' }),
    )
  })
})

describe('paymentAccountsFrom', () => {
  it('reads the wallet numbers and the bank details from the env, trimmed', () => {
    expect(
      paymentAccountsFrom({
        VITE_PAYMENT_BKASH: ' 01711-223344 ',
        VITE_PAYMENT_NAGAD: '01811-556677',
        VITE_PAYMENT_BANK_NAME: 'Bank',
        VITE_PAYMENT_BANK_ACCOUNT_NAME: 'Name',
        VITE_PAYMENT_BANK_ACCOUNT_NUMBER: '123',
        VITE_PAYMENT_BANK_BRANCH: '',
      }),
    ).toEqual({
      bKash: '01711-223344',
      Nagad: '01811-556677',
      Bank: { bankName: 'Bank', accountName: 'Name', accountNumber: '123', branch: '' },
    })
  })

  it('leaves out a bank without its account number, and missing wallets empty', () => {
    expect(
      paymentAccountsFrom({
        VITE_PAYMENT_BANK_NAME: 'Bank',
        VITE_PAYMENT_BANK_ACCOUNT_NAME: 'Name',
      }),
    ).toEqual({
      bKash: '',
      Nagad: '',
      Bank: null,
    })
  })

  it('the committed local defaults are complete', () => {
    const accounts = paymentAccounts
    expect(accounts.bKash).not.toBe('')
    expect(accounts.Nagad).not.toBe('')
    expect(accounts.Bank).not.toBeNull()
  })
})
