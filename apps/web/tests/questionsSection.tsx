/**
 * The questions' tests' set-up (issue 35): a learner of their own per test, the API fake with no
 * questions and no answers yet, and the lesson's questions rendered as the lesson page mounts
 * them. Only the network edge (@repo/api's calls) is mocked.
 */
import { screen } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { fakeApi, learner, renderAt } from './learner'
import { COURSE, LESSON } from './questions'
import type { Locale } from '../app/i18n'
import type { SupabaseClient } from '../app/lib/supabase'

export const api = fakeApi(
  'questionsPage',
  'answersPage',
  'askQuestion',
  'answerQuestion',
  'editQuestion',
  'editAnswer',
  'acceptAnswer',
)

const { QuestionsSection } = await import('../app/features/questions/QuestionsSection')

export const client = learner.client as unknown as SupabaseClient
// The chains of a send (schemas loading, the list read again) may outlast findBy's 1 s.
export const slow = { timeout: 4000 }
export const t = (locale: Locale = 'en') => ({ locale })

beforeEach(() => {
  api.questionsPage.mockResolvedValue({ rows: [], next: null, total: null })
  api.answersPage.mockResolvedValue({ rows: [], next: null, total: null })
})

/** The lesson's questions, as the lesson page at its address shows them. */
export function renderSection(locale: Locale = 'en') {
  const section = (
    <QuestionsSection courseId={COURSE} lessonId={LESSON} client={client} userId={learner.userId} />
  )
  return renderAt(`/learn/${COURSE}/${LESSON}`, section, locale)
}

export const items = () => screen.getAllByTestId('question')
