import type { QuizQuestion } from '@repo/api'
import { m, useLocale } from '../../i18n'

/** A question's prompt in the page's language. */
export function promptOf(question: Pick<QuizQuestion, 'prompt' | 'promptBn'>, bn: boolean) {
  return bn && question.promptBn ? question.promptBn : question.prompt
}

/**
 * One question of the quiz: its number and prompt as the legend, then its options as big tap
 * targets: radio buttons when one answer is right, checkboxes ("Choose every right answer") when
 * several are. `error`: said under the legend when the learner sent without answering it.
 */
export function QuestionField({
  question,
  n,
  total,
  chosen,
  onChange,
  error,
  disabled,
}: {
  question: QuizQuestion
  n: number
  total: number
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
  error?: string
  disabled: boolean
}) {
  const locale = useLocale()
  const bn = locale === 'bn'
  const hintId = `quiz-hint-${question.id}`
  const errorId = `quiz-error-${question.id}`
  const toggle = (id: string, on: boolean) =>
    onChange(
      question.multiple
        ? question.options.map((o) => o.id).filter((o) => (o === id ? on : chosen.includes(o)))
        : [id],
    )
  return (
    <div
      className={`rounded-xl border p-4 ${
        error ? 'border-red-600 dark:border-red-400' : 'border-slate-200 dark:border-slate-700'
      }`}
      data-testid="quiz-question"
    >
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        disabled={disabled}
      >
        <legend className="mb-1 flex flex-col gap-1">
          <span className="text-sm font-semibold text-brand-700 dark:text-brand-50">
            {m.quiz_questionOf({ n, total }, { locale })}
          </span>{' '}
          <span className="text-base font-bold break-words">{promptOf(question, bn)}</span>
        </legend>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {question.multiple
            ? m.quiz_chooseEvery({}, { locale })
            : m.quiz_chooseOne({}, { locale })}
        </p>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          {question.options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 break-words has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
            >
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={question.id}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(e) => toggle(option.id, e.target.checked)}
                className="size-5 shrink-0 accent-brand-600"
              />
              <span className="min-w-0">
                {bn && option.labelBn ? option.labelBn : option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
