import { Button, CheckboxGroup, Field, toast } from '@repo/ui'
import { env } from '../../config/env'
import { catalogue, messages } from '../../i18n'
import { preloadFormSchemas } from '../../lib/formSchemas'
import { useValidatedForm } from '../../lib/forms'
import { sendToFormService } from '../../lib/formService'
import { useHydrated } from '../../lib/useHydrated'

const m = messages.workshop

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
  const form = useValidatedForm({})
  const { errors, busy, clear } = form
  // Without JavaScript the browser checks the required fields itself.
  const hydrated = useHydrated()

  const onSubmit = form.handleSubmit(async (el) => {
    const data = new FormData(el)
    const forms = await form.loadSchemas({ title: m.errorTitle, text: m.errorText })
    if (!forms) return
    const parsed = form.validate(forms.schemas.workshop, {
      name: data.get('name'),
      whatsapp: data.get('whatsapp'),
      address: data.get('address'),
      institution: data.get('institution'),
      courses: data.getAll('courses[]'),
    })
    if (!parsed) return
    form.setErrors({})
    await form.send(
      async () => {
        // The same URL-encoded fields the browser posts without JavaScript.
        await send(new URLSearchParams(data as unknown as Record<string, string>), action)
        el.reset()
        toast({ title: m.successTitle, description: m.successText, variant: 'success' })
      },
      { title: m.errorTitle, text: m.errorText, log: 'Workshop submit failed:' },
    )
  })

  return (
    <form
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      // zod comes when the learner starts on the form, not with the page.
      onFocusCapture={preloadFormSchemas}
      className="flex flex-col gap-4"
      aria-busy={busy || undefined}
    >
      <Field
        label={m.name}
        name="name"
        autoComplete="name"
        required
        error={errors.name}
        onChange={clear('name')}
      />
      <Field
        label={m.whatsapp}
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={messages.joinNow.whatsappHint}
        error={errors.whatsapp}
        onChange={clear('whatsapp')}
      />
      <Field
        label={m.address}
        name="address"
        autoComplete="street-address"
        required
        error={errors.address}
        onChange={clear('address')}
      />
      <Field
        label={m.institution}
        name="institution"
        autoComplete="organization"
        required
        error={errors.institution}
        onChange={clear('institution')}
      />
      <CheckboxGroup
        legend={m.courses}
        name="courses[]"
        options={catalogue().courseList.map((c) => ({ value: c.id, label: c.title }))}
        error={errors.courses}
      />
      <Button type="submit" loading={busy}>
        {busy ? messages.common.sending : m.submit}
      </Button>
      <noscript>
        <p className="text-sm text-slate-600 dark:text-slate-300">{m.noScriptNote}</p>
      </noscript>
    </form>
  )
}
