import { useState, type FormEvent } from 'react'
import { m, useLocale } from '../../i18n'
import { SendFooter } from '../../components/SendStatus'
import { Form } from '../../lib/Form'
import { QuestionField } from './QuestionField'
import { preloadSend, useQuizSend, type QuizSendOptions } from './useQuizSend'

/**
 * The quiz's questions, all on one page: 5 to 10 short questions read best scrolled on a phone,
 * each answered in place and checked again before sending, with one Send (no Next/Back taps on a
 * slow phone, nothing hidden from a screen reader's list of fields). Every choice is kept on the
 * phone at once; a question left unanswered is named when sending and focused.
 */
export function QuizForm(options: QuizSendOptions) {
  const { questions } = options
  const locale = useLocale()
  const { answers, choose, send, status, statusRef, busy } = useQuizSend(options)
  // The questions left unanswered at the last tap of Send (cleared as each is answered).
  const [missing, setMissing] = useState<string[]>([])
  const answered = questions.filter((q) => (answers[q.id]?.length ?? 0) > 0).length
  const total = questions.length

  /** Sends once every question is answered; else names and focuses the first left. */
  async function onSubmit(e: FormEvent<HTMLFormElement>): Promise<undefined> {
    e.preventDefault()
    if (busy) return
    const left = questions.filter((q) => !answers[q.id]?.length).map((q) => q.id)
    setMissing(left)
    if (left.length > 0)
      e.currentTarget.querySelector<HTMLInputElement>(`input[name="${left[0]}"]`)?.focus()
    else await send()
  }

  return (
    <Form
      submission={{
        onSubmit,
        attrs: { onFocusCapture: preloadSend, 'aria-busy': busy || undefined },
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{m.quiz_intro({}, { locale })}</p>
      {questions.map((question, i) => (
        <QuestionField
          key={question.id}
          question={question}
          n={i + 1}
          total={total}
          chosen={answers[question.id] ?? []}
          onChange={(chosen) => {
            preloadSend()
            choose(question.id, chosen)
            if (chosen.length > 0) setMissing((ids) => ids.filter((id) => id !== question.id))
          }}
          error={missing.includes(question.id) ? m.quiz_unanswered({}, { locale }) : undefined}
          disabled={busy}
        />
      ))}
      <p className="font-semibold" data-testid="quiz-answered">
        {m.quiz_answered({ n: answered, total }, { locale })}
      </p>
      {missing.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {m.quiz_answerEvery({ n: missing.length }, { locale })}
        </p>
      ) : null}
      <SendFooter
        busy={busy}
        label={m.quiz_send({}, { locale })}
        busyLabel={m.quiz_sending({}, { locale })}
        statusRef={statusRef}
        className="outline-none"
        status={status}
        onRetry={() => void send()}
        words={[m.quiz_waitingSignal, m.quiz_sendNow, m.quiz_kept]}
        waitingTestId="quiz-waiting"
      />
    </Form>
  )
}
