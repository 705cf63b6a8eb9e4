import { answerQuestion, answersPage, type LessonQuestion, type QuestionAnswer } from '@repo/api'
import { m, useLocale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { draftKey } from './draft'
import { useQuestions } from './scope'
import { TextForm } from './TextForm'
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
  question,
  onAnswered,
}: {
  /** The question answered (its id). */
  question: Pick<LessonQuestion, 'id'>
  /** The answer is posted (or found landed after a cut signal): shown under the others. */
  onAnswered: (answer: QuestionAnswer) => void
}) {
  const locale = useLocale()
  const { client, userId } = useQuestions()
  const form = useTextForm({
    draft: draftKey(userId, `question:${question.id}`),
    schema: 'answer',
    send: async (body, again) => {
      const landed = again ? await alreadyAnswered(client, question.id, body) : undefined
      onAnswered(landed ?? (await answerQuestion(client, { questionId: question.id, body })))
    },
    done: m.questions_answerSent({}, { locale }),
  })
  return (
    <TextForm
      form={form}
      field={{ label: m.questions_answerLabel({}, { locale }), rows: 3 }}
      send={m.questions_answerSend({}, { locale })}
      testId="answer-status"
    />
  )
}
