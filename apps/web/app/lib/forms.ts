import { toast } from '@repo/ui'
import type { FormSchemas } from '@repo/courses/forms'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { m, useLocale } from '../i18n'
import { browserOffline, captchaRefusedText, rateLimitedText } from './apiError'
import { formSchemas, preloadFormSchemas } from './formSchemas'

/**
 * Field name -> first error message, from a failed zod parse. The field is the path's first
 * part, or with `leaf` its last (for nested input such as the profile's social links).
 */
function fieldErrors(error: z.ZodError, leaf: boolean): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String((leaf ? issue.path[issue.path.length - 1] : issue.path[0]) ?? '')
    if (key && !(key in out)) out[key] = issue.message
  }
  return out
}

/** Moves focus to the first field (in document order) that has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>) {
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
type Loaded = Awaited<ReturnType<typeof formSchemas>>
type Failure = { title: string; text: string; log?: string }

export type FormOptions<V extends Values, S extends z.ZodType> = {
  initial: V | (() => V)
  /** The form's schema, picked from the schemas in the page's language once they have loaded. */
  schema: (schemas: FormSchemas) => S
  /** What the schema reads; the values by default (a native form reads its FormData). */
  input?: (values: V, form: HTMLFormElement) => unknown
  /** Nested input: an error goes to the field named by its path's last part. */
  leaf?: boolean
  /** Fields whose being blank also says 'Missing Information' in a toast. */
  required?: readonly (keyof V & string)[]
  /** Said when the schemas could not load (offline, mostly) and, without onError, when sending fails. */
  failure: Failure
  /** After the data passed the schema: false keeps the form as it is (a security check not done). */
  ready?: () => boolean
  /** Sends the parsed data; `hold()` keeps the form locked after a success (the page navigates away). */
  submit: (
    data: z.output<S>,
    context: { form: HTMLFormElement; hold: () => void; forms: Loaded },
  ) => Promise<unknown>
  /**
   * A failed submit. Without it, the public forms' way: refused at once when offline, the
   * failure logged and toasted (with the offline text, how long a limit asks to wait, or that
   * the security check did not pass).
   */
  onError?: (error: unknown) => void
  /** Runs after a field changed; may return other values to change with it. */
  onChange?: (name: keyof V & string, value: string) => Partial<V> | void
}

/**
 * Every form of the learner site (docs/decisions/0066-one-form-hook.md). `fields` is what was
 * typed and what is wrong with it; `submission` checks it with the form's zod schema (errors on
 * the fields, focus on the first, 'Missing Information' when a required field is blank) and
 * sends it one submission at a time, keeping everything typed when it fails. zod comes with the
 * form's first focus (`submission.attrs`), not with the page.
 */
export function useForm<V extends Values, S extends z.ZodType>(options: FormOptions<V, S>) {
  const { initial, onChange } = options
  const locale = useLocale()
  const [start] = useState(initial)
  const [values, setValues] = useState<V>(start)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  // The form last submitted, to focus its fields.
  const formEl = useRef<HTMLFormElement | null>(null)

  const offlineText = () => m.common_offline({}, { locale })

  /** Shows (or with no message clears) one field's error. */
  function setError(name: string, message?: string) {
    setErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest))
  }

  /** The change handler of a controlled field. */
  const set = (name: keyof V & string) => (e: { target: { value: string } }) => {
    const value = e.target.value
    const more = onChange?.(name, value)
    setValues((v) => ({ ...v, [name]: value, ...more }))
    if (errors[name]) setError(name)
  }

  /** The schemas, or undefined after saying, with this title, that they did not load. */
  async function load(failure: Failure): Promise<Loaded | undefined> {
    try {
      return await formSchemas(locale)
    } catch (error) {
      console.warn('The form schemas did not load:', error)
      const description = browserOffline() ? offlineText() : failure.text
      toast({ title: failure.title, description, variant: 'destructive' })
      return undefined
    }
  }

  const fields = {
    values,
    errors,
    setValues,
    setError,
    /**
     * A controlled field's wiring, spread onto `Field`, `Textarea` or `Select`:
     * `<EmailField label={…} {...fields.field('email')} required />`.
     */
    field: (name: keyof V & string) => ({
      name,
      value: values[name],
      onChange: set(name),
      error: errors[name],
    }),
    /** An uncontrolled field's wiring (the browser keeps its value): its error, cleared on input. */
    uncontrolled: (name: string) => ({
      name,
      error: errors[name],
      onChange: () => errors[name] && setError(name),
    }),
    /** Focuses a field of the form last submitted (a refusal of the server's about it). */
    focus: (name: string) => focusFirstInvalid(formEl.current, { [name]: '' }),
    /**
     * One value checked alone against a schema (a chosen file): its parsed value, or its error
     * (also shown on the field named `name`); undefined when the schemas did not load (said).
     */
    async check<T extends z.ZodType>(
      name: string,
      schema: (schemas: FormSchemas) => T,
      value: unknown,
      failure: Failure,
    ): Promise<{ data: z.output<T> } | { error: string } | undefined> {
      const loaded = await load(failure)
      if (!loaded) return undefined
      const parsed = schema(loaded.schemas).safeParse(value)
      if (parsed.success) return { data: parsed.data }
      const error = parsed.error.issues[0]?.message ?? failure.text
      setError(name, error)
      return { error }
    },
    /** Back to the first values, without errors (after a success). */
    reset() {
      setValues(start)
      setErrors({})
    },
  }

  /** The form's submit handler: the browser's own submission is replaced, and ignored while sending. */
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (sending.current) return
    const form = (formEl.current = e.currentTarget)
    const { schema, input, leaf = false, required = [], failure, ready, submit, onError } = options
    const forms = await load(failure)
    if (!forms) return
    const parsed = schema(forms.schemas).safeParse(input ? input(values, form) : values)
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error, leaf)
      setErrors(errs)
      if (required.some((f) => !values[f]?.trim())) {
        toast({
          title: m.forms_missingInformation_title({}, { locale }),
          description: m.forms_missingInformation_description({}, { locale }),
          variant: 'destructive',
        })
      }
      focusFirstInvalid(form, errs)
      return
    }
    setErrors({})
    if (ready && !ready()) return
    const fail = (description: string) =>
      toast({ title: failure.title, description, variant: 'destructive' })
    if (!onError && browserOffline()) return fail(offlineText())
    let held = false
    sending.current = true
    setBusy(true)
    try {
      await submit(parsed.data, { form, forms, hold: () => (held = true) })
      if (!held) sending.current = false
    } catch (error) {
      sending.current = false
      if (onError) onError(error)
      else {
        console.warn(failure.log ?? 'Form submit failed:', error)
        fail(
          rateLimitedText(error, locale) ??
            captchaRefusedText(error, locale) ??
            (browserOffline() ? offlineText() : failure.text),
        )
      }
    } finally {
      setBusy(false)
    }
  }

  const submission = {
    busy,
    onSubmit,
    /** Whether a submission is under way (or held after a success). The same function on every render. */
    sending: useCallback(() => sending.current, []),
    /**
     * Spread onto `<form>`: zod comes when the learner starts on the form, not with the page;
     * assistive technology hears it is busy.
     */
    attrs: { onFocusCapture: preloadFormSchemas, 'aria-busy': busy || undefined },
  }

  return { fields, submission }
}
