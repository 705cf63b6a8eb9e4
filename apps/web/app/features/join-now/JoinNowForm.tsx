import {
  joinNowCourseOptionsFor,
  joinNowPaymentMethods,
  paymentMethodLabel,
  type JoinNowForm as JoinNowData,
} from '@repo/courses'
import { Button, EmailField, NameField, PhoneField, Select, toast } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { getSupabase } from '../../lib/supabase'
import { saveJoinNowRecord } from './storage'

const empty = { name: '', email: '', whatsapp: '', course: '', paymentMethod: '' }
const requiredFields = ['name', 'email', 'whatsapp', 'course'] as const

/** Sends the lead to the backend (public.leads, insert only). Replaceable in tests. */
export async function sendLead(data: JoinNowData): Promise<void> {
  const client = await getSupabase()
  if (!client) throw new Error('The backend is not configured')
  const { submitLead } = await import('../../lib/lazyApi')
  await submitLead(client, data)
}

export function JoinNowForm({ send = sendLead }: { send?: (data: JoinNowData) => Promise<void> }) {
  const locale = useLocale()
  // No course, no payment method.
  const form = useValidatedForm(empty, (name, value) =>
    name === 'course' && !value ? { paymentMethod: '' } : undefined,
  )
  const { values, busy } = form

  // Said when the form cannot be checked (its schemas did not load) or sent.
  const failure = {
    title: m.joinNow_failedTitle({}, { locale }),
    text: m.joinNow_failedText({}, { locale }),
  }

  const onSubmit = form.handleSubmit(async () => {
    const forms = await form.loadSchemas(failure)
    if (!forms) return
    const data = form.validate(forms.schemas.joinNow, values, { required: requiredFields })
    if (!data) return
    await form.send(
      async () => {
        await send(data)
        try {
          saveJoinNowRecord(forms.toJoinNowRecord(data))
        } catch (error) {
          // The team has the lead; only this browser's copy is missing.
          console.warn('Could not keep the enrolment in this browser:', error)
        }
        form.reset()
        toast({
          title: m.joinNow_successTitle({}, { locale }),
          description: m.joinNow_successText({}, { locale }),
          variant: 'success',
        })
      },
      { ...failure, log: 'Join-now submit failed:' },
    )
  })

  return (
    <form noValidate onSubmit={onSubmit} {...form.attrs} className="flex flex-col gap-4">
      <NameField label={m.joinNow_name({}, { locale })} {...form.field('name')} required />
      <EmailField label={m.joinNow_email({}, { locale })} {...form.field('email')} required />
      <PhoneField
        label={m.joinNow_whatsapp({}, { locale })}
        {...form.field('whatsapp')}
        required
        hint={m.joinNow_whatsappHint({}, { locale })}
      />
      <Select
        label={m.joinNow_course({}, { locale })}
        {...form.field('course')}
        required
        placeholder={m.joinNow_coursePlaceholder({}, { locale })}
        options={joinNowCourseOptionsFor(locale).map((o) => ({ value: o.id, label: o.label }))}
      />
      {values.course ? (
        <Select
          label={m.joinNow_paymentMethod({}, { locale })}
          {...form.field('paymentMethod')}
          placeholder={m.joinNow_paymentPlaceholder({}, { locale })}
          options={joinNowPaymentMethods.map((p) => ({
            value: p,
            label: paymentMethodLabel(p, locale),
          }))}
        />
      ) : null}
      <Button type="submit" loading={busy}>
        {busy ? m.common_sending({}, { locale }) : m.joinNow_submit({}, { locale })}
      </Button>
    </form>
  )
}
