import type { Quiz, QuizAttempt, QuizResult } from '@repo/api'
import { Badge, Button } from '@repo/ui'
import { useCallback, useRef, useState } from 'react'
import { Link } from '../../islands/navigation'
import { formatDateTime, href, m, useLocale } from '../../i18n'
import { CourseItemHeader, type CourseItem } from '../../components/CourseItemPage'
import { Notice } from '../../components/Notice'
import type { Learner } from '../../lib/session'
import { linkClass } from '../../components/links'
import {
  attemptsToday,
  nextDhakaDay,
  quizState,
  quizStateText,
  quizTitle,
} from '../../lib/quizState'
import { QuizForm } from './QuizForm'
import { QuizResultView, type Graded } from './QuizResultView'
import type { QuizData } from './loadQuiz'

/** The attempt a result stands for, as the learner's list of attempts holds it. */
const attemptOf = (quizId: string, r: QuizResult): QuizAttempt => ({
  id: r.attemptId,
  quizId,
  score: r.score,
  correct: r.correct,
  total: r.total,
  passed: r.passed,
  wrong: r.wrong,
  createdAt: new Date().toISOString(),
})

/** The attempts of today as the database last said (a result, a refusal), over the page's count. */
interface Today {
  left: number
  next: string | null
}

/**
 * A quiz for its enrolled learner: its facts (pass mark, attempts a day and left today, the lesson
 * it follows), the last result with what to revisit, and the questions while attempts are left;
 * when today's are used up, the next attempt's time in Dhaka time.
 */
export function QuizView({
  item: { course, data, update: setData },
  quiz,
  learner: { client, userId },
}: {
  item: CourseItem<QuizData>
  quiz: Quiz
  /** The learner (a visitor is not shown the quiz). */
  learner: Learner
}) {
  const locale = useLocale()
  const bn = locale === 'bn'
  const [now, setNow] = useState(() => Date.now())
  const [fresh, setFresh] = useState(false)
  const [told, setTold] = useState<Today | null>(null)
  const last = data.attempts[0]
  // A passed quiz opens on its result; one to do or not passed yet on its questions.
  const [taking, setTaking] = useState(() => !last?.passed)
  const resultRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLDivElement>(null)

  const counted = attemptsToday(quiz, data.attempts, now)
  const today: Today = told ?? {
    left: counted.left,
    next: counted.left > 0 ? null : nextDhakaDay(now),
  }
  const state = quizState(quiz.id, data.attempts)

  const onGraded = useCallback(
    (result: QuizResult) => {
      setData((d) => ({ ...d, attempts: [attemptOf(quiz.id, result), ...d.attempts] }))
      setTold({ left: result.attemptsLeftToday, next: result.nextAttemptAt })
      setNow(Date.now())
      setFresh(true)
      setTaking(false)
      // The result is what the learner hears next.
      requestAnimationFrame(() => resultRef.current?.focus())
    },
    [quiz.id, setData],
  )
  const onUsedUp = useCallback((next: string | null) => {
    setTold({ left: 0, next: next ?? nextDhakaDay(Date.now()) })
  }, [])

  function takeAgain() {
    setFresh(false)
    setTaking(true)
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus())
  }

  const graded: Graded | null = last ?? null
  const lesson = data.lesson
  return (
    <div className="flex flex-col gap-6">
      <CourseItemHeader course={course} title={quizTitle(quiz, locale)}>
        <p
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300"
          data-testid="quiz-facts"
        >
          <span data-testid="quiz-state">
            <Badge tone={state.kind === 'passed' ? 'success' : 'neutral'}>
              {quizStateText(state, locale)}
            </Badge>
          </span>
          <span>{m.quiz_passMark({ n: quiz.passPercent }, { locale })}</span>
          <span>{m.quiz_attemptsPerDay({ n: quiz.attemptsPerDay }, { locale })}</span>
          {quiz.required ? <span>{m.quiz_required({}, { locale })}</span> : null}
        </p>
        <p className="text-sm">
          {lesson ? (
            <Link to={href(`/learn/${course.id}/${lesson.id}`, locale)} className={linkClass}>
              {m.quiz_after(
                { lesson: bn && lesson.titleBn ? lesson.titleBn : lesson.title },
                { locale },
              )}
            </Link>
          ) : (
            m.quiz_atEnd({}, { locale })
          )}
        </p>
        <p className="font-semibold" data-testid="quiz-attempts-left">
          {m.quiz_attemptsLeft({ n: today.left, total: quiz.attemptsPerDay }, { locale })}
        </p>
      </CourseItemHeader>

      <div ref={resultRef} tabIndex={-1} className="outline-none">
        {graded ? (
          <QuizResultView
            graded={graded}
            fresh={fresh}
            passPercent={quiz.passPercent}
            questions={data.questions}
            courseId={course.id}
            lesson={lesson}
            required={quiz.required}
          />
        ) : null}
      </div>

      {today.left === 0 ? (
        <Notice tone="info">
          <span data-testid="quiz-used-up">
            {m.quiz_usedUp({}, { locale })}{' '}
            {today.next
              ? m.quiz_nextAttempt({ date: formatDateTime(today.next, locale) }, { locale })
              : null}
          </span>
        </Notice>
      ) : taking ? (
        <div ref={formRef}>
          <QuizForm
            client={client}
            userId={userId}
            quizId={quiz.id}
            questions={data.questions}
            onGraded={onGraded}
            onUsedUp={onUsedUp}
          />
        </div>
      ) : (
        <Button className="self-start" onClick={takeAgain}>
          {m.quiz_takeAgain({}, { locale })}
        </Button>
      )}
    </div>
  )
}
