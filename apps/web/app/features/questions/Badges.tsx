import { Badge } from '@repo/ui'
import type { ReactNode } from 'react'
import { m, useLocale } from '../../i18n'
import { useQuestions } from './scope'
import { whenText } from './when'

/** Who wrote it and when ("A learner" when they gave no name), edited or not, with its marks. */
export function Byline({
  name,
  at,
  edited,
  id,
  children,
}: {
  name: string
  at: string
  edited: boolean
  id?: string
  /** Its marks (Mentor, Answered, Accepted). */
  children?: ReactNode
}) {
  const locale = useLocale()
  const { now } = useQuestions()
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <p id={id} className="text-slate-700 dark:text-slate-200">
        <span className="font-semibold">{name || m.questions_someone({}, { locale })}</span>
        {' · '}
        <time dateTime={at}>{whenText(at, now, locale)}</time>
        {edited ? ` · ${m.questions_edited({}, { locale })}` : null}
      </p>
      {children}
    </div>
  )
}

export function Mark({ kind }: { kind: 'answered' | 'accepted' | 'mentor' }) {
  const locale = useLocale()
  const marks = {
    answered: { tone: 'success', text: m.questions_answered },
    accepted: { tone: 'success', text: m.questions_accepted },
    mentor: { tone: 'brand', text: m.questions_mentor },
  } as const
  const mark = marks[kind]
  return (
    <Badge tone={mark.tone} className={kind === 'mentor' ? '' : 'gap-1'}>
      {kind === 'mentor' ? null : <span aria-hidden="true">✓</span>}
      <span data-testid={`mark-${kind}`}>{mark.text({}, { locale })}</span>
    </Badge>
  )
}
