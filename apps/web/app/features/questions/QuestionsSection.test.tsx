/**
 * Questions under a lesson (issue 35): the lesson's list paged newest activity first, answers
 * with the mentor's and the accepted one marked, accepting, a search across the course. Only the
 * network edge (@repo/api's calls) is mocked; the form hook, its schemas, the Markdown renderer
 * and local storage are the real ones.
 */
import type { LessonQuestion, QuestionAnswer } from '@repo/api'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { m, type Locale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import {
  answerFixture as answer,
  COURSE,
  LESSON,
  questionFixture as question,
} from '../../../tests/questions'

const api = vi.hoisted(() => ({
  questionsPage: vi.fn(),
  answersPage: vi.fn(),
  askQuestion: vi.fn(),
  answerQuestion: vi.fn(),
  editQuestion: vi.fn(),
  editAnswer: vi.fn(),
  acceptAnswer: vi.fn(),
}))
vi.mock('@repo/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }))

const { QuestionsSection } = await import('./QuestionsSection')

const client = { name: 'the learner client' } as unknown as SupabaseClient
// The chains of a send (schemas loading, the list read again) may outlast findBy's 1 s.
const slow = { timeout: 4000 }

let learners = 0
let userId = 'u0'
beforeEach(() => {
  userId = `u${++learners}`
  for (const fn of Object.values(api)) fn.mockReset()
  api.questionsPage.mockResolvedValue({ rows: [], next: null, total: null })
  api.answersPage.mockResolvedValue({ rows: [], next: null, total: null })
})

function renderSection(locale: Locale = 'en') {
  const prefix = locale === 'bn' ? '/bn' : ''
  return render(
    <QuestionsSection courseId={COURSE} lessonId={LESSON} client={client} userId={userId} />,
    { locale, at: `${prefix}/learn/${COURSE}/${LESSON}` },
  )
}

const t = (locale: Locale = 'en') => ({ locale })
const items = () => screen.getAllByTestId('question')

describe('the lesson’s questions', () => {
  it('lists them newest activity first with the asker, when, Answered and the answers; Show more reads after the last', async () => {
    const first = [
      question('q1', {
        askerName: 'Rahim Uddin',
        answeredAt: '2026-11-27T10:00:00Z',
        answerCount: 2,
      }),
      question('q2', { askerName: '', answerCount: 0 }),
    ]
    const next = { at: first[1]!.lastActivityAt, id: 'q2' }
    api.questionsPage
      .mockResolvedValueOnce({ rows: first, next, total: null })
      .mockResolvedValueOnce({ rows: [question('q3')], next: null, total: null })
    renderSection()
    expect(screen.getByRole('heading', { name: m.questions_title({}, t()) })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(m.questions_loading({}, t()))
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(api.questionsPage).toHaveBeenCalledWith(client, { courseId: COURSE, lessonId: LESSON })
    const [q1, q2] = items() as [HTMLElement, HTMLElement]
    expect(q1).toHaveTextContent('Rahim Uddin')
    expect(within(q1).getByTestId('mark-answered')).toHaveTextContent('Answered')
    expect(within(q1).getByRole('button', { name: /2 answers/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(q1).getByText('2 hours ago')).toHaveAttribute('datetime', first[0]!.createdAt)
    // no name given: said plainly, never an address
    expect(q2).toHaveTextContent(m.questions_someone({}, t()))
    expect(within(q2).queryByTestId('mark-answered')).toBeNull()
    expect(within(q2).getByRole('button', { name: /0 answers/ })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: m.questions_showMore({}, t()) }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(api.questionsPage).toHaveBeenLastCalledWith(client, {
      courseId: COURSE,
      lessonId: LESSON,
      after: next,
    })
    expect(screen.queryByRole('button', { name: m.questions_showMore({}, t()) })).toBeNull()
  })

  it('says when there are none yet', async () => {
    renderSection()
    expect(await screen.findByTestId('questions-empty')).toHaveTextContent(
      'No questions yet. Be the first to ask.',
    )
  })

  it('says when they could not load, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.questionsPage
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ rows: [question('q1')], next: null, total: null })
    renderSection()
    expect(await screen.findByText(m.questions_loadFailed({}, t()))).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: m.questions_retry({}, t()) }))
    await waitFor(() => expect(items()).toHaveLength(1))
  })

  it('in Bangla: the words, the times in Bangla digits', async () => {
    api.questionsPage.mockResolvedValue({
      rows: [question('q1', { answerCount: 3 })],
      next: null,
      total: null,
    })
    renderSection('bn')
    expect(screen.getByRole('heading', { name: 'প্রশ্নোত্তর' })).toBeVisible()
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(within(items()[0]!).getByRole('button', { name: /৩টি উত্তর/ })).toBeVisible()
    expect(items()[0]).toHaveTextContent('২ ঘণ্টা আগে')
    expect(screen.getByRole('button', { name: 'প্রশ্ন পাঠান' })).toBeVisible()
  })
})

