import { Textarea, type TextareaProps } from '@mantine/core'
import { ApiError } from '@repo/api'
import { useMutation, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import { useConsoleForm, type FormSchema } from './consoleForm'
import { errorWords } from './errorWords'

const numbers = new Intl.NumberFormat('en')

/**
 * A form that sends one long Markdown text the server checks too (an answer's body, a review's
 * feedback, named `text`): once every field is right it is sent (`send`), and what it changes is
 * read again (`invalidates`); the server's refusal of the text shows on its field, in the
 * console's words, and what was typed stays.
 */
export function useReplyForm<S extends FormSchema>({
  name,
  schema,
  initialValues,
  text,
  send,
  invalidates,
  onSent,
}: {
  name: string
  schema: S
  initialValues: z.input<S>
  text: string
  send: (checked: z.output<S>) => Promise<unknown>
  invalidates: readonly QueryKey[]
  onSent: (checked: z.output<S>) => void
}) {
  const sending = useMutation({
    mutationFn: send,
    meta: { invalidates },
    onSuccess: (_, checked) => onSent(checked),
    onError: (error) => {
      if (error instanceof ApiError && error.field === text)
        form.setFieldError(text, errorWords(error))
    },
  })
  const { form, onSubmit } = useConsoleForm({
    name,
    schema,
    initialValues,
    submit: (checked) => sending.mutate(checked),
  })
  return { form, onSubmit, sending }
}

/** The box of a reply's text: how long it is of the `max` characters, and what it is (`about`). */
export function ReplyBox({
  length,
  max,
  about,
  ...box
}: TextareaProps & { length: number; max: number; about: string }) {
  return (
    <Textarea
      description={`${numbers.format(length)} / ${numbers.format(max)} characters. ${about}`}
      rows={6}
      {...box}
    />
  )
}
