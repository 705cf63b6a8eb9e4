import {
  joinNowCourseOptionsFor,
  joinNowPaymentMethods,
  paymentMethodLabel,
  type JoinNowForm as JoinNowData,
} from '@repo/courses'
import { EmailField, NameField, PhoneField, Select, toast } from '@repo/ui'
import { env } from '../../config/env'
import { m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { Form, SubmitButton } from '../../lib/Form'
import { saveJoinNowRecord } from './storage'
import { useFormCaptcha } from '../../components/captcha/useFormCaptcha'

const empty = { name: '', email: '', whatsapp: '', course: '', paymentMethod: '' }
const requiredFields = ['name', 'email', 'whatsapp', 'course'] as const

/**
 * Sends the lead to the join-now function, with the security check's token when there is one
 * (decision 0054). Replaceable in tests.
 */
export async function sendLead(data: JoinNowData, captchaToken?: string): Promise<void> {
  const { createJoinNowCaller, submitLead } = await import('./joinNowApi')
  const caller = createJoinNowCaller({
    VITE_SUPABASE_URL: env.supabaseUrl,
    VITE_SUPABASE_ANON_KEY: env.supabaseAnonKey,
  })
  await submitLead(caller, data, { captchaToken })
}

export function JoinNowForm({
  send = sendLead,
}: {
  send?: (data: JoinNowData, captchaToken?: string) => Promise<void>
}) {
  const locale = useLocale()
  // The same check as the account pages; the join-now function verifies its token (0054).
  const captcha = useFormCaptcha(locale)
  const { fields, submission } = useForm({
    initial: empty,
    schema: (schemas) => schemas.joinNow,
    required: requiredFields,
    // No course, no payment method.
    onChange: (name, value) => (name === 'course' && !value ? { paymentMethod: '' } : undefined),
    // Said when the form cannot be checked (its schemas did not load) or sent.
    failureToast: {
      title: m.joinNow_failedTitle({}, { locale }),
      text: m.joinNow_failedText({}, { locale }),
      log: 'Join-now submit failed:',
    },
    canSend: captcha.ready,
    send: async (data, { toJoinNowRecord }) => {
      try {
        await send(data, captcha.token())
      } finally {
        // a token is good for one request
        captcha.reset()
      }
      try {
        saveJoinNowRecord(toJoinNowRecord(data))
      } catch (error) {
        // The team has the lead; only this browser's copy is missing.
        console.warn('Could not keep the enrolment in this browser:', error)
      }
      fields.reset()
      toast({
        title: m.joinNow_successTitle({}, { locale }),
        description: m.joinNow_successText({}, { locale }),
        variant: 'success',
      })
    },
  })
  const { values } = fields

  return (
    <Form submission={submission}>
      <NameField label={m.joinNow_name({}, { locale })} {...fields.field('name')} required />
      <EmailField label={m.joinNow_email({}, { locale })} {...fields.field('email')} required />
      <PhoneField
        label={m.joinNow_whatsapp({}, { locale })}
        {...fields.field('whatsapp')}
        required
        hint={m.joinNow_whatsappHint({}, { locale })}
      />
      <Select
        label={m.joinNow_course({}, { locale })}
        {...fields.field('course')}
        required
        placeholder={m.joinNow_coursePlaceholder({}, { locale })}
        options={joinNowCourseOptionsFor(locale).map((o) => ({ value: o.id, label: o.label }))}
      />
      {values.course ? (
        <Select
          label={m.joinNow_paymentMethod({}, { locale })}
          {...fields.field('paymentMethod')}
          placeholder={m.joinNow_paymentPlaceholder({}, { locale })}
          options={joinNowPaymentMethods.map((p) => ({
            value: p,
            label: paymentMethodLabel(p, locale),
          }))}
        />
      ) : null}
      {captcha.element}
      <SubmitButton busy={submission.busy} busyLabel={m.common_sending({}, { locale })}>
        {m.joinNow_submit({}, { locale })}
      </SubmitButton>
    </Form>
  )
}