describe('answers', () => {
  async function openAnswers(q: LessonQuestion, answers: QuestionAnswer[], next = null) {
    api.questionsPage.mockResolvedValue({ rows: [q], next: null, total: null })
    api.answersPage.mockResolvedValue({ rows: answers, next, total: null })
    renderSection()
    await waitFor(() => expect(items()).toHaveLength(1))
    const toggle = within(items()[0]!).getByTestId('question-answers')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(answers.length))
    return screen.getAllByTestId('answer')
  }

  it('open on a tap, oldest first: the mentor’s marked Mentor, the accepted one Accepted; more by page', async () => {
    const next = { at: '2026-11-27T09:00:00Z', id: 'a2' }
    const [a1, a2] = (await openAnswers(
      question('q1', { answerCount: 3 }),
      [
        answer('a1', { authorName: 'Mentor Mita', byStaff: true, body: 'Use **contrast**.' }),
        answer('a2', { authorName: 'Karim', accepted: true }),
      ],
      next as never,
    )) as [HTMLElement, HTMLElement]
    expect(api.answersPage).toHaveBeenCalledWith(client, 'q1', {})
    expect(within(a1).getByTestId('mark-mentor')).toHaveTextContent('Mentor')
    expect(within(a1).queryByTestId('mark-accepted')).toBeNull()
    expect(within(a2).getByTestId('mark-accepted')).toHaveTextContent('Accepted')
    expect(within(a2).queryByTestId('mark-mentor')).toBeNull()
    await waitFor(() => expect(a1.innerHTML).toContain('<strong>contrast</strong>'), slow)
    // not the asker: nothing to accept
    expect(screen.queryByRole('button', { name: m.questions_accept({}, t()) })).toBeNull()

    api.answersPage.mockResolvedValueOnce({ rows: [answer('a3')], next: null, total: null })
    await userEvent.click(screen.getByRole('button', { name: m.questions_moreAnswers({}, t()) }))
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(3))
    expect(api.answersPage).toHaveBeenLastCalledWith(client, 'q1', { after: next })
  })

  it('the asker accepts one: it is marked, the other mark moves, the question is Answered', async () => {
    await openAnswers(question('q1', { mine: true, answerCount: 3 }), [
      answer('a1', { accepted: true }),
      answer('a2', { authorName: 'Mentor Mita', byStaff: true }),
      answer('a3', { mine: true }),
    ])
    // one's own answer and the accepted one offer nothing to accept
    const accepts = screen.getAllByRole('button', { name: m.questions_accept({}, t()) })
    expect(accepts).toHaveLength(1)
    api.acceptAnswer.mockResolvedValue(undefined)
    await userEvent.click(accepts[0]!)
    expect(api.acceptAnswer).toHaveBeenCalledWith(client, 'a2', true)
    await waitFor(() =>
      expect(screen.getAllByTestId('answer').map((a) => a.getAttribute('data-accepted'))).toEqual([
        null,
        'true',
        null,
      ]),
    )
    expect(within(items()[0]!).getByTestId('mark-answered')).toBeVisible()
    await waitFor(() =>
      expect(screen.getByTestId('questions-said')).toHaveTextContent(
        m.questions_acceptedDone({}, t()),
      ),
    )
  })

  it('says why an accept was refused', async () => {
    const { ApiError } = await import('@repo/api')
    await openAnswers(question('q1', { mine: true, answerCount: 1 }), [answer('a1')])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.acceptAnswer.mockRejectedValue(
      new ApiError({ kind: 'forbidden', operation: 'answer.accept', hint: 'not_asker' }),
    )
    await userEvent.click(screen.getByRole('button', { name: m.questions_accept({}, t()) }))
    expect(await screen.findByRole('alert')).toHaveTextContent(m.questions_error_notAsker({}, t()))
    expect(screen.getAllByTestId('answer')[0]).not.toHaveAttribute('data-accepted')
  })

  it('another learner answers: the answer shows under the others and the count goes up', async () => {
    await openAnswers(question('q1', { answerCount: 1 }), [answer('a1')])
    api.answerQuestion.mockResolvedValue(
      answer('a9', { mine: true, authorName: 'Me', body: 'Try the **60-30-10** rule.' }),
    )
    await userEvent.type(
      screen.getByLabelText(m.questions_answerLabel({}, t())),
      '  Try the **60-30-10** rule. ',
    )
    await userEvent.click(screen.getByRole('button', { name: m.questions_answerSend({}, t()) }))
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2), slow)
    expect(api.answerQuestion).toHaveBeenCalledWith(client, {
      questionId: 'q1',
      body: 'Try the **60-30-10** rule.',
    })
    expect(within(items()[0]!).getByTestId('question-answers')).toHaveTextContent('2 answers')
    expect(screen.getByTestId('answer-status')).toHaveTextContent(m.questions_answerSent({}, t()))
    expect(screen.getByLabelText(m.questions_answerLabel({}, t()))).toHaveValue('')
  })

  it('a hidden question shows its author the note and takes no answer', async () => {
    await openAnswers(
      question('q1', { mine: true, hiddenAt: '2026-11-27T11:00:00Z', answerCount: 1 }),
      [answer('a1')],
    )
    expect(items()[0]).toHaveTextContent(m.questions_hidden({}, t()))
    expect(screen.queryByLabelText(m.questions_answerLabel({}, t()))).toBeNull()
  })
})

