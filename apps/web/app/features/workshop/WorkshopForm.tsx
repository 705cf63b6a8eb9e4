import { courseListFor } from '@repo/courses'
import { CheckboxGroup, Field, NameField, PhoneField, toast } from '@repo/ui'
import { env } from '../../config/env'
import { m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { Form, SubmitButton } from '../../lib/Form'
import { sendToFormService } from '../../lib/formService'
import { useHydrated } from '../../lib/useHydrated'

/**
 * A native form (method="post" to the form service) so it works before and without
 * JavaScript (then the browser checks the required fields). With JavaScript it is validated first and sent in the background, so a
 * failure keeps everything typed on the page.
 */
export function WorkshopForm({
  send = sendToFormService,
  action = env.formEndpoint,
}: {
  send?: typeof sendToFormService
  action?: string
}) {
  const locale = useLocale()
  // Without JavaScript the browser checks the required fields itself.
  const hydrated = useHydrated()
  const { fields, submission } = useForm({
    initial: {},
    schema: (schemas) => schemas.workshop,
    // The browser keeps the values (it posts them without JavaScript).
    schemaInput: (_values, el) => {
      const data = new FormData(el)
      return {
        name: data.get('name'),
        whatsapp: data.get('whatsapp'),
        address: data.get('address'),
        institution: data.get('institution'),
        courses: data.getAll('courses[]'),
      }
    },
    // Said when the form cannot be checked (its schemas did not load) or sent.
    failureToast: {
      title: m.workshop_errorTitle({}, { locale }),
      text: m.workshop_errorText({}, { locale }),
      log: 'Workshop submit failed:',
    },
    send: async (_data, { form }) => {
      // The same URL-encoded fields the browser posts without JavaScript.
      const data = new FormData(form)
      await send(new URLSearchParams(data as unknown as Record<string, string>), action)
      form.reset()
      toast({
        title: m.workshop_successTitle({}, { locale }),
        description: m.workshop_successText({}, { locale }),
        variant: 'success',
      })
    },
  })
  const { uncontrolled } = fields

  return (
    <Form submission={submission} method="post" action={action} noValidate={hydrated}>
      <NameField label={m.workshop_name({}, { locale })} {...uncontrolled('name')} required />
      <PhoneField
        label={m.workshop_whatsapp({}, { locale })}
        {...uncontrolled('whatsapp')}
        required
        hint={m.joinNow_whatsappHint({}, { locale })}
      />
      <Field
        label={m.workshop_address({}, { locale })}
        {...uncontrolled('address')}
        autoComplete="street-address"
        required
      />
      <Field
        label={m.workshop_institution({}, { locale })}
        {...uncontrolled('institution')}
        autoComplete="organization"
        required
      />
      <CheckboxGroup
        legend={m.workshop_courses({}, { locale })}
        name="courses[]"
        options={courseListFor(locale).map((c) => ({ value: c.id, label: c.title }))}
        error={fields.errors.courses}
      />
      <SubmitButton busy={submission.busy} busyLabel={m.common_sending({}, { locale })}>
        {m.workshop_submit({}, { locale })}
      </SubmitButton>
      <noscript>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {m.workshop_noScriptNote({}, { locale })}
        </p>
      </noscript>
    </Form>
  )
}
