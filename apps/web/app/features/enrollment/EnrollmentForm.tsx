import { submitEnrollment } from '@repo/api'
import {
  defaultEnrollPaymentMethod,
  discountedPrice,
  normaliseBangladeshiPhone,
  timings,
  type Course,
  type EnrollPaymentMethod,
} from '@repo/courses'
import { Button, Card, Field, NameField, PhoneField, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { useNavigate } from '../../islands/navigation'
import { formatPrice, href, m, useLocale } from '../../i18n'
import { fieldErrors, useValidatedForm } from '../../lib/forms'
import { browserOffline } from '../../lib/apiError'
import { Notice } from '../../components/Notice'
import type { SupabaseClient } from '../../lib/supabase'
import { CouponField } from './CouponField'
import { EnrolledOrWaiting, LoginRequiredNotice, SubmitFailureNotice } from './EnrollNotices'
import { paymentAccounts } from './payment'
import { PaymentInstructions } from './PaymentInstructions'
import { PaymentMethodChoice } from './PaymentMethodChoice'
import { PriceSummary } from './PriceSummary'
import { submitFailure, type SubmitFailure } from './submitFailure'
import { appliedPercent, normaliseCode, useCouponCheck } from './useCouponCheck'
import { useEnrollmentState } from './useEnrollmentState'
import { WatchedRequest } from './WatchedRequest'

/** The logged-in learner the form submits for (null: not known yet, or logged out). */
export type Account = { client: SupabaseClient; userId: string } | null

/**
 * The enrolment form of one course: details, coupon and payment, transaction id. Checked by
 * hand against the enrol schema plus the coupon (typed codes must have been applied and valid).
 */
export function EnrollmentForm({ course, account }: { course: Course; account: Account }) {
  const client = account?.client ?? null
  const userId = account?.userId ?? null
  const locale = useLocale()
  const navigate = useNavigate()
  const [method, setMethod] = useState<EnrollPaymentMethod>(defaultEnrollPaymentMethod)
  const coupon = useCouponCheck()
  const [failure, setFailure] = useState<SubmitFailure | null>(null)
  const [done, setDone] = useState(false)
  const form = useValidatedForm(
    { name: '', phone: '', couponCode: '', transactionId: '' },
    (name) => {
      if (name === 'couponCode') coupon.clearError()
    },
  )
  const { values, setValues, setErrors, busy } = form
  const { status, waiting, setWaiting } = useEnrollmentState(client, userId, course.id, setValues)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(href('/profile', locale)), timings.enrollRedirectMs)
    return () => clearTimeout(timer)
  }, [done, navigate, locale])

  const typedCode = normaliseCode(values.couponCode)
  const applied = appliedPercent(coupon.checked, typedCode)
  const amount = applied === null ? course.price : discountedPrice(course.price, applied)
  const reference =
    normaliseBangladeshiPhone(values.phone) ?? m.enroll_referenceFallback({}, { locale })

  async function applyCoupon() {
    if (coupon.checking || !client) return
    if (typedCode === '') {
      coupon.setChecked(null)
      return
    }
    setErrors(({ couponCode: _, ...rest }) => rest)
    await coupon.check(client, typedCode)
  }

  const onSubmit = form.handleSubmit(async () => {
    if (done || !client || !userId) return
    setFailure(null)
    const input = { courseId: course.id, ...values, paymentMethod: method }
    const forms = await form.loadSchemas({
      title: m.enroll_failedTitle({}, { locale }),
      text: m.enroll_errors_generic({}, { locale }),
    })
    if (!forms) return
    const parsed = forms.schemas.enroll.safeParse(input)
    const errs = parsed.success ? {} : fieldErrors(parsed.error)
    if (typedCode !== '' && !errs.couponCode) {
      if (!coupon.checked || coupon.checked.code !== typedCode)
        errs.couponCode = m.enroll_couponNotChecked({}, { locale })
      else if (coupon.checked.percent === null)
        errs.couponCode = m.enroll_couponInvalid({}, { locale })
    }
    if (!parsed.success || Object.keys(errs).length > 0) return form.invalid(errs)
    if (browserOffline()) {
      setFailure({ message: m.enroll_errors_offline({}, { locale }) })
      toast({
        title: m.enroll_failedTitle({}, { locale }),
        description: m.enroll_errors_offline({}, { locale }),
        variant: 'destructive',
      })
      return
    }
    await form.run(
      async () => {
        const { request } = await submitEnrollment(client, userId, input)
        setWaiting(request)
        setDone(true)
        toast({
          title: m.enroll_success({}, { locale }),
          description: m.enroll_successText({}, { locale }),
          variant: 'success',
        })
      },
      (error) => {
        console.warn('Enrollment submit failed:', error)
        const f = submitFailure(error, locale)
        setFailure(f)
        if (f.field && f.fieldMessage) {
          const fieldMessage = f.fieldMessage
          setErrors((errs) => ({ ...errs, [f.field as string]: fieldMessage }))
        }
        if (f.field === 'couponCode') coupon.setChecked({ code: typedCode, percent: null })
        toast({
          title: m.enroll_failedTitle({}, { locale }),
          description: f.message,
          variant: 'destructive',
        })
      },
    )
  })

  const heading = (
    <h1 className="text-2xl font-extrabold">
      {m.enroll_heading({ course: course.title }, { locale })}
    </h1>
  )
  if (status === 'enrolled' || status === 'pending') {
    return (
      <EnrolledOrWaiting
        heading={heading}
        status={status}
        waiting={waiting}
        client={client}
        courseId={course.id}
      />
    )
  }

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        {heading}
        <p className="text-slate-700 dark:text-slate-200">{m.enroll_intro({}, { locale })}</p>
      </header>
      <form noValidate onSubmit={onSubmit} {...form.attrs} className="flex flex-col gap-6">
        {/* Closed until the learner is known: nothing typed into the page before its script runs
            is lost when the form comes alive. */}
        <fieldset
          disabled={account === null}
          className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0"
        >
          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">{m.enroll_stepDetails({}, { locale })}</h2>
            <NameField label={m.enroll_name({}, { locale })} {...form.field('name')} required />
            <PhoneField
              label={m.enroll_phone({}, { locale })}
              {...form.field('phone')}
              required
              hint={m.enroll_phoneHint({}, { locale })}
            />
          </Card>

          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">{m.enroll_stepPayment({}, { locale })}</h2>
            <CouponField
              field={form.field('couponCode')}
              typedCode={typedCode}
              checked={coupon.checked}
              checking={coupon.checking}
              checkError={coupon.error}
              onApply={applyCoupon}
            />
            <PriceSummary price={course.price} percent={applied} amount={amount} />
            <PaymentMethodChoice method={method} onChange={setMethod} />
            <PaymentInstructions
              method={method}
              amount={formatPrice(amount, locale)}
              reference={reference}
              accounts={paymentAccounts}
            />
          </Card>

          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">{m.enroll_stepConfirm({}, { locale })}</h2>
            <Field
              label={m.enroll_transactionId({}, { locale })}
              {...form.field('transactionId')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              hint={m.enroll_transactionHint({}, { locale })}
            />
            {failure ? <SubmitFailureNotice failure={failure} /> : null}
            {done ? <Notice tone="success">{m.enroll_success({}, { locale })}</Notice> : null}
            {done && waiting && client ? (
              <WatchedRequest
                key={waiting.id}
                client={client}
                courseId={course.id}
                request={waiting}
              />
            ) : null}
            {account === null ? (
              <LoginRequiredNotice />
            ) : status === 'checking' ? (
              <p role="status">{m.enroll_checking({}, { locale })}</p>
            ) : null}
            <Button
              type="submit"
              loading={busy}
              disabled={done || account === null || status === 'checking'}
            >
              {busy ? m.enroll_submitting({}, { locale }) : m.enroll_submit({}, { locale })}
            </Button>
          </Card>
        </fieldset>
      </form>
    </section>
  )
}
