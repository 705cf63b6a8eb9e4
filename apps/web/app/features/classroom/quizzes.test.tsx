/**
 * The classroom's quizzes (issue 35): in the syllabus, each after its lesson (at the end when it
 * follows none, or a lesson no longer listed), with the learner's state and a link to take it.
 */
import type { Lesson } from '@repo/api'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { quizAttemptFixture as attempt, quizFixture as quiz } from '../../../tests/quizzes'
import { render } from '../../../tests/render'
import type { Locale } from '../../i18n'
import { quizzesAfter } from './QuizLines'
import { Syllabus } from './Syllabus'
import type { ClassroomData } from './useClassroom'

const lesson = (id: string, position: number): Lesson => ({
  id,
  courseId: 'web-development',
  position,
  title: `Lesson ${id}`,
  titleBn: `ক্লাস ${id}`,
  kind: 'video',
  isPreview: false,
  durationMinutes: 10,
  startsAt: null,
})
const lessons = [lesson('l1', 1), lesson('l2', 2), lesson('l3', 3)]
const data: ClassroomData = {
  lessons,
  access: 'enrolled',
  completed: new Set(['l1']),
  certificate: null,
  projects: [],
  submissions: [],
  enrolledAt: '2026-11-20T04:00:00Z',
}
const quizzes = {
  quizzes: [
    quiz('first', { lessonId: 'l1' }),
    quiz('second', { lessonId: 'l1', required: false, passPercent: 80 }),
    quiz('end'),
    quiz('orphan', { lessonId: 'gone' }),
  ],
  attempts: [attempt('first', 40), attempt('first', 90), attempt('second', 50)],
}

function renderSyllabus(locale: Locale = 'en') {
  return render(
    <Syllabus
      data={data}
      courseId="web-development"
      after={quizzesAfter(quizzes, lessons, 'web-development')}
    />,
    { locale },
  )
}

/** The syllabus's lines in order: lessons by title, quizzes as `quiz <title>`. */
const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) =>
      li.dataset.testid === 'quiz'
        ? `quiz ${li.querySelector('.font-semibold')?.textContent}`
        : li.textContent?.match(/Lesson l\d/)?.[0],
    )

describe('the syllabus quizzes', () => {
  it('follow their lesson, in order; those at the end of the course (or after a lesson gone) close it', () => {
    renderSyllabus()
    expect(order()).toEqual([
      'Lesson l1',
      'quiz Quiz first',
      'quiz Quiz second',
      'Lesson l2',
      'Lesson l3',
      'quiz Quiz end',
      'quiz Quiz orphan',
    ])
  })

  it('say where the learner stands and link to the quiz', () => {
    renderSyllabus()
    const [first, second, end] = screen.getAllByTestId('quiz') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    expect(first).toHaveAttribute('data-state', 'passed')
    expect(within(first).getByTestId('quiz-state')).toHaveTextContent('Passed · 90%')
    expect(first).toHaveTextContent('Pass mark: 70% · Needed for the certificate')
    expect(second).toHaveAttribute('data-state', 'failed')
    expect(within(second).getByTestId('quiz-state')).toHaveTextContent('Not passed yet')
    expect(second).toHaveTextContent('Pass mark: 80%')
    expect(second).not.toHaveTextContent('Needed for the certificate')
    expect(end).toHaveAttribute('data-state', 'todo')
    expect(within(end).getByTestId('quiz-state')).toHaveTextContent('To do')
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/learn/web-development/quizzes/first',
    )
  })

  it('in Bangla: Bangla titles, digits and links', () => {
    renderSyllabus('bn')
    const first = screen.getAllByTestId('quiz')[0]!
    expect(first).toHaveTextContent('কুইজ first')
    expect(first).toHaveTextContent('পাস · ৯০%')
    expect(first).toHaveTextContent('পাস নম্বর: ৭০%')
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/bn/learn/web-development/quizzes/first',
    )
  })

  it('are not drawn without `after` (the lesson pages)', () => {
    render(<Syllabus data={data} courseId="web-development" />)
    expect(screen.queryAllByTestId('quiz')).toHaveLength(0)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3)
  })
})
