import { submitEnrollment } from '@repo/api'
import {
  defaultEnrollPaymentMethod,
  discountedPrice,
  normaliseBangladeshiPhone,
  timings,
  type Course,
  type EnrollPaymentMethod,
} from '@repo/courses'
import { Card, Field, NameField, PhoneField, toast } from '@repo/ui'
import { useEffect, useState } from 'react'
import { useNavigate } from '../../islands/navigation'
import { formatPrice, href, m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { Form, SubmitButton } from '../../lib/Form'
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

type Enrolled = Awaited<ReturnType<typeof submitEnrollment>>

/** The logged-in learner the form submits for (null: not known yet, or logged out). */
export type Account = { client: SupabaseClient; userId: string } | null

/**
 * The enrolment form of one course: details, coupon and payment, transaction id. Checked by
 * the enrolment form's schema: the enrol schema, and a typed code applied and valid.
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
  // What the api is sent (it checks it with the enrol schema again).
  const enrolment = (v: {
    name: string
    phone: string
    couponCode: string
    transactionId: string
  }) => ({
    courseId: course.id,
    ...v,
    paymentMethod: method,
  })
  const { fields, submission } = useForm({
    initial: { name: '', phone: '', couponCode: '', transactionId: '' },
    onChange: (name) => {
      if (name === 'couponCode') coupon.clearError()
    },
    // The enrol schema, and a typed coupon applied and valid.
    schema: (schemas) => schemas.enrollForm,
    schemaInput: (values) => ({ ...enrolment(values), checkedCoupon: coupon.checked }),
    failureToast: {
      title: m.enroll_failedTitle({}, { locale }),
      text: m.enroll_errors_generic({}, { locale }),
    },
    canSend: () => !done && client !== null && userId !== null,
    send: async (): Promise<Enrolled | null> =>
      client && userId ? submitEnrollment(client, userId, enrolment(fields.values)) : null,
    onResult: (result) => {
      if (result.ok) {
        if (!result.value) return
        setWaiting(result.value.request)
        setDone(true)
        toast({
          title: m.enroll_success({}, { locale }),
          description: m.enroll_successText({}, { locale }),
          variant: 'success',
        })
        return
      }
      if (result.reason === 'refused') console.warn('Enrollment submit failed:', result.error)
      const f =
        result.reason === 'offline'
          ? { message: m.enroll_errors_offline({}, { locale }) }
          : submitFailure(result.error, locale)
      setFailure(f)
      if (f.field && f.fieldMessage) fields.setError(f.field, f.fieldMessage)
      if (f.field === 'couponCode') coupon.setChecked({ code: typedCode, percent: null })
      toast({
        title: m.enroll_failedTitle({}, { locale }),
        description: f.message,
        variant: 'destructive',
      })
    },
  })
  const { values } = fields
  const { busy } = submission
  const { status, waiting, setWaiting } = useEnrollmentState(
    client,
    userId,
    course.id,
    fields.setValues,
  )

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
    fields.setError('couponCode')
    await coupon.check(client, typedCode)
  }

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
      <Form
        submission={{
          ...submission,
          onSubmit: (e) => {
            // A new attempt: the last one's failure goes.
            setFailure(null)
            return submission.onSubmit(e)
          },
        }}
        className="flex flex-col gap-6"
      >
        {/* Closed until the learner is known: nothing typed into the page before its script runs
            is lost when the form comes alive. */}
        <fieldset
          disabled={account === null}
          className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0"
        >
          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">{m.enroll_stepDetails({}, { locale })}</h2>
            <NameField label={m.enroll_name({}, { locale })} {...fields.field('name')} required />
            <PhoneField
              label={m.enroll_phone({}, { locale })}
              {...fields.field('phone')}
              required
              hint={m.enroll_phoneHint({}, { locale })}
            />
          </Card>

          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">{m.enroll_stepPayment({}, { locale })}</h2>
            <CouponField
              field={fields.field('couponCode')}
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
              {...fields.field('transactionId')}
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
            <SubmitButton
              busy={busy}
              busyLabel={m.enroll_submitting({}, { locale })}
              disabled={done || account === null || status === 'checking'}
            >
              {m.enroll_submit({}, { locale })}
            </SubmitButton>
          </Card>
        </fieldset>
      </Form>
    </section>
  )
}
