import type { Lesson, QuizQuestion } from '@repo/api'
import { Card } from '@repo/ui'
import { Link } from '../../islands/navigation'
import { href, m, useLocale, type Locale } from '../../i18n'
import { linkClass } from '../../components/links'
import { promptOf } from './QuestionField'

/** An attempt's grade as the page shows it: the fresh result, or the last attempt stored. */
export interface Graded {
  score: number
  correct: number
  total: number
  passed: boolean
  /** The questions answered wrong (never their right options). */
  wrong: readonly string[]
}

/** Where the lesson the quiz follows opens (the classroom, for a quiz at the end of the course). */
function lessonLink(courseId: string, lesson: Lesson | null, locale: Locale) {
  const bn = locale === 'bn'
  if (!lesson)
    return {
      to: href(`/learn/${courseId}`, locale),
      text: m.quiz_revisitCourse({}, { locale }),
    }
  return {
    to: href(`/learn/${courseId}/${lesson.id}`, locale),
    text: m.quiz_revisitLesson(
      { lesson: bn && lesson.titleBn ? lesson.titleBn : lesson.title },
      { locale },
    ),
  }
}

/**
 * An attempt's result: the score, passed or not against the pass mark, and the questions to
 * revisit (their prompts, with the lesson the quiz follows; never the right options).
 */
export function QuizResultView({
  graded,
  fresh,
  passPercent,
  questions,
  courseId,
  lesson,
  required,
}: {
  graded: Graded
  fresh: boolean
  passPercent: number
  questions: readonly QuizQuestion[]
  courseId: string
  lesson: Lesson | null
  required: boolean
}) {
  const locale = useLocale()
  const bn = locale === 'bn'
  const wrong = questions.filter((q) => graded.wrong.includes(q.id))
  const revisit = lessonLink(courseId, lesson, locale)
  return (
    <Card
      as="section"
      aria-labelledby="quiz-result-title"
      data-testid="quiz-result"
      data-passed={graded.passed}
      className={`flex flex-col gap-3 ${graded.passed ? 'border-green-600' : 'border-amber-500'}`}
    >
      <h2 id="quiz-result-title" className="text-lg font-bold">
        {fresh ? m.quiz_resultTitle({}, { locale }) : m.quiz_lastResultTitle({}, { locale })}
      </h2>
      <p className="text-2xl font-extrabold" data-testid="quiz-score">
        {m.quiz_score(
          { score: graded.score, correct: graded.correct, total: graded.total },
          { locale },
        )}
      </p>
      <p className="font-semibold">
        {graded.passed
          ? m.quiz_passedText({}, { locale })
          : m.quiz_failedText({ n: passPercent }, { locale })}
        {graded.passed && required ? ` ${m.quiz_countsForCertificate({}, { locale })}` : ''}
      </p>
      {wrong.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="quiz-revisit">
          <h3 id="quiz-revisit-title" className="font-semibold">
            {m.quiz_revisit({}, { locale })}
          </h3>
          <ul className="flex list-disc flex-col gap-1 ps-5" aria-labelledby="quiz-revisit-title">
            {wrong.map((q) => (
              <li key={q.id} className="break-words">
                {promptOf(q, bn)}
              </li>
            ))}
          </ul>
          <Link to={revisit.to} className={`${linkClass} self-start`}>
            {revisit.text}
          </Link>
        </div>
      ) : null}
    </Card>
  )
}
