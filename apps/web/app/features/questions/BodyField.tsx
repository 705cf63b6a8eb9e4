import { MAX_QUESTION_CHARS } from '@repo/courses'
import { Textarea } from '@repo/ui'
import { useId, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { Markdown } from '../../components/Markdown'
import type { useTextForm } from './useTextForm'

/**
 * The text of a question, an answer or an edit: its field (no `maxLength`: a pasted text over
 * the limit is kept whole and said too long, never cut), how many characters of 4,000 it holds,
 * and a preview of its Markdown as the page will show it.
 */
export function BodyField({
  label,
  hint,
  form,
  rows = 4,
}: {
  label: string
  hint?: string
  form: Pick<ReturnType<typeof useTextForm>, 'fields' | 'errorText'>
  rows?: number
}) {
  const locale = useLocale()
  const [preview, setPreview] = useState(false)
  const previewId = useId()
  const text = form.fields.values.body
  const count = text.trim().length
  const over = count > MAX_QUESTION_CHARS
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        label={label}
        hint={hint}
        rows={rows}
        {...form.fields.field('body')}
        error={form.errorText}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-pressed={preview}
          aria-controls={previewId}
          onClick={() => setPreview((p) => !p)}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold dark:border-slate-600"
        >
          {m.questions_preview({}, { locale })}
        </button>
        <p
          data-testid="text-counter"
          className={`text-sm ${over ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
        >
          {m.questions_counter({ count, max: MAX_QUESTION_CHARS }, { locale })}
        </p>
      </div>
      <div id={previewId}>
        {preview ? (
          <section
            aria-label={m.questions_previewOf({}, { locale })}
            data-testid="text-preview"
            className="rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-600"
          >
            {text.trim() ? (
              <Markdown text={text} className="break-words" />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {m.questions_previewEmpty({}, { locale })}
              </p>
            )}
          </section>
        ) : null}
      </div>
    </div>
  )
}
