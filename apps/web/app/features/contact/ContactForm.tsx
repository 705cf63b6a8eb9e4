import { Button, EmailField, Field, NameField, Textarea, toast } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { useValidatedForm } from '../../lib/forms'
import { sendToFormService } from '../../lib/formService'
import { useHydrated } from '../../lib/useHydrated'
import { env } from '../../config/env'

const empty = { name: '', email: '', subject: '', message: '' }
const requiredFields = ['name', 'email', 'message'] as const

export function ContactForm({ send = sendToFormService }: { send?: typeof sendToFormService }) {
  const locale = useLocale()
  const form = useValidatedForm(empty)
  const { values, busy } = form
  const hydrated = useHydrated()

  // Said when the form cannot be checked (its schemas did not load) or sent.
  const failure = {
    title: m.contact_errorTitle({}, { locale }),
    text: m.contact_errorText({}, { locale }),
  }

  const onSubmit = form.handleSubmit(async () => {
    const forms = await form.loadSchemas(failure)
    if (!forms) return
    const data = form.validate(forms.schemas.contact, values, { required: requiredFields })
    if (!data) return
    // What was typed stays in the form when sending fails.
    await form.send(
      async () => {
        const { name, email, subject, message } = data
        await send({ name, email, subject: subject ?? '', message, _replyto: email })
        form.reset()
        toast({
          title: m.contact_successTitle({}, { locale }),
          description: m.contact_successText({}, { locale }),
          variant: 'success',
        })
      },
      { ...failure, log: 'Contact submit failed:' },
    )
  })

  return (
    // Before the JavaScript has arrived (or if it fails) the browser posts the form to the
    // form service itself and checks the required fields; once hydrated, this component does.
    <form
      method="post"
      action={env.formEndpoint}
      noValidate={hydrated}
      onSubmit={onSubmit}
      {...form.attrs}
      className="flex flex-col gap-4"
    >
      <NameField label={m.contact_name({}, { locale })} {...form.field('name')} required />
      <EmailField label={m.contact_email({}, { locale })} {...form.field('email')} required />
      <Field label={m.contact_subject({}, { locale })} {...form.field('subject')} />
      <Textarea label={m.contact_message({}, { locale })} {...form.field('message')} required />
      <Button type="submit" loading={busy}>
        {busy ? m.common_sending({}, { locale }) : m.contact_submit({}, { locale })}
      </Button>
    </form>
  )
}
