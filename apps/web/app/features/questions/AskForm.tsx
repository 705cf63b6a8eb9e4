import { askQuestion, questionsPage } from '@repo/api'
import { m, useLocale } from '../../i18n'
import { Form, SubmitButton } from '../../lib/Form'
import type { SupabaseClient } from '../../lib/supabase'
import { BodyField } from './BodyField'
import { draftKey } from './draft'
import { SendStatus } from './SendStatus'
import { useQuestions } from './scope'
import { useTextForm } from './useTextForm'

/**
 * Whether a question cut by the signal landed after all (its answer lost): the learner's own,
 * with this text, among the lesson's newest. Sending it again would ask it twice.
 */
async function alreadyAsked(
  client: SupabaseClient,
  courseId: string,
  lessonId: string,
  body: string,
): Promise<boolean> {
  const page = await questionsPage(client, { courseId, lessonId })
  return page.rows.some((q) => q.mine && q.body === body)
}

/** "Ask": the question's text with its preview, kept per lesson until it is posted. */
export function AskForm({
  lessonId,
  onAsked,
}: {
  lessonId: string
  /** The question is posted: the lesson's list reads its first page again. */
  onAsked: () => void
}) {
  const locale = useLocale()
  const { client, userId, courseId } = useQuestions()
  const form = useTextForm({
    draft: draftKey(userId, `lesson:${lessonId}`),
    schema: 'ask',
    send: async (body, again) => {
      if (again && (await alreadyAsked(client, courseId, lessonId, body))) return
      await askQuestion(client, { lessonId, body })
    },
    done: m.questions_asked({}, { locale }),
    onDone: onAsked,
  })
  const { submission, status, statusRef, sendAgain } = form
  return (
    <section aria-labelledby="ask-title" className="flex flex-col gap-3">
      <h3 id="ask-title" className="text-base font-bold">
        {m.questions_askTitle({}, { locale })}
      </h3>
      <Form submission={submission} className="flex flex-col gap-3">
        <BodyField
          label={m.questions_askLabel({}, { locale })}
          hint={m.questions_askHint({}, { locale })}
          form={form}
        />
        <SubmitButton
          busy={submission.busy}
          busyLabel={m.questions_sending({}, { locale })}
          className="self-start"
        >
          {m.questions_send({}, { locale })}
        </SubmitButton>
        <div ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="ask-status">
          <SendStatus status={status} onRetry={sendAgain} />
        </div>
      </Form>
    </section>
  )
}
