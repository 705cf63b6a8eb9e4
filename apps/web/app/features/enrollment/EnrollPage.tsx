import {
  getEnrollmentState,
  getProfile,
  getRequestStatus,
  lookupCoupon,
  submitEnrollment,
  type EnrollmentStatus,
  type RequestState,
} from '@repo/api'
import {
  defaultEnrollPaymentMethod,
  discountedPrice,
  enrollPaymentMethods,
  normaliseBangladeshiPhone,
  timings,
  type Course,
  type EnrollPaymentMethod,
} from '@repo/courses'
import { Button, Card, Field, NameField, PhoneField, toast } from '@repo/ui'
import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { courseFor, formatPrice, href, m, useLocale } from '../../i18n'
import { methodLabel } from '../../i18n/labels'
import { fieldErrors, useValidatedForm } from '../../lib/forms'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import { useSession } from '../../lib/session'
import { RequestStatusLive } from '../../lib/RequestStatusLive'
import { useRequestStatus, type CheckRequest } from '../../lib/useRequestStatus'
import type { SupabaseClient } from '../../lib/supabase'
import { paymentAccounts } from './payment'
import { PaymentInstructions } from './PaymentInstructions'
import { submitFailure, type SubmitFailure } from './submitFailure'
import { linkClass, primaryLink } from '../../components/links'

/** The coupon as last checked: its code (upper-cased) and what it gives (null: invalid). */
type CheckedCoupon = { code: string; percent: number | null }

const normaliseCode = (code: string) => code.trim().toUpperCase()

function InvalidCourse() {
  const locale = useLocale()
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">{m.enroll_invalidCourse({}, { locale })}</h1>
      <Link to={href('/courses', locale)} className={primaryLink}>
        {m.enroll_backToCourses({}, { locale })}
      </Link>
    </section>
  )
}

/** /enroll/{courseId}: login required; an unknown id says 'Invalid course selected.' */
export function EnrollPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  // The course in the page's language (/enroll/x or /bn/enroll/x); the ids and prices are the same.
  const course = courseFor(courseId, locale)
  const session = useSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const signedOut = session.status === 'signed-out' ? (session.ended ? 'ended' : 'never') : null
  useEffect(() => {
    if (!course) return
    if (signedOut === 'never') {
      toast({
        title: m.enroll_loginRequiredTitle({}, { locale }),
        description: m.enroll_mustBeLoggedIn({}, { locale }),
        variant: 'destructive',
      })
      navigate(loginPath(pathname, locale), { replace: true })
    } else if (signedOut === 'ended') {
      navigate(href('/', locale), { replace: true })
    }
  }, [course, pathname, signedOut, navigate, locale])

  if (!course) return <InvalidCourse />
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  // Until the session is known (and in the prerendered HTML) the form shows, asking for a login.
  const account =
    session.status === 'signed-in'
      ? { client: session.client, userId: session.session.user.id }
      : null
  return <EnrollForCourse key={account?.userId ?? 'anon'} course={course} account={account} />
}

/**
 * The learner's request for this course as its payment is checked: after the submit, or when
 * they come back while it waits. Watched in the island only (the prerendered page has none).
 */
function WatchedRequest({
  client,
  courseId,
  request,
}: {
  client: SupabaseClient
  courseId: string
  request: RequestState
}) {
  const check = useCallback<CheckRequest>(
    (signal) => getRequestStatus(client, request.id, { signal }),
    [client, request.id],
  )
  const watched = useRequestStatus(
    { status: request.status, decisionReason: request.decision_reason },
    check,
  )
  return (
    <RequestStatusLive
      courseId={courseId}
      request={watched}
      showLabel
      className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 font-medium text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    />
  )
}

/** The logged-in learner the form submits for (null: not known yet, or logged out). */
type Account = { client: SupabaseClient; userId: string } | null

