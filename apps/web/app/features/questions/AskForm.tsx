import { askQuestion, questionsPage } from '@repo/api'
import { m, useLocale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { draftKey } from './draft'
import { useQuestions } from './scope'
import { TextForm } from './TextForm'
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
  return (
    <section aria-labelledby="ask-title" className="flex flex-col gap-3">
      <h3 id="ask-title" className="text-base font-bold">
        {m.questions_askTitle({}, { locale })}
      </h3>
      <TextForm
        form={form}
        field={{
          label: m.questions_askLabel({}, { locale }),
          hint: m.questions_askHint({}, { locale }),
        }}
        send={m.questions_send({}, { locale })}
        testId="ask-status"
      />
    </section>
  )
}
