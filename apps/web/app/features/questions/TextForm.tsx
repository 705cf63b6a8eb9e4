import { m, useLocale } from '../../i18n'
import { SendFooter } from '../../components/SendStatus'
import { Form } from '../../lib/Form'
import { BodyField } from './BodyField'
import type { useTextForm } from './useTextForm'
import { sendWords } from './words'

/** A question's or an answer's form: its text with preview, Send, and the send's live region. */
export function TextForm({
  form,
  field,
  send,
  testId,
}: {
  form: ReturnType<typeof useTextForm>
  /** The text field's label, hint and height. */
  field: { label: string; hint?: string; rows?: number }
  /** The send button's label. */
  send: string
  /** The live region's test id. */
  testId: string
}) {
  const locale = useLocale()
  return (
    <Form submission={form.submission} className="flex flex-col gap-3">
      <BodyField {...field} form={form} />
      <SendFooter
        busy={form.submission.busy}
        label={send}
        busyLabel={m.questions_sending({}, { locale })}
        statusRef={form.statusRef}
        testId={testId}
        status={form.status}
        onRetry={form.sendAgain}
        words={sendWords}
      />
    </Form>
  )
}
