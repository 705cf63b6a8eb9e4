/**
 * The questions module against a scripted HTTP server: what each function asks for, how the
 * answer is shaped for the apps, and how each refusal reaches the learner or the mentor.
 */
import { describe, expect, it } from 'vitest'
import {
  acceptAnswer,
  answerQuestion,
  answersPage,
  askQuestion,
  editAnswer,
  editQuestion,
  getQuestion,
  hideAnswer,
  hideQuestion,
  questionQueueCount,
  questionQueuePage,
  questionsPage,
  type LessonQuestion,
} from './questions'
import { failureOn, fakeBackend, rejection, signedInBackend, testIds } from './test-support'
import { expectPageRead } from './test-pages'
import { countedList, databaseError, reply, rlsRefusal } from './test-answers'

const [uid, lessonId, questionId, answerId, otherId] = testIds

const pageRow = (id: string, at: string) => ({
  id,
  lesson_id: lessonId,
  lesson_title: 'Colour',
  lesson_title_bn: 'রং',
  body: 'How?',
  asker_name: 'Rahima',
  mine: true,
  created_at: '2026-11-27T10:00:00+00:00',
  edited_at: null,
  last_activity_at: at,
  answered_at: null,
  answer_count: 0,
  hidden_at: null,
})
const question = (id: string, at: string): LessonQuestion => ({
  id,
  lessonId,
  lessonTitle: 'Colour',
  lessonTitleBn: 'রং',
  body: 'How?',
  askerName: 'Rahima',
  mine: true,
  createdAt: '2026-11-27T10:00:00+00:00',
  editedAt: null,
  lastActivityAt: at,
  answeredAt: null,
  answerCount: 0,
  hiddenAt: null,
})

describe('questionsPage', () => {
  it("asks for one row more than the page, a lesson's, and gives the next position", () =>
    expectPageRead({
      answer: [
        pageRow(questionId, '2026-11-27T12:00:00+00:00'),
        pageRow(otherId, '2026-11-27T11:00:00+00:00'),
      ],
      call: (client) =>
        questionsPage(client, {
          courseId: 'creative-design',
          lessonId,
          limit: 1,
          after: { at: '2026-11-27T13:00:00+00:00', id: answerId },
        }),
      page: {
        rows: [question(questionId, '2026-11-27T12:00:00+00:00')],
        next: { at: '2026-11-27T12:00:00+00:00', id: questionId },
        total: null,
      },
      rpc: 'questions_page',
      body: {
        course: 'creative-design',
        lesson: lessonId,
        after_activity_at: '2026-11-27T13:00:00+00:00',
        after_id: answerId,
        page_size: 2,
      },
    }))

  it('sends a search trimmed, none when blank, and 20 a page when not told', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await questionsPage(client, { courseId: 'web-development', search: '  flexbox ' })
    await questionsPage(client, { courseId: 'web-development', search: '   ' })
    expect(requests.map((r) => r.body)).toEqual([
      { course: 'web-development', search: 'flexbox', page_size: 21 },
      { course: 'web-development', page_size: 21 },
    ])
  })

  it('refuses before asking: a search over 100 characters, a tampered cursor, a bad lesson or page size', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    const courseId = 'creative-design'
    // 100 emoji are 100 characters (200 UTF-16 units): not too long
    await questionsPage(client, { courseId, search: '🎨'.repeat(100) })
    requests.length = 0
    expect(
      await rejection(questionsPage(client, { courseId, search: 'x'.repeat(101) })),
    ).toMatchObject({ kind: 'invalid', code: 'search_too_long', detail: '100', field: 'search' })
    expect(
      (await rejection(questionsPage(client, { courseId, after: { at: 'now', id: questionId } })))
        .code,
    ).toBe('not_a_position')
    expect((await rejection(questionsPage(client, { courseId, lessonId: 'x' }))).code).toBe(
      'not_a_lesson',
    )
    expect((await rejection(questionsPage(client, { courseId, limit: 100 }))).code).toBe(
      'page_size',
    )
    expect(requests).toEqual([])
  })

  it("maps the database's refusal and the search limit by their hints", async () => {
    const stranger = await failureOn(
      () => databaseError(403, '42501', 'x', { hint: 'not_enrolled' }),
      (client) => questionsPage(client, { courseId: 'creative-design' }),
    )
    expect(stranger).toMatchObject({ kind: 'not_enrolled', operation: 'questions.list' })
    const long = await failureOn(
      () => databaseError(400, '22023', 'x', { hint: 'search_too_long', details: '100' }),
      (client) => questionsPage(client, { courseId: 'creative-design', search: 'x' }),
    )
    expect(long).toMatchObject({ kind: 'invalid', hint: 'search_too_long', detail: '100' })
  })

  it('says so when the answer is not rows', async () => {
    const e = await failureOn(
      () => reply(200, { rows: 1 }),
      (client) => questionsPage(client, { courseId: 'creative-design' }),
    )
    expect(e.code).toBe('unexpected_response')
  })
})

