import { toast } from '@repo/ui'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { m, useLocale } from '../i18n'
import { browserOffline, captchaRefusedText, rateLimitedText } from './apiError'
import { formSchemas, preloadFormSchemas } from './formSchemas'

/**
 * Field name -> first error message, from a failed zod parse. The field is the path's first
 * part, or with `leaf` its last (for nested input such as the profile's social links).
 */
export function fieldErrors(
  error: z.ZodError,
  { leaf = false }: { leaf?: boolean } = {},
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String((leaf ? issue.path[issue.path.length - 1] : issue.path[0]) ?? '')
    if (key && !(key in out)) out[key] = issue.message
  }
  return out
}

/** Moves focus to the first field (in document order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name?.replace(/\[\]$/, '')
    if (name && name in errors && el instanceof HTMLElement) {
      el.focus()
      return
    }
  }
}

type Values = Record<string, string>

/**
 * What every form of the site does the same way: the typed values, each field's error (cleared
 * when that field changes), validation with zod (errors on the fields, focus on the first, the
 * 'Missing Information' toast when a required field is empty), and one submission at a time
 * (`busy` for the button; a failure keeps everything typed).
 */
export function useValidatedForm<V extends Values>(
  initial: V | (() => V),
  /** Runs after a field changed; may return other values to change with it. */
  onChange?: (name: keyof V, value: string) => Partial<V> | void,
) {
  const locale = useLocale()
  const [start] = useState(initial)
  const [values, setValues] = useState<V>(start)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  // The form being submitted, to focus its first invalid field.
  const formEl = useRef<HTMLFormElement | null>(null)

  /** The change handler of an uncontrolled field: only clears its error. */
  const clear = (name: string) => () => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  /** The change handler of a controlled field. */
  const set = (name: keyof V & string) => (e: { target: { value: string } }) => {
    const value = e.target.value
    const more = onChange?.(name, value)
    setValues((v) => ({ ...v, [name]: value, ...more }))
    clear(name)()
  }

  /**
   * A controlled field's wiring, spread onto `Field`, `Textarea` or `Select`:
   * `<EmailField label={…} {...form.field('email')} required />`.
   */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: errors[name],
  })

  /** Shows these errors on their fields and focuses the first. */
  function invalid(errs: Record<string, string>) {
    setErrors(errs)
    focusFirstInvalid(formEl.current, errs)
  }

  /** The parsed data, or undefined after showing what is wrong. */
  function validate<S extends z.ZodType>(
    schema: S,
    input: unknown = values,
    { required = [], leaf = false }: { required?: readonly (keyof V)[]; leaf?: boolean } = {},
  ): z.output<S> | undefined {
    const parsed = schema.safeParse(input)
    if (parsed.success) return parsed.data
    const errs = fieldErrors(parsed.error, { leaf })
    setErrors(errs)
    if (required.some((f) => !values[f]?.trim())) {
      toast({
        title: m.forms_missingInformation_title({}, { locale }),
        description: m.forms_missingInformation_description({}, { locale }),
        variant: 'destructive',
      })
    }
    focusFirstInvalid(formEl.current, errs)
    return undefined
  }

  /** The form's submit handler: the browser's own submission is replaced, and ignored while sending. */
  const handleSubmit =
    (submit: (form: HTMLFormElement) => unknown) => (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      if (sending.current) return
      formEl.current = e.currentTarget
      return submit(e.currentTarget)
    }

  /** Whether a submission is under way (or held after a success). The same function on every render. */
  const isSending = useCallback(() => sending.current, [])

  /**
   * Runs the request with the form busy; `onError` handles a failure (the values stay).
   * With `hold` the form stays locked after a success (the page navigates away).
   */
  async function run(
    task: () => Promise<unknown>,
    onError: (error: unknown) => void,
    { hold = false } = {},
  ) {
    sending.current = true
    setBusy(true)
    try {
      await task()
      if (!hold) sending.current = false
    } catch (error) {
      sending.current = false
      onError(error)
    } finally {
      setBusy(false)
    }
  }

  /**
   * `run` for the public forms: refused at once when offline, and a failure is logged and
   * toasted with this title (and the offline text when the connection went meanwhile, how long
   * to wait when a limit refused it, or that the security check did not pass).
   */
  async function send(
    task: () => Promise<unknown>,
    failure: { title: string; text: string; log: string },
  ) {
    const fail = (description: string) =>
      toast({ title: failure.title, description, variant: 'destructive' })
    if (browserOffline()) return fail(m.common_offline({}, { locale }))
    await run(task, (error) => {
      console.warn(failure.log, error)
      fail(
        rateLimitedText(error, locale) ??
          captchaRefusedText(error, locale) ??
          (browserOffline() ? m.common_offline({}, { locale }) : failure.text),
      )
    })
  }

  /**
   * The form schemas (loaded on the form's first focus, see formSchemas.ts), or undefined after
   * telling the learner, with this title, that they could not be loaded (offline, mostly).
   */
  async function loadSchemas(failure: { title: string; text: string }) {
    try {
      return await formSchemas(locale)
    } catch (error) {
      console.warn('The form schemas did not load:', error)
      toast({
        title: failure.title,
        description: browserOffline() ? m.common_offline({}, { locale }) : failure.text,
        variant: 'destructive',
      })
      return undefined
    }
  }

  /**
   * The attributes every form element of the site carries, spread onto `<form>`: zod comes when
   * the learner starts on the form, not with the page; assistive technology hears it is busy.
   */
  const attrs = { onFocusCapture: preloadFormSchemas, 'aria-busy': busy || undefined }

  /** Back to the first values, without errors (after a success). */
  function reset() {
    setValues(start)
    setErrors({})
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    busy,
    isSending,
    set,
    field,
    attrs,
    clear,
    invalid,
    validate,
    handleSubmit,
    run,
    send,
    loadSchemas,
    reset,
  }
}
