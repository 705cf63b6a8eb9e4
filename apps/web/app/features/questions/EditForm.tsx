import { editAnswer, editQuestion } from '@repo/api'
import { Button } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { Form, SubmitButton } from '../../lib/Form'
import { BodyField } from './BodyField'
import { SendLive } from '../../components/SendStatus'
import { useQuestions } from './scope'
import { useTextForm } from './useTextForm'
import { sendWords } from './words'

/**
 * The author's edit of their question or answer, within 15 minutes of writing it (the database
 * refuses after: edit_window_closed, said in words, the text left in the field).
 */
export function EditForm({
  kind,
  id,
  body,
  onSaved,
  onCancel,
}: {
  kind: 'question' | 'answer'
  id: string
  body: string
  onSaved: (body: string) => void
  onCancel: () => void
}) {
  const locale = useLocale()
  const { client } = useQuestions()
  const form = useTextForm({
    draft: null,
    initial: body,
    schema: kind === 'question' ? 'ask' : 'answer',
    send: async (text) => {
      await (kind === 'question' ? editQuestion(client, id, text) : editAnswer(client, id, text))
      onSaved(text)
    },
    done: m.questions_saved({}, { locale }),
  })
  const { submission, status, statusRef, sendAgain } = form
  return (
    <Form submission={submission} className="flex flex-col gap-3">
      <BodyField label={m.questions_editLabel({}, { locale })} form={form} rows={4} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={submission.busy} busyLabel={m.questions_saving({}, { locale })}>
          {m.questions_save({}, { locale })}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.questions_cancel({}, { locale })}
        </Button>
      </div>
      <SendLive
        statusRef={statusRef}
        testId="edit-status"
        status={status}
        onRetry={sendAgain}
        // The edit stays in its field: nothing is kept on the phone.
        words={[sendWords[0], sendWords[1]]}
      />
    </Form>
  )
}