describe('getQuestion', () => {
  it('reads one question through question_read, with its lesson and the asker', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [pageRow(questionId, '2026-11-27T12:00:00+00:00')]),
    )
    expect(await getQuestion(client, questionId)).toEqual(
      question(questionId, '2026-11-27T12:00:00+00:00'),
    )
    expect(requests[0]!.path).toBe('/rest/v1/rpc/question_read')
    expect(requests[0]!.body).toEqual({ question: questionId })
  })

  it('answers null for a question not read, gone or malformed, without asking for the last', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    expect(await getQuestion(client, 'nope')).toBeNull()
    expect(requests).toEqual([])
    expect(await getQuestion(client, questionId)).toBeNull()
    const refused = fakeBackend(() =>
      reply(403, { code: '42501', message: 'Only the course', hint: 'not_enrolled' }),
    )
    expect(await getQuestion(refused.client, questionId)).toBeNull()
  })

  it('throws what is not a refusal to read', async () => {
    const { client } = fakeBackend(() => reply(503, { message: 'down' }))
    await expect(getQuestion(client, questionId)).rejects.toMatchObject({ kind: 'network' })
  })
})

describe('answersPage', () => {
  it('reads oldest first, one row more than the page, and maps the flags', async () => {
    const row = (id: string, at: string) => ({
      id,
      body: 'Use a palette.',
      author_name: 'Karim',
      mine: false,
      by_staff: true,
      accepted: true,
      created_at: at,
      edited_at: null,
      hidden_at: null,
    })
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        row(answerId, '2026-11-27T10:00:00+00:00'),
        row(otherId, '2026-11-27T11:00:00+00:00'),
      ]),
    )
    const page = await answersPage(client, questionId, { limit: 1 })
    expect(page.rows).toEqual([
      {
        id: answerId,
        questionId,
        body: 'Use a palette.',
        authorName: 'Karim',
        mine: false,
        byStaff: true,
        accepted: true,
        createdAt: '2026-11-27T10:00:00+00:00',
        editedAt: null,
        hiddenAt: null,
      },
    ])
    expect(page.next).toEqual({ at: '2026-11-27T10:00:00+00:00', id: answerId })
    expect(requests[0]!.body).toEqual({ question: questionId, page_size: 2 })
    expect(await answersPage(client, 'not-an-id')).toEqual({ rows: [], next: null, total: null })
  })
})

describe('asking and answering', () => {
  it('asks with the lesson and the trimmed text only, and answers the new id', async () => {
    const { client, requests } = fakeBackend(() => reply(201, { id: questionId }))
    expect(await askQuestion(client, { lessonId, body: '  How do I? ' })).toBe(questionId)
    expect(requests[0]!.path).toBe('/rest/v1/lesson_questions')
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toEqual({ lesson_id: lessonId, body: 'How do I?' })
    expect(requests[0]!.params.get('select')).toBe('id')
  })

  it('refuses a blank or too long text before asking, naming the field', async () => {
    const { client, requests } = fakeBackend(() => reply(201, { id: questionId }))
    expect(await rejection(askQuestion(client, { lessonId, body: ' \n ' }))).toMatchObject({
      kind: 'invalid',
      code: 'question_empty',
      field: 'body',
      operation: 'question.ask',
    })
    expect(
      await rejection(answerQuestion(client, { questionId, body: 'x'.repeat(4001) })),
    ).toMatchObject({ code: 'question_too_long', field: 'body' })
    expect(requests).toEqual([])
  })

  it('turns a refused question into the words of its kind: a limit, a stranger', async () => {
    const limited = await failureOn(
      () => databaseError(429, 'PT429', 'x', { hint: 'rate_limited', details: '540' }),
      (client) => askQuestion(client, { lessonId, body: 'Hi' }),
    )
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfter: 540 })
    const stranger = await failureOn(
      () => rlsRefusal('lesson_questions'),
      (client) => askQuestion(client, { lessonId, body: 'Hi' }),
    )
    expect(stranger).toMatchObject({ kind: 'forbidden', operation: 'question.ask' })
  })

  it("answers with the stored answer and the author's own name", async () => {
    const { client, requests } = await signedInBackend(uid, (r) =>
      r.path === '/rest/v1/profiles'
        ? reply(200, { name: '  ', username: 'karim' })
        : reply(201, {
            id: answerId,
            question_id: questionId,
            body: 'Try this.',
            by_staff: false,
            accepted: false,
            created_at: '2026-11-27T10:00:00+00:00',
            edited_at: null,
            hidden_at: null,
          }),
    )
    expect(await answerQuestion(client, { questionId, body: ' Try this. ' })).toEqual({
      id: answerId,
      questionId,
      body: 'Try this.',
      authorName: 'karim',
      mine: true,
      byStaff: false,
      accepted: false,
      createdAt: '2026-11-27T10:00:00+00:00',
      editedAt: null,
      hiddenAt: null,
    })
    const insert = requests.find((r) => r.path === '/rest/v1/question_answers')!
    expect(insert.body).toEqual({ question_id: questionId, body: 'Try this.' })
  })
})

