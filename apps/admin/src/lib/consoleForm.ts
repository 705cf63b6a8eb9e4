/**
 * The console's forms: Mantine's form validated by a zod schema (docs/decisions/0068). The
 * schema is the one the data already has where it has one (the learner site's login and coupon
 * schemas in @repo/courses/forms, the wallet sender's in @repo/api); a form never checks a field
 * by hand.
 */
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form'
import { ApiError } from '@repo/api'
import type { FormEvent } from 'react'
import type { z } from 'zod'
import type { $ZodStandardSchema } from 'zod/v4/core'
import { errorWords, type ConsoleOperation } from './errorWords'
import { notifyError } from './notify'

/** A schema of a form: its input is the form's values. */
export type FormSchema = z.ZodType<unknown, Record<string, unknown>>

/** A form of useConsoleForm, for a part that renders some of its fields. */
export type ConsoleForm<S extends FormSchema> = UseFormReturnType<z.input<S>, z.output<S>>

/**
 * The schema, its issues said in the console's words for `operation`: what the console says when
 * @repo/api refuses the same input (the operation's words for the field and rule, else the
 * schema's own message). For schemas that carry no words of their own (the wallet sender's).
 */
export function inConsoleWords<S extends FormSchema>(
  schema: S,
  operation: ConsoleOperation,
): { '~standard': $ZodStandardSchema<S> } {
  return {
    '~standard': {
      version: 1,
      vendor: 'admin',
      validate: (value: unknown) => {
        const parsed = schema.safeParse(value)
        if (parsed.success) return { value: parsed.data }
        return {
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path,
            message: errorWords(
              new ApiError({
                kind: 'invalid',
                operation,
                code: issue.code,
                field: typeof issue.path[0] === 'string' ? issue.path[0] : undefined,
                serverText: issue.message,
              }),
            ),
          })),
        }
      },
    },
  }
}

interface ConsoleFormOptions<S extends FormSchema> {
  /** Prefixes the fields' data-path, so the first wrong field is found in this form. */
  name: string
  schema: S
  initialValues: z.input<S>
  /** Whose words the issues take (see inConsoleWords); without it, the schema's own messages. */
  operation?: ConsoleOperation
  /** Also says the first problem in a red notification: the forms whose refusals always were one. */
  notifyInvalid?: boolean
  /** Sends the schema's output (trimmed, normalised), once every field is right. */
  submit: (data: z.output<S>) => unknown
}

/** The wrong field that comes first on the page, or the first error when none is on the page. */
function firstInvalid(errors: FormErrors, nodeOf: (path: string) => HTMLElement | null) {
  const wrong = Object.entries(errors)
    .filter(([, message]) => message)
    .map(([path, message]) => ({ node: nodeOf(path), message: String(message) }))
  const onPage = wrong
    .filter((w) => w.node !== null)
    .sort((a, b) =>
      a.node!.compareDocumentPosition(b.node!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
  return onPage[0] ?? wrong[0]
}

/**
 * `form` is Mantine's (spread `form.getInputProps(field)` onto each input: its error, with
 * aria-invalid and aria-describedby); `onSubmit` goes on the `<form>`: `submit` gets the
 * schema's output only when every field is right, otherwise the errors show on their fields
 * and the first wrong one takes the focus.
 */
export function useConsoleForm<S extends FormSchema>({
  name,
  schema,
  initialValues,
  operation,
  notifyInvalid = false,
  submit,
}: ConsoleFormOptions<S>) {
  const form = useForm<z.input<S>, z.output<S>>({
    name,
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(operation ? inConsoleWords(schema, operation) : schema, {
      sync: true,
    }),
    transformValues: (values) => schema.parse(values),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      (data) => void submit(data),
      (errors) => {
        const first = firstInvalid(errors, (path) => form.getInputNode(path))
        first?.node?.focus()
        if (notifyInvalid && first) notifyError(null, first.message)
      },
    )(event)
  return { form, onSubmit }
}
