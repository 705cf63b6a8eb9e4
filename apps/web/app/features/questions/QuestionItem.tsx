import type { LessonQuestion } from '@repo/api'
import { useId, useState } from 'react'
import { href, m, useLocale } from '../../i18n'
import { linkClass } from '../../components/links'
import { Link } from '../../islands/navigation'
import { Answers } from './Answers'
import { Byline, Mark } from './Badges'
import { EditableBody, EditButton } from './EditableBody'
import { useQuestions } from './scope'

/** A lesson's page, at its questions. */
const lessonQuestionsPath = (courseId: string, lessonId: string, locale: 'en' | 'bn') =>
  `${href(`/learn/${courseId}/${lessonId}`, locale)}#questions`

/**
 * One question: who asked and when, answered or not, how many answers; a tap opens its answers.
 * In a search across the course, the lesson it was asked under (a link to it). Its author edits
 * it for 15 minutes.
 */
export function QuestionItem({
  question,
  withLesson,
  onChange,
}: {
  question: LessonQuestion
  /** Name the lesson (a search across the course). */
  withLesson: boolean
  onChange: (change: (q: LessonQuestion) => LessonQuestion) => void
}) {
  const locale = useLocale()
  const { courseId } = useQuestions()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const bylineId = useId()
  const answersId = useId()
  const lessonTitle =
    locale === 'bn' && question.lessonTitleBn ? question.lessonTitleBn : question.lessonTitle
  return (
    <li
      data-testid="question"
      data-question-id={question.id}
      data-answered={question.answeredAt ? 'true' : undefined}
    >
      <article
        aria-labelledby={bylineId}
        className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <Byline
          id={bylineId}
          name={question.askerName}
          at={question.createdAt}
          edited={!!question.editedAt}
        >
          {question.answeredAt ? <Mark kind="answered" /> : null}
        </Byline>
        {withLesson ? (
          <p className="text-sm">
            <Link
              to={lessonQuestionsPath(courseId, question.lessonId, locale)}
              className={linkClass}
            >
              {m.questions_lesson({ title: lessonTitle }, { locale })}
            </Link>
          </p>
        ) : null}
        <EditableBody
          kind="question"
          item={question}
          editing={editing}
          onEditing={setEditing}
          onSaved={(body) => onChange((q) => ({ ...q, body, editedAt: new Date().toISOString() }))}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={answersId}
            onClick={() => setOpen((o) => !o)}
            data-testid="question-answers"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 dark:text-white dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            {m.questions_answers({ n: question.answerCount }, { locale })}
          </button>
          <EditButton item={question} editing={editing} onEdit={() => setEditing(true)} />
        </div>
        {open ? (
          <Answers
            id={answersId}
            question={question}
            onAnswered={() =>
              onChange((q) => ({
                ...q,
                answerCount: q.answerCount + 1,
                lastActivityAt: new Date().toISOString(),
              }))
            }
            onAccepted={() =>
              onChange((q) => ({ ...q, answeredAt: q.answeredAt ?? new Date().toISOString() }))
            }
          />
        ) : null}
      </article>
    </li>
  )
}