describe('the search across the course', () => {
  it('asks once typing rests, lists each result with its lesson, and Clear brings the lesson back', async () => {
    renderSection('bn')
    await screen.findByTestId('questions-empty')
    api.questionsPage.mockResolvedValue({
      rows: [question('q7', { lessonId: 'l2', body: 'Which colour for a logo?' })],
      next: null,
      total: null,
    })
    const box = screen.getByLabelText(m.questions_searchLabel({}, t('bn')))
    await userEvent.type(box, 'colour')
    const results = await screen.findByTestId('question-search', {}, slow)
    await waitFor(() => expect(within(results).getAllByTestId('question')).toHaveLength(1))
    // one search for the settled text, the whole course: no lesson named
    const searches = api.questionsPage.mock.calls.filter(([, q]) => 'search' in q)
    expect(searches).toEqual([[client, { courseId: COURSE, search: 'colour' }]])
    expect(within(results).getByRole('status')).toHaveTextContent('১টি প্রশ্ন পাওয়া গেছে')
    expect(
      within(results).getByRole('link', {
        name: m.questions_lesson({ title: 'রঙের মূল কথা' }, t('bn')),
      }),
    ).toHaveAttribute('href', `/bn/learn/${COURSE}/l2#questions`)
    expect(screen.queryByLabelText(m.questions_askLabel({}, t('bn')))).toBeNull()

    await userEvent.click(
      screen.getByRole('button', { name: m.questions_searchClear({}, t('bn')) }),
    )
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(screen.queryByTestId('question-search')).toBeNull()
    expect(screen.getByLabelText(m.questions_askLabel({}, t('bn')))).toBeVisible()
  })

  it('says when nothing matches', async () => {
    renderSection()
    await screen.findByTestId('questions-empty')
    await userEvent.type(screen.getByLabelText(m.questions_searchLabel({}, t())), 'zebra')
    expect(await screen.findByText('No questions match “zebra”.', {}, slow)).toBeVisible()
  })

  it('asks nothing for one letter', async () => {
    renderSection()
    await screen.findByTestId('questions-empty')
    await userEvent.type(screen.getByLabelText(m.questions_searchLabel({}, t())), 'a')
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    expect(api.questionsPage.mock.calls.filter(([, q]) => 'search' in q)).toEqual([])
    fireEvent.change(screen.getByLabelText(m.questions_searchLabel({}, t())), {
      target: { value: '' },
    })
  })
})