function EnrollForCourse({ course, account }: { course: Course; account: Account }) {
  const client = account?.client ?? null
  const userId = account?.userId ?? null
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [status, setStatus] = useState<EnrollmentStatus | 'checking'>('checking')
  // The request that waits for its payment to be confirmed: found on arrival, or just sent.
  const [waiting, setWaiting] = useState<RequestState | null>(null)
  const [method, setMethod] = useState<EnrollPaymentMethod>(defaultEnrollPaymentMethod)
  const [coupon, setCoupon] = useState<CheckedCoupon | null>(null)
  const [checkingCoupon, setCheckingCoupon] = useState(false)
  const [couponError, setCouponError] = useState<string | null>(null)
  const [failure, setFailure] = useState<SubmitFailure | null>(null)
  const [done, setDone] = useState(false)
  const form = useValidatedForm(
    { name: '', phone: '', couponCode: '', transactionId: '' },
    (name) => {
      if (name === 'couponCode') setCouponError(null)
    },
  )
  const { values, setValues, errors, setErrors, busy } = form

  // Is the learner enrolled or waiting already? And their name and phone, to fill in.
  useEffect(() => {
    if (!client || !userId) return
    let cancelled = false
    getEnrollmentState(client, userId, course.id).then(
      (s) => {
        if (cancelled) return
        setStatus(s.status)
        setWaiting(s.request)
      },
      (error: unknown) => {
        // The database refuses a duplicate anyway: let the learner go on.
        console.warn('Enrollment check failed:', error)
        if (!cancelled) setStatus('none')
      },
    )
    getProfile(client, userId).then(
      (p) => {
        if (cancelled || !p) return
        setValues((v) => ({ ...v, name: v.name || p.name || '', phone: v.phone || p.phone || '' }))
      },
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [client, userId, course.id, setValues])

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => navigate(href('/profile', locale)), timings.enrollRedirectMs)
    return () => clearTimeout(timer)
  }, [done, navigate, locale])

  const typedCode = normaliseCode(values.couponCode)
  const applied =
    coupon && coupon.code === typedCode && coupon.percent !== null ? coupon.percent : null
  const amount = applied === null ? course.price : discountedPrice(course.price, applied)
  const reference =
    normaliseBangladeshiPhone(values.phone) ?? m.enroll_referenceFallback({}, { locale })

  async function applyCoupon() {
    if (checkingCoupon || !client) return
    if (typedCode === '') {
      setCoupon(null)
      return
    }
    setCheckingCoupon(true)
    setCouponError(null)
    setErrors(({ couponCode: _, ...rest }) => rest)
    try {
      const percent = await lookupCoupon(client, typedCode)
      setCoupon({ code: typedCode, percent })
    } catch (error) {
      setCoupon(null)
      setCouponError(
        rateLimitedText(error, locale) ??
          (browserOffline() || (isApiError(error) && error.kind === 'network')
            ? m.enroll_errors_offline({}, { locale })
            : m.enroll_errors_generic({}, { locale })),
      )
    } finally {
      setCheckingCoupon(false)
    }
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
      if (!coupon || coupon.code !== typedCode)
        errs.couponCode = m.enroll_couponNotChecked({}, { locale })
      else if (coupon.percent === null) errs.couponCode = m.enroll_couponInvalid({}, { locale })
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
        if (f.field === 'couponCode') setCoupon({ code: typedCode, percent: null })
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
      <section className="mx-auto flex w-full max-w-xl flex-col gap-4">
        {heading}
        {status === 'pending' && waiting && client ? (
          <WatchedRequest key={waiting.id} client={client} courseId={course.id} request={waiting} />
        ) : (
          <Notice tone="info">
            {status === 'enrolled'
              ? m.enroll_alreadyEnrolled({}, { locale })
              : m.enroll_awaitingApproval({}, { locale })}
          </Notice>
        )}
        <Link to={href('/profile', locale)} className={linkClass}>
          {m.enroll_seeProfile({}, { locale })}
        </Link>
      </section>
    )
  }

  const couponMessage =
    coupon && coupon.code === typedCode
      ? coupon.percent === null
        ? m.enroll_couponInvalid({}, { locale })
        : m.enroll_couponApplied({ percent: coupon.percent }, { locale })
      : null

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
            <div className="flex flex-col gap-1">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Field
                    label={m.enroll_coupon({}, { locale })}
                    {...form.field('couponCode')}
                    autoCapitalize="characters"
                    autoComplete="off"
                    hint={m.enroll_couponHint({}, { locale })}
                  />
                </div>
              </div>
              <Button
                type="button"
                variant="secondary"
                className="self-start"
                onClick={applyCoupon}
                loading={checkingCoupon}
                disabled={typedCode === ''}
              >
                {checkingCoupon
                  ? m.enroll_applying({}, { locale })
                  : m.enroll_apply({}, { locale })}
              </Button>
              <div aria-live="polite" className="min-h-6 text-sm font-semibold">
                {couponMessage && !errors.couponCode ? (
                  <p
                    className={
                      coupon?.percent === null
                        ? 'text-red-700 dark:text-red-400'
                        : 'text-green-800 dark:text-green-300'
                    }
                    data-testid="coupon-message"
                  >
                    {couponMessage}
                  </p>
                ) : null}
                {couponError ? (
                  <p className="text-red-700 dark:text-red-400">{couponError}</p>
                ) : null}
              </div>
            </div>

            <dl
              className="grid grid-cols-[1fr_auto] gap-y-1 rounded-xl bg-slate-50 p-4 dark:bg-slate-800"
              data-testid="price-summary"
            >
              <dt>{m.enroll_coursePrice({}, { locale })}</dt>
              <dd
                className={
                  applied !== null ? 'text-slate-600 line-through dark:text-slate-300' : ''
                }
              >
                {formatPrice(course.price, locale)}
              </dd>
              {applied !== null ? (
                <>
                  <dt>{m.enroll_discount({ percent: applied }, { locale })}</dt>
                  <dd>−{formatPrice(course.price - amount, locale)}</dd>
                </>
              ) : null}
              <dt className="text-lg font-bold">{m.enroll_amountToPay({}, { locale })}</dt>
              <dd className="text-lg font-extrabold" data-testid="amount-to-pay">
                {formatPrice(amount, locale)}
              </dd>
            </dl>

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
                      onChange={() => setMethod(pm)}
                      className="size-4 accent-brand-600"
                    />
                    {methodLabel(pm, locale)}
                  </label>
                ))}
              </div>
            </fieldset>
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
            {failure ? (
              <Notice tone="error">
                <p>{failure.message}</p>
                {failure.showProfileLink ? (
                  <Link to={href('/profile', locale)} className={linkClass}>
                    {m.enroll_seeProfile({}, { locale })}
                  </Link>
                ) : null}
                {failure.sessionEnded ? (
                  <Link to={loginPath(pathname, locale)} className={linkClass}>
                    {m.auth_login_submit({}, { locale })}
                  </Link>
                ) : null}
              </Notice>
            ) : null}
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
              <Notice tone="info">
                <p className="font-semibold">{m.enroll_loginRequiredTitle({}, { locale })}</p>
                <p>{m.enroll_loginRequiredText({}, { locale })}</p>
                {/* The prerendered address may end in a slash: the login returns to the page itself. */}
                <Link
                  to={loginPath(pathname.replace(/(.)\/+$/, '$1'), locale)}
                  className={linkClass}
                >
                  {m.classroom_login({}, { locale })}
                </Link>
              </Notice>
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