describe('edits, accepts and hides', () => {
  it('sends one column each, for one row', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [{ id: questionId }]))
    await editQuestion(client, questionId, ' Better words ')
    await editAnswer(client, answerId, 'Fixed')
    await acceptAnswer(client, answerId, true)
    await hideQuestion(client, questionId, false)
    await hideAnswer(client, answerId, true)
    expect(requests.map((r) => [r.method, r.path, r.params.get('id')])).toEqual([
      ['PATCH', '/rest/v1/lesson_questions', `eq.${questionId}`],
      ['PATCH', '/rest/v1/question_answers', `eq.${answerId}`],
      ['PATCH', '/rest/v1/question_answers', `eq.${answerId}`],
      ['PATCH', '/rest/v1/lesson_questions', `eq.${questionId}`],
      ['PATCH', '/rest/v1/question_answers', `eq.${answerId}`],
    ])
    expect(requests.slice(0, 4).map((r) => r.body)).toEqual([
      { body: 'Better words' },
      { body: 'Fixed' },
      { accepted: true },
      { hidden_at: null },
    ])
    expect(Object.keys(requests[4]!.body as object)).toEqual(['hidden_at'])
  })

  it('says not found when no row changed (not theirs to see, or gone)', async () => {
    const e = await failureOn(
      () => reply(200, []),
      (client) => editQuestion(client, questionId, 'x'),
    )
    expect(e).toMatchObject({ kind: 'not_found', operation: 'question.edit' })
  })

  it.each([
    ['edit_window_closed', '55000', 'conflict', '15'],
    ['not_author', '42501', 'forbidden', ''],
    ['not_staff', '42501', 'forbidden', ''],
    ['not_asker', '42501', 'forbidden', ''],
  ] as const)('maps the refusal %s to %s', async (hint, code, kind, details) => {
    const e = await failureOn(
      () => databaseError(400, code, 'any words', { hint, details }),
      (client) => acceptAnswer(client, answerId, true),
    )
    expect(e).toMatchObject({ kind, hint, operation: 'answer.accept' })
    if (details) expect(e.detail).toBe(details)
  })
})

describe("the console's queue", () => {
  const queueRow = (id: string, at: string) => ({
    id,
    course_id: 'creative-design',
    lesson_id: lessonId,
    lesson_title: 'Colour',
    lesson_title_bn: 'রং',
    body: 'How?',
    asker_name: 'Rahima',
    created_at: at,
    answered_at: null,
    answer_count: 0,
  })

  it('pages oldest first with the state, and counts once when asked', async () => {
    const { client, requests } = fakeBackend(
      countedList(
        [
          queueRow(questionId, '2026-11-27T10:00:00+00:00'),
          queueRow(otherId, '2026-11-27T11:00:00+00:00'),
        ],
        { total: 3, estimated: false },
      ),
    )
    const page = await questionQueuePage(client, {
      course: 'creative-design',
      state: 'answered',
      limit: 1,
      count: true,
    })
    expect(page).toEqual({
      rows: [
        {
          id: questionId,
          courseId: 'creative-design',
          lessonId,
          lessonTitle: 'Colour',
          lessonTitleBn: 'রং',
          body: 'How?',
          askerName: 'Rahima',
          createdAt: '2026-11-27T10:00:00+00:00',
          answeredAt: null,
          answerCount: 0,
        },
      ],
      next: { at: '2026-11-27T10:00:00+00:00', id: questionId },
      total: 3,
    })
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      [
        '/rest/v1/rpc/question_queue_page',
        { course: 'creative-design', state: 'answered', page_size: 2 },
      ],
      ['/rest/v1/rpc/question_queue_count', { course: 'creative-design', state: 'answered' }],
    ])
  })

  it('asks for the waiting ones of every course when not told', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { total: 12000, estimated: true }))
    expect(await questionQueueCount(client)).toEqual({ count: 12000, estimated: true })
    expect(requests[0]!.body).toEqual({ state: 'waiting' })
  })

  it('refuses a learner by the hint', async () => {
    const e = await failureOn(
      () => databaseError(403, '42501', 'x', { hint: 'not_staff' }),
      (client) => questionQueuePage(client),
    )
    expect(e).toMatchObject({ kind: 'forbidden', hint: 'not_staff', operation: 'questions.queue' })
  })
})
