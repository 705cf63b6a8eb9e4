/**
 * The lesson page mounts its questions (issue 35) as a part that loads when due: an enrolled
 * learner sees their heading at once and the questions' code loads only when they come near the
 * screen, on a tap, or at once when the address names them (a notice's `#questions` link); a
 * learner not enrolled has none. Only @repo/api's calls and the session are mocked.
 */
import type { Lesson } from '@repo/api'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { m } from '../app/i18n'
import { FakeObserver, fakeIntersections } from './intersection'
import { fakeApi, learner, renderAt } from './learner'
import { COURSE, LESSON, questionFixture } from './questions'

const api = fakeApi(
  'listLessons',
  'listMyEnrollments',
  'listCompletedLessonIds',
  'myCertificate',
  'getLessonContent',
  'markLessonComplete',
  'questionsPage',
  'answersPage',
)
const { LessonPage } = await import('../app/features/classroom/LessonPage')

fakeIntersections()

const lesson: Lesson = {
  id: LESSON,
  courseId: COURSE,
  position: 1,
  title: 'Colour basics',
  titleBn: 'রঙের মূল কথা',
  kind: 'video',
  isPreview: false,
  durationMinutes: 12,
  startsAt: null,
}

beforeEach(() => {
  api.listLessons.mockResolvedValue([lesson])
  api.listMyEnrollments.mockResolvedValue({
    enrollments: [{ course_id: COURSE, completed: false, created_at: '2026-11-20T04:00:00Z' }],
    requests: [],
  })
  api.listCompletedLessonIds.mockResolvedValue([])
  api.myCertificate.mockResolvedValue(null)
  api.getLessonContent.mockResolvedValue({
    lessonId: LESSON,
    body: 'Colours **matter**.',
    bodyBn: '',
    videoUrl: null,
    joinUrl: null,
    resources: [],
  })
  api.questionsPage.mockResolvedValue({
    rows: [questionFixture('q1')],
    next: null,
    total: null,
  })
  api.answersPage.mockResolvedValue({ rows: [], next: null, total: null })
})

const renderLesson = (hash = '') =>
  renderAt(`/learn/${COURSE}/${LESSON}${hash}`, <LessonPage courseId={COURSE} />)

// The questions' code is transformed on its first import: slower than findBy's 1 s on a busy machine.
const slow = { timeout: 10_000 }
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('the questions under a lesson', () => {
  it('show their heading at once and load when they come near the screen', async () => {
    renderLesson()
    const heading = await screen.findByRole('heading', {
      name: m.questions_title({}, { locale: 'en' }),
    })
    expect(heading.closest('section')).toHaveAttribute('id', 'questions')
    expect(screen.getByText(m.questions_loading({}, { locale: 'en' }))).toBeVisible()
    await settle()
    expect(api.questionsPage).not.toHaveBeenCalled()
    FakeObserver.last!.callback([{ isIntersecting: true }])
    expect(await screen.findByTestId('question', {}, slow)).toBeVisible()
    expect(api.questionsPage).toHaveBeenCalledWith(learner.client, {
      courseId: COURSE,
      lessonId: LESSON,
    })
    expect(screen.getByLabelText(m.questions_askLabel({}, { locale: 'en' }))).toBeVisible()
  })

  it('load on a tap on them', async () => {
    renderLesson()
    const heading = await screen.findByRole('heading', {
      name: m.questions_title({}, { locale: 'en' }),
    })
    fireEvent.pointerDown(heading)
    expect(await screen.findByTestId('question', {}, slow)).toBeVisible()
  })

  it('load at once when the address names them (a notice’s link)', async () => {
    renderLesson('#questions')
    expect(await screen.findByTestId('question', {}, slow)).toBeVisible()
  })

  it('are not there for a learner not enrolled', async () => {
    api.listMyEnrollments.mockResolvedValue({ enrollments: [], requests: [] })
    api.getLessonContent.mockResolvedValue(null)
    renderLesson('#questions')
    await screen.findByTestId('lesson-locked')
    await settle()
    expect(
      screen.queryByRole('heading', { name: m.questions_title({}, { locale: 'en' }) }),
    ).toBeNull()
    await waitFor(() => expect(api.questionsPage).not.toHaveBeenCalled())
  })
})
