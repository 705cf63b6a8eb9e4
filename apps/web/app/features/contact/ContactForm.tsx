import { EmailField, Field, NameField, Textarea, toast } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { Form, SubmitButton } from '../../lib/Form'
import { sendToFormService } from '../../lib/formService'
import { useHydrated } from '../../lib/useHydrated'
import { env } from '../../config/env'

const empty = { name: '', email: '', subject: '', message: '' }
const requiredFields = ['name', 'email', 'message'] as const

export function ContactForm({ send = sendToFormService }: { send?: typeof sendToFormService }) {
  const locale = useLocale()
  const hydrated = useHydrated()
  const { fields, submission } = useForm({
    initial: empty,
    schema: (schemas) => schemas.contact,
    required: requiredFields,
    // Said when the form cannot be checked (its schemas did not load) or sent.
    failureToast: {
      title: m.contact_errorTitle({}, { locale }),
      text: m.contact_errorText({}, { locale }),
      log: 'Contact submit failed:',
    },
    // What was typed stays in the form when sending fails.
    send: async ({ name, email, subject, message }) => {
      await send({ name, email, subject: subject ?? '', message, _replyto: email })
      fields.reset()
      toast({
        title: m.contact_successTitle({}, { locale }),
        description: m.contact_successText({}, { locale }),
        variant: 'success',
      })
    },
  })

  return (
    // Before the JavaScript has arrived (or if it fails) the browser posts the form to the
    // form service itself and checks the required fields; once hydrated, this component does.
    <Form submission={submission} method="post" action={env.formEndpoint} noValidate={hydrated}>
      <NameField label={m.contact_name({}, { locale })} {...fields.field('name')} required />
      <EmailField label={m.contact_email({}, { locale })} {...fields.field('email')} required />
      <Field label={m.contact_subject({}, { locale })} {...fields.field('subject')} />
      <Textarea label={m.contact_message({}, { locale })} {...fields.field('message')} required />
      <SubmitButton busy={submission.busy} busyLabel={m.common_sending({}, { locale })}>
        {m.contact_submit({}, { locale })}
      </SubmitButton>
    </Form>
  )
}
