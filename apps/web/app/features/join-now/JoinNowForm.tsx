import {
  joinNowPaymentMethods,
  paymentMethodLabel,
  toJoinNowRecord,
  type JoinNowForm as JoinNowData,
} from '@repo/courses'
import { Button, Field, Select, toast } from '@repo/ui'
import { useRef, useState, type FormEvent } from 'react'
import { catalogue, currentLocale, messages } from '../../i18n'
import { fieldErrors, focusFirstInvalid, isOffline } from '../../lib/forms'
import { getSupabase } from '../../lib/supabase'
import { saveJoinNowRecord } from './storage'

const m = messages.joinNow
const empty = { name: '', email: '', whatsapp: '', course: '', paymentMethod: '' }
const requiredFields = ['name', 'email', 'whatsapp', 'course'] as const

/** Sends the lead to the backend (public.leads, insert only). Replaceable in tests. */
export async function sendLead(data: JoinNowData): Promise<void> {
  const client = await getSupabase()
  if (!client) throw new Error('The backend is not configured')
  const { submitLead } = await import('@repo/api')
  await submitLead(client, data)
}

export function JoinNowForm({ send = sendLead }: { send?: (data: JoinNowData) => Promise<void> }) {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => {
    const value = e.target.value
    setValues((v) => ({
      ...v,
      [name]: value,
      ...(name === 'course' && !value ? { paymentMethod: '' } : {}),
    }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    const parsed = catalogue().forms.joinNow.safeParse(values)
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error)
      setErrors(errs)
      if (requiredFields.some((f) => !values[f].trim())) {
        toast({
          title: messages.forms.missingInformation.title,
          description: messages.forms.missingInformation.description,
          variant: 'destructive',
        })
      }
      focusFirstInvalid(formRef.current, errs)
      return
    }
    if (isOffline()) {
      toast({ title: m.failedTitle, description: messages.common.offline, variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      await send(parsed.data)
      try {
        saveJoinNowRecord(toJoinNowRecord(parsed.data))
      } catch (error) {
        // The team has the lead; only this browser's copy is missing.
        console.warn('Could not keep the enrolment in this browser:', error)
      }
      setValues(empty)
      setErrors({})
      toast({ title: m.successTitle, description: m.successText, variant: 'success' })
    } catch (error) {
      console.warn('Join-now submit failed:', error)
      toast({
        title: m.failedTitle,
        description: isOffline() ? messages.common.offline : m.failedText,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
    >
      <Field
        label={m.name}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Field
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={m.whatsapp}
        name="whatsapp"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint={m.whatsappHint}
        value={values.whatsapp}
        onChange={set('whatsapp')}
        error={errors.whatsapp}
      />
      <Select
        label={m.course}
        name="course"
        required
        placeholder={m.coursePlaceholder}
        options={catalogue().joinNowCourseOptions.map((o) => ({ value: o.id, label: o.label }))}
        value={values.course}
        onChange={set('course')}
        error={errors.course}
      />
      {values.course ? (
        <Select
          label={m.paymentMethod}
          name="paymentMethod"
          placeholder={m.paymentPlaceholder}
          options={joinNowPaymentMethods.map((p) => ({ value: p, label: paymentMethodLabel(p, currentLocale()) }))}
          value={values.paymentMethod}
          onChange={set('paymentMethod')}
          error={errors.paymentMethod}
        />
      ) : null}
      <Button type="submit" loading={busy}>
        {busy ? messages.common.sending : m.submit}
      </Button>
    </form>
  )
}
