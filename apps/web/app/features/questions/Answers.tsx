import { acceptAnswer, answersPage, type LessonQuestion, type QuestionAnswer } from '@repo/api'
import { Button } from '@repo/ui'
import { useState } from 'react'
import { m, useLocale } from '../../i18n'
import { AnswerForm } from './AnswerForm'
import { Byline, Mark } from './Badges'
import { EditableBody, EditButton } from './EditableBody'
import { MorePages, PagesFailed } from './MorePages'
import { usePages } from './usePages'
import { useQuestions } from './scope'
import { refusalText } from './words'

/**
 * A question's answers, oldest first, a page at a time: mentors' marked, the accepted one marked;
 * the asker accepts one ("Accept this answer": one accepted, accepting another moves the mark);
 * the author edits theirs for 15 minutes; anyone of the course answers.
 */
export function Answers({
  id,
  question,
  onAnswered,
  onAccepted,
}: {
  id: string
  question: LessonQuestion
  onAnswered: () => void
  onAccepted: () => void
}) {
  const locale = useLocale()
  const { client, announce } = useQuestions()
  const { pages, showMore, retry, update, updateAll, append } = usePages(
    'Answers',
    (after) => answersPage(client, question.id, after ? { after } : {}),
    [client, question.id],
  )
  const [accepting, setAccepting] = useState<string | null>(null)
  const [refused, setRefused] = useState<{ id: string; text: string } | null>(null)

  async function accept(answer: QuestionAnswer) {
    setAccepting(answer.id)
    setRefused(null)
    try {
      await acceptAnswer(client, answer.id, true)
      updateAll((a) => ({ ...a, accepted: a.id === answer.id }))
      onAccepted()
      announce(m.questions_acceptedDone({}, { locale }))
    } catch (error) {
      console.warn('Accepting the answer failed:', error)
      setRefused({ id: answer.id, text: refusalText(error, locale) })
    } finally {
      setAccepting(null)
    }
  }

  return (
    <div
      id={id}
      className="flex flex-col gap-3 border-s-2 border-slate-200 ps-3 dark:border-slate-700"
    >
      {pages.status === 'loading' ? (
        <p role="status" className="text-sm">
          {m.questions_answersLoading({}, { locale })}
        </p>
      ) : null}
      {pages.status === 'failed' ? (
        <PagesFailed text={m.questions_answersFailed({}, { locale })} retry={retry} small />
      ) : null}
      {pages.status === 'ready' && pages.rows.length === 0 ? (
        <p className="text-sm">{m.questions_noAnswers({}, { locale })}</p>
      ) : null}
      {pages.rows.length > 0 ? (
        <ol
          className="flex flex-col gap-3"
          aria-label={m.questions_answersOf(
            { name: question.askerName || m.questions_someone({}, { locale }) },
            { locale },
          )}
        >
          {pages.rows.map((answer) => (
            <AnswerItem
              key={answer.id}
              answer={answer}
              canAccept={question.mine && !answer.mine && !answer.accepted}
              accepting={accepting === answer.id}
              refused={refused?.id === answer.id ? refused.text : null}
              onAccept={() => void accept(answer)}
              onEdited={(body) =>
                update(answer.id, (a) => ({ ...a, body, editedAt: new Date().toISOString() }))
              }
            />
          ))}
        </ol>
      ) : null}
      <MorePages
        pages={pages}
        showMore={showMore}
        label={m.questions_moreAnswers({}, { locale })}
      />
      {question.hiddenAt ? null : (
        <AnswerForm
          question={question}
          onAnswered={(answer) => {
            append(answer)
            onAnswered()
          }}
        />
      )}
    </div>
  )
}

function AnswerItem({
  answer,
  canAccept,
  accepting,
  refused,
  onAccept,
  onEdited,
}: {
  answer: QuestionAnswer
  canAccept: boolean
  accepting: boolean
  refused: string | null
  onAccept: () => void
  onEdited: (body: string) => void
}) {
  const locale = useLocale()
  const [editing, setEditing] = useState(false)
  return (
    <li
      data-testid="answer"
      data-accepted={answer.accepted ? 'true' : undefined}
      data-staff={answer.byStaff ? 'true' : undefined}
      className={`flex min-w-0 flex-col gap-2 rounded-xl p-3 ${answer.accepted ? 'border-2 border-green-600 dark:border-green-500' : 'border border-slate-200 dark:border-slate-700'}`}
    >
      <Byline name={answer.authorName} at={answer.createdAt} edited={!!answer.editedAt}>
        {answer.byStaff ? <Mark kind="mentor" /> : null}
        {answer.accepted ? <Mark kind="accepted" /> : null}
      </Byline>
      <EditableBody
        kind="answer"
        item={answer}
        editing={editing}
        onEditing={setEditing}
        onSaved={onEdited}
      />
      <div className="flex flex-wrap gap-3">
        {canAccept ? (
          <Button type="button" variant="secondary" loading={accepting} onClick={onAccept}>
            {m.questions_accept({}, { locale })}
          </Button>
        ) : null}
        <EditButton item={answer} editing={editing} onEdit={() => setEditing(true)} />
      </div>
      {refused ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {refused}
        </p>
      ) : null}
    </li>
  )
}
