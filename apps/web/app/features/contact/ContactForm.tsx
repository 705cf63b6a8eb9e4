import { Button, Field, Textarea, toast } from '@repo/ui'
import { useRef, useState, type FormEvent } from 'react'
import { catalogue, messages } from '../../i18n'
import { fieldErrors, focusFirstInvalid, isOffline } from '../../lib/forms'
import { sendToFormService } from '../../lib/formService'
import { useHydrated } from '../../lib/useHydrated'
import { env } from '../../config/env'

const m = messages.contact
const empty = { name: '', email: '', subject: '', message: '' }
const requiredFields = ['name', 'email', 'message'] as const

export function ContactForm({ send = sendToFormService }: { send?: typeof sendToFormService }) {
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()

  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => {
    const value = e.target.value
    setValues((v) => ({ ...v, [name]: value }))
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    const parsed = catalogue().forms.contact.safeParse(values)
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
      toast({ title: m.errorTitle, description: messages.common.offline, variant: 'destructive' })
      return
    }
    setBusy(true)
    try {
      const { name, email, subject, message } = parsed.data
      await send({ name, email, subject: subject ?? '', message, _replyto: email })
      setValues(empty)
      setErrors({})
      toast({ title: m.successTitle, description: m.successText, variant: 'success' })
    } catch (error) {
      console.warn('Contact submit failed:', error)
      // What was typed stays in the form.
      toast({
        title: m.errorTitle,
        description: isOffline() ? messages.common.offline : m.errorText,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    // Before the JavaScript has arrived (or if it fails) the browser posts the form to the
    // form service itself and checks the required fields; once hydrated, this component does.
    <form
      ref={formRef}
      method="post"
      action={env.formEndpoint}
      noValidate={hydrated}
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
        label={m.subject}
        name="subject"
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
      />
      <Textarea
        label={m.message}
        name="message"
        required
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <Button type="submit" loading={busy}>
        {busy ? messages.common.sending : m.submit}
      </Button>
    </form>
  )
}
