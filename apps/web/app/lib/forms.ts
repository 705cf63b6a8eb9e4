import { toast } from '@repo/ui'
import type { FormSchemas } from '@repo/courses/forms'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { m, useLocale } from '../i18n'
import { browserOffline, captchaRefusedText, rateLimitedText } from './apiError'
import { formSchemas, preloadFormSchemas } from './formSchemas'
import { fieldErrors, focusFirstInvalid, type ErrorField } from './formErrors'

type Values = Record<string, string>
type Loaded = Awaited<ReturnType<typeof formSchemas>>

/** A toast's words for a form that could not be checked or sent. */
export type FailureToast = { title: string; text: string; log?: string }

/** A send that did not land. */
export type SendFailure =
  /** Not sent: the browser has no connection. */
  | { ok: false; reason: 'offline' }
  /** Sent and failed: refused by the server, or lost on the way. */
  | { ok: false; reason: 'refused'; error: unknown }

/** How a send ended: what `send` returned, or why not. */
export type SendResult<T> = { ok: true; value: T } | SendFailure

/** How a submit ended: a send's result, or why it stopped before sending. */
export type Outcome<T> =
  | SendResult<T>
  /** A submission is under way (or the page is leaving after one). */
  | { ok: false; reason: 'busy' }
  /** The schemas did not load (said in a toast). */
  | { ok: false; reason: 'unloaded' }
  /** The schema refused the data: errors on the fields, focus on the first. */
  | { ok: false; reason: 'invalid' }
  /** The data passed, but `canSend` said no (a security check not done). */
  | { ok: false; reason: 'not-ready' }

export type FormOptions<V extends Values, S extends z.ZodType, T> = {
  initial: V | (() => V)
  /** The form's schema, picked from the schemas in the page's language once they have loaded. */
  schema: (schemas: FormSchemas) => S
  /** What the schema checks when it is not the values (a native form reads its FormData). */
  schemaInput?: (values: V, form: HTMLFormElement) => unknown
  /** Which part of an error's path names its field: the first (default) or the last (nested input). */
  errorField?: ErrorField
  /** Fields whose being blank also says 'Missing Information' in a toast. */
  required?: readonly (keyof V & string)[]
  /** Said when the schemas do not load and, by default, when sending fails. */
  failureToast: FailureToast
  /** Asked after the data passed the schema: false keeps the form as it is. */
  canSend?: () => boolean
  /** Sent even without a connection: the form waits for the signal, or words the failure itself. */
  sendOffline?: boolean
  /** Sends the checked data; its value is the result's. */
  send: (
    data: z.output<S>,
    context: { form: HTMLFormElement; toJoinNowRecord: Loaded['toJoinNowRecord'] },
  ) => Promise<T>
  /**
   * What the page does with a send's result; it returns 'leaving' when it navigates away (the
   * form stays locked). By default a failure is logged and toasted with `failureToast`'s words,
   * or the offline, limit or security-check text.
   */
  onResult?: (result: SendResult<T>) => 'leaving' | void
  /** Runs after a field changed; may return other values to change with it. */
  onChange?: (name: keyof V & string, value: string) => Partial<V> | void
}

/**
 * Every form of the learner site (docs/decisions/0081-form-hook-outcomes.md). `fields` is what
 * was typed and what is wrong with it; `submission.submit` checks it with the form's zod schema
 * (errors on the fields, focus on the first, 'Missing Information' when a required field is
 * blank), sends it one submission at a time and returns how it ended, keeping everything typed
 * when it fails. zod comes with the form's first focus (`submission.attrs`), not with the page.
 */
export function useForm<V extends Values, S extends z.ZodType, T>(options: FormOptions<V, S, T>) {
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
  const say = (title: string, description: string) =>
    toast({ title, description, variant: 'destructive' })

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

  /** The schemas, or undefined after saying, with this toast's title, that they did not load. */
  async function load(failure: FailureToast): Promise<Loaded | undefined> {
    try {
      return await formSchemas(locale)
    } catch (error) {
      console.warn('The form schemas did not load:', error)
      say(failure.title, browserOffline() ? offlineText() : failure.text)
      return undefined
    }
  }

  /** The public forms' way with a failed send: logged, and toasted in the words that fit it. */
  function toastFailure(result: SendResult<T>) {
    if (result.ok) return
    const { failureToast } = options
    if (result.reason === 'offline') return say(failureToast.title, offlineText())
    console.warn(failureToast.log ?? 'Form submit failed:', result.error)
    say(
      failureToast.title,
      rateLimitedText(result.error, locale) ??
        captchaRefusedText(result.error, locale) ??
        (browserOffline() ? offlineText() : failureToast.text),
    )
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
    async check<C extends z.ZodType>(
      name: string,
      schema: (schemas: FormSchemas) => C,
      value: unknown,
      failure: FailureToast,
    ): Promise<{ data: z.output<C> } | { error: string } | undefined> {
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

  /** Checks the data and sends it, one submission at a time; resolves with how it ended. */
  async function submit(form: HTMLFormElement): Promise<Outcome<T>> {
    if (sending.current) return { ok: false, reason: 'busy' }
    formEl.current = form
    const { schema, schemaInput, errorField, required = [], canSend, send } = options
    const loaded = await load(options.failureToast)
    if (!loaded) return { ok: false, reason: 'unloaded' }
    const parsed = schema(loaded.schemas).safeParse(
      schemaInput ? schemaInput(values, form) : values,
    )
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error, errorField)
      setErrors(errs)
      if (required.some((f) => !values[f]?.trim()))
        say(
          m.forms_missingInformation_title({}, { locale }),
          m.forms_missingInformation_description({}, { locale }),
        )
      focusFirstInvalid(form, errs)
      return { ok: false, reason: 'invalid' }
    }
    setErrors({})
    if (canSend && !canSend()) return { ok: false, reason: 'not-ready' }
    const result = await sendOnce(() =>
      send(parsed.data, { form, toJoinNowRecord: loaded.toJoinNowRecord }),
    )
    const leaving = (options.onResult ?? toastFailure)(result) === 'leaving'
    // A page that navigates away keeps its form locked: nothing is sent twice meanwhile.
    sending.current = leaving
    return result
  }

  /** The send, locked (and said to be busy) while under way; offline, not tried unless asked. */
  async function sendOnce(task: () => Promise<T>): Promise<SendResult<T>> {
    if (!options.sendOffline && browserOffline()) return { ok: false, reason: 'offline' }
    sending.current = true
    setBusy(true)
    try {
      return { ok: true, value: await task() }
    } catch (error) {
      return { ok: false, reason: 'refused', error }
    } finally {
      setBusy(false)
    }
  }

  const submission = {
    busy,
    submit,
    /** The form's submit handler: the browser's own submission is replaced. */
    onSubmit(e: FormEvent<HTMLFormElement>) {
      e.preventDefault()
      void submit(e.currentTarget)
    },
    /** Whether a submission is under way (or the page is leaving). The same function on every render. */
    sending: useCallback(() => sending.current, []),
    /**
     * Spread onto `<form>`: zod comes when the learner starts on the form, not with the page;
     * assistive technology hears it is busy.
     */
    attrs: { onFocusCapture: preloadFormSchemas, 'aria-busy': busy || undefined },
  }

  return { fields, submission }
}
