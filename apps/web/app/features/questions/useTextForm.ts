import { isApiError, isNetworkFailure } from '../../lib/apiError'
import { useEffect, useRef, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { preloadFormSchemas } from '../../lib/formSchemas'
import { useSendAgain } from '../../lib/useSendAgain'
import { clearDraft, markCut, readDraft, saveDraft, wasCut } from './draft'
import { fieldErrorText, refusalText } from './words'

/** Where a send stands, said in the live region under its button. */
export type SendState =
  | { kind: 'idle' }
  /** No signal: the text is kept, and sent again when the connection returns (or on tap). */
  | { kind: 'waiting' }
  | { kind: 'refused'; text: string }
  | { kind: 'done'; text: string }

/**
 * A question, an answer or an edit being written and sent, through the site's one form hook
 * (askFormSchema or answerFormSchema of @repo/courses): kept on the phone as it is typed (with
 * `draft`), sent once at a time, kept through a lost signal and sent again when it returns, and
 * every refusal said in the learner's words in the form's live region.
 */
export function useTextForm({
  draft,
  initial = '',
  schema,
  send,
  done,
  onDone,
}: {
  /** Where the text is kept while written (null: not kept, as an edit, whose text is stored). */
  draft: string | null
  initial?: string
  schema: 'ask' | 'answer'
  /** Sends the checked text; `again` when an earlier send of it was cut by the signal. */
  send: (body: string, again: boolean) => Promise<void>
  /** What the live region says once it is sent. */
  done: string
  onDone?: () => void
}) {
  const locale = useLocale()
  const [status, setStatus] = useState<SendState>({ kind: 'idle' })
  const statusRef = useRef<HTMLDivElement>(null)
  // An earlier send of this text was cut by the signal (on this page, or before a reload): it
  // may have landed, its answer lost.
  const [cutBefore] = useState(() => (draft ? wasCut(draft) : false))
  const cut = useRef(cutBefore)

  /** Says where the send stands, and takes the focus there: it is what the learner hears next. */
  const say = (next: SendState) => {
    setStatus(next)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  const { fields, submission } = useForm({
    initial: () => ({ body: (draft && readDraft(draft)) || initial }),
    schema: (schemas) => schemas[schema],
    failureToast: {
      title: m.questions_sendFailed({}, { locale }),
      text: m.questions_error_unknown({}, { locale }),
    },
    // Without a signal the text is kept and sent again when it returns.
    sendOffline: true,
    send: async ({ body }) => {
      setStatus({ kind: 'idle' })
      await send(body, cut.current)
      cut.current = false
      if (draft) clearDraft(draft)
      fields.setValues({ body: draft ? '' : body })
      say({ kind: 'done', text: done })
      onDone?.()
    },
    onResult: (result) => {
      if (result.ok || result.reason === 'offline') return
      const { error } = result
      if (isNetworkFailure(error)) {
        cut.current = true
        if (draft) markCut(draft, true)
        say({ kind: 'waiting' })
        return
      }
      console.warn('Question text refused:', error)
      say({ kind: 'refused', text: refusalText(error, locale) })
      const code = isApiError(error) ? error.code : undefined
      if (code === 'question_too_long' || code === 'question_empty')
        fields.setError('body', fieldErrorText(code, locale))
    },
  })

  // Every change is kept at once; a sent text is forgotten.
  const body = fields.values.body
  useEffect(() => {
    if (draft) saveDraft(draft, body)
  }, [draft, body])

  // A kept text may be sent after the signal goes: its rules come with it, not its first focus.
  useEffect(() => {
    if (draft && readDraft(draft)) preloadFormSchemas()
  }, [draft])

  // A send that waits for the signal goes when it returns, or on the tap.
  const sendAgain = useSendAgain(statusRef, status.kind === 'waiting')

  /** The field's error in words (the schema names the rule by its code). */
  const error = fields.errors.body
  const errorText = error
    ? /^[a-z_]+$/.test(error)
      ? fieldErrorText(error, locale)
      : error
    : undefined

  return { fields, submission, status, statusRef, sendAgain, errorText }
}
