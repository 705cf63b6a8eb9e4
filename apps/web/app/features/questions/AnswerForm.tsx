import { answerQuestion, answersPage, type QuestionAnswer } from '@repo/api'
import { m, useLocale } from '../../i18n'
import { Form, SubmitButton } from '../../lib/Form'
import type { SupabaseClient } from '../../lib/supabase'
import { BodyField } from './BodyField'
import { draftKey } from './draft'
import { SendStatus } from './SendStatus'
import { useQuestions } from './scope'
import { useTextForm } from './useTextForm'

/** An answer cut by the signal that landed after all: the learner's own, with this text. */
async function alreadyAnswered(
  client: SupabaseClient,
  questionId: string,
  body: string,
): Promise<QuestionAnswer | undefined> {
  const page = await answersPage(client, questionId, { limit: 99 })
  return page.rows.findLast((a) => a.mine && a.body === body)
}

/** An answer to a question: kept per question until it is posted, then shown under the others. */
export function AnswerForm({
  questionId,
  onAnswered,
}: {
  questionId: string
  onAnswered: (answer: QuestionAnswer) => void
}) {
  const locale = useLocale()
  const { client, userId } = useQuestions()
  const form = useTextForm({
    draft: draftKey(userId, `question:${questionId}`),
    schema: 'answer',
    send: async (body, again) => {
      const landed = again ? await alreadyAnswered(client, questionId, body) : undefined
      onAnswered(landed ?? (await answerQuestion(client, { questionId, body })))
    },
    done: m.questions_answerSent({}, { locale }),
  })
  const { submission, status, statusRef, sendAgain } = form
  return (
    <Form submission={submission} className="flex flex-col gap-3">
      <BodyField label={m.questions_answerLabel({}, { locale })} form={form} rows={3} />
      <SubmitButton
        busy={submission.busy}
        busyLabel={m.questions_sending({}, { locale })}
        className="self-start"
      >
        {m.questions_answerSend({}, { locale })}
      </SubmitButton>
      <div ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="answer-status">
        <SendStatus status={status} onRetry={sendAgain} />
      </div>
    </Form>
  )
}
