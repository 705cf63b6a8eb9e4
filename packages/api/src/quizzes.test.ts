/**
 * The quizzes module against a scripted HTTP server: what each function asks for, how the
 * answer is shaped for the apps, and how each refusal reaches the learner or the admin.
 */
import { describe, expect, it } from 'vitest'
import {
  deleteQuiz,
  getQuiz,
  listMyQuizAttempts,
  listQuizKeys,
  listQuizzes,
  saveQuiz,
  saveQuizQuestions,
  submitQuiz,
  type Quiz,
  type QuizQuestionInput,
} from './quizzes'
import { failureOn, fakeBackend, rejection, signedInBackend, testIds } from './test-support'
import { databaseError, reply, rlsRefusal } from './test-answers'

const [uid, quizId, lessonId, questionId, otherQuestion] = testIds

const quizRow = (id: string, lesson: string | null, position: number | null) => ({
  id,
  course_id: 'creative-design',
  lesson_id: lesson,
  title: 'Colour',
  title_bn: 'রং',
  pass_percent: 70,
  required: true,
  attempts_per_day: 3,
  lessons: position === null ? null : { position },
})
const quiz = (id: string, lesson: string | null): Quiz => ({
  id,
  courseId: 'creative-design',
  lessonId: lesson,
  title: 'Colour',
  titleBn: 'রং',
  passPercent: 70,
  required: true,
  attemptsPerDay: 3,
})

describe('listQuizzes', () => {
  it('orders by the position of their lesson, the end of the course last, ties as created', async () => {
    const a = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
    const b = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
    const c = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
    const d = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        quizRow(a, null, null),
        quizRow(b, lessonId, 8),
        quizRow(c, lessonId, 3),
        quizRow(d, lessonId, 8),
      ]),
    )
    expect((await listQuizzes(client, 'creative-design')).map((q) => q.id)).toEqual([c, b, d, a])
    expect(requests[0]!.path).toBe('/rest/v1/quizzes')
    expect(requests[0]!.params.get('course_id')).toBe('eq.creative-design')
    expect(requests[0]!.params.get('order')).toBe('created_at.asc,id.asc')
  })

  it('answers [] for an unknown course without asking', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    expect(await listQuizzes(client, 'cooking')).toEqual([])
    expect(requests).toEqual([])
  })
})

describe('getQuiz', () => {
  it('reads the quiz and its questions in order, options in both languages', async () => {
    const { client, requests } = fakeBackend((r) =>
      r.path === '/rest/v1/quizzes'
        ? reply(200, quizRow(quizId, lessonId, 3))
        : reply(200, [
            {
              id: questionId,
              position: 1,
              prompt: 'Warm?',
              prompt_bn: 'উষ্ণ?',
              options: [{ id: 'a', label: 'Red', label_bn: 'লাল' }, { id: 'b' }, 'x'],
              multiple: false,
            },
          ]),
    )
    expect(await getQuiz(client, quizId)).toEqual({
      quiz: quiz(quizId, lessonId),
      questions: [
        {
          id: questionId,
          position: 1,
          prompt: 'Warm?',
          promptBn: 'উষ্ণ?',
          options: [{ id: 'a', label: 'Red', labelBn: 'লাল' }],
          multiple: false,
        },
      ],
    })
    const questions = requests.find((r) => r.path === '/rest/v1/quiz_questions')!
    expect(questions.params.get('quiz_id')).toBe(`eq.${quizId}`)
    expect(questions.params.get('order')).toBe('position.asc')
    expect(questions.params.get('select')).not.toMatch(/right/)
  })

  it('answers null for a quiz not read or a malformed id', async () => {
    const { client } = fakeBackend((r) =>
      r.path === '/rest/v1/quizzes' ? reply(200, null) : reply(200, []),
    )
    expect(await getQuiz(client, quizId)).toBeNull()
    expect(await getQuiz(client, 'x')).toBeNull()
  })
})

describe('listMyQuizAttempts', () => {
  it("reads the caller's own, newest first, bounded", async () => {
    const { client, requests } = await signedInBackend(uid, () =>
      reply(200, [
        {
          id: questionId,
          quiz_id: quizId,
          score: 80,
          correct: 4,
          total: 5,
          passed: true,
          wrong: [otherQuestion],
          created_at: '2026-11-27T10:00:00+00:00',
        },
      ]),
    )
    expect(await listMyQuizAttempts(client, 'creative-design')).toEqual([
      {
        id: questionId,
        quizId,
        score: 80,
        correct: 4,
        total: 5,
        passed: true,
        wrong: [otherQuestion],
        createdAt: '2026-11-27T10:00:00+00:00',
      },
    ])
    const q = requests[0]!.params
    expect(q.get('user_id')).toBe(`eq.${uid}`)
    expect(q.get('order')).toBe('created_at.desc,id.desc')
    expect(q.get('limit')).toBe('200')
  })

  it('says the session ended when nobody is signed in', async () => {
    const { client } = fakeBackend(() => reply(200, []))
    expect((await rejection(listMyQuizAttempts(client, 'creative-design'))).kind).toBe('session')
  })
})

describe('submitQuiz', () => {
  const result = {
    attempt_id: questionId,
    correct: 4,
    total: 5,
    score: 80,
    pass_percent: 70,
    passed: true,
    wrong: [otherQuestion],
    attempts_left_today: 0,
    next_attempt_at: '2026-11-27T18:00:00+00:00',
  }

  it('sends the answers and maps the result, the next attempt in ISO time', async () => {
    const { client, requests } = fakeBackend(() => reply(200, result))
    expect(await submitQuiz(client, quizId, { [questionId]: ['a'] })).toEqual({
      attemptId: questionId,
      correct: 4,
      total: 5,
      score: 80,
      passPercent: 70,
      passed: true,
      wrong: [otherQuestion],
      attemptsLeftToday: 0,
      nextAttemptAt: '2026-11-27T18:00:00.000Z',
    })
    expect(requests[0]!.path).toBe('/rest/v1/rpc/submit_quiz')
    expect(requests[0]!.body).toEqual({ quiz_id: quizId, answers: { [questionId]: ['a'] } })
  })

  it('refuses an answer of another shape as unexpected', async () => {
    const e = await failureOn(
      () => reply(200, { ...result, score: 'high' }),
      (client) => submitQuiz(client, quizId, {}),
    )
    expect(e.code).toBe('unexpected_response')
  })

  it("carries when the next attempt opens once today's are used up", async () => {
    const e = await failureOn(
      () =>
        databaseError(400, '55000', 'x', {
          hint: 'attempts_used_up',
          details: '2026-11-27 18:00:00+00',
        }),
      (client) => submitQuiz(client, quizId, {}),
    )
    expect(e).toMatchObject({
      kind: 'attempts_used_up',
      hint: 'attempts_used_up',
      retryAt: '2026-11-27T18:00:00.000Z',
      operation: 'quiz.submit',
    })
  })

  it.each([
    ['quiz_not_found', 'P0002', 'not_found'],
    ['not_enrolled', '42501', 'not_enrolled'],
    ['quiz_answers_invalid', '22023', 'invalid'],
    ['quiz_incomplete', '22023', 'invalid'],
    ['quiz_empty', '55000', 'conflict'],
    ['not_signed_in', '42501', 'session'],
  ] as const)('maps the refusal %s to %s', async (hint, code, kind) => {
    const e = await failureOn(
      () => databaseError(400, code, 'x', { hint }),
      (client) => submitQuiz(client, quizId, {}),
    )
    expect(e).toMatchObject({ kind, hint })
  })
})

describe("the console's quizzes", () => {
  const options = [
    { id: 'a', label: 'Red', labelBn: 'লাল' },
    { id: 'b', label: 'Blue', labelBn: 'নীল' },
  ]
  const warm: QuizQuestionInput = {
    prompt: ' Warm? ',
    promptBn: 'উষ্ণ?',
    multiple: false,
    options,
    right: ['a'],
  }

  it("reads the keys through their questions' quiz", async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        { question_id: questionId, right_options: ['a'], quiz_questions: { quiz_id: quizId } },
        {
          question_id: otherQuestion,
          right_options: ['b', 'c'],
          quiz_questions: { quiz_id: quizId },
        },
      ]),
    )
    expect(await listQuizKeys(client, quizId)).toEqual({
      [questionId]: ['a'],
      [otherQuestion]: ['b', 'c'],
    })
    expect(requests[0]!.path).toBe('/rest/v1/quiz_question_keys')
    expect(requests[0]!.params.get('quiz_questions.quiz_id')).toBe(`eq.${quizId}`)
  })

  it('adds a quiz with its course, edits one without, and refuses a bad one before asking', async () => {
    const { client, requests } = fakeBackend(() => reply(201, quizRow(quizId, null, null)))
    const input = { ...quiz(quizId, null), id: undefined, title: ' Colour ' }
    expect(await saveQuiz(client, input)).toEqual(quiz(quizId, null))
    await saveQuiz(client, { ...input, id: quizId })
    expect(requests.map((r) => [r.method, r.params.get('id')])).toEqual([
      ['POST', null],
      ['PATCH', `eq.${quizId}`],
    ])
    expect(requests[0]!.body).toEqual({
      course_id: 'creative-design',
      lesson_id: null,
      title: 'Colour',
      title_bn: 'রং',
      pass_percent: 70,
      required: true,
      attempts_per_day: 3,
    })
    expect(requests[1]!.body).not.toHaveProperty('course_id')
    const bad = await rejection(saveQuiz(client, { ...input, attemptsPerDay: 21 }))
    expect(bad).toMatchObject({ code: 'quiz_attempts_per_day', field: 'attemptsPerDay' })
    expect(requests).toHaveLength(2)
  })

  it('maps a lesson of another course and a mentor refused', async () => {
    const elsewhere = await failureOn(
      () => databaseError(409, '23503', 'x', { hint: 'lesson_not_in_course' }),
      (client) => saveQuiz(client, { ...quiz(quizId, lessonId), id: undefined }),
    )
    expect(elsewhere).toMatchObject({ kind: 'invalid', field: 'lessonId' })
    const mentor = await failureOn(
      () => rlsRefusal('quizzes'),
      (client) => saveQuiz(client, { ...quiz(quizId, lessonId), id: undefined }),
    )
    expect(mentor).toMatchObject({ kind: 'forbidden', operation: 'quiz.save' })
  })

  it('saves the questions in order with their keys, in the database spelling', async () => {
    const { client, requests } = fakeBackend(() => new Response(null, { status: 204 }))
    await saveQuizQuestions(client, quizId, [
      { ...warm, id: questionId },
      { ...warm, multiple: true, right: ['b', 'a'] },
    ])
    expect(requests[0]!.path).toBe('/rest/v1/rpc/admin_save_quiz_questions')
    const spelled = {
      prompt: 'Warm?',
      prompt_bn: 'উষ্ণ?',
      options: [
        { id: 'a', label: 'Red', label_bn: 'লাল' },
        { id: 'b', label: 'Blue', label_bn: 'নীল' },
      ],
    }
    expect(requests[0]!.body).toEqual({
      quiz: quizId,
      questions: [
        { id: questionId, ...spelled, multiple: false, right: ['a'] },
        { ...spelled, multiple: true, right: ['b', 'a'] },
      ],
    })
  })

  it('refuses broken questions before asking, naming the question at fault', async () => {
    const { client, requests } = fakeBackend(() => new Response(null, { status: 204 }))
    const cases: [QuizQuestionInput[], string, string | undefined][] = [
      [[], 'quiz_question_count', undefined],
      [[warm, { ...warm, right: ['c'] }], 'quiz_right', '2'],
      [[{ ...warm, multiple: true }], 'quiz_right', '1'],
      [[{ ...warm, options: options.slice(0, 1) }], 'quiz_options', '1'],
      [[{ ...warm, options: [options[0]!, { ...options[1]!, id: 'a' }] }], 'quiz_option', '1'],
      [[{ ...warm, options: [options[0]!, { ...options[1]!, id: 'B!' }] }], 'quiz_option', '1'],
      [[{ ...warm, promptBn: '  ' }], 'quiz_prompt', '1'],
    ]
    for (const [questions, code, detail] of cases) {
      const e = await rejection(saveQuizQuestions(client, quizId, questions))
      expect([e.code, e.detail]).toEqual([code, detail])
    }
    expect(requests).toEqual([])
  })

  it("maps the database's refusals of a save", async () => {
    for (const [hint, kind] of [
      ['quiz_key_invalid', 'invalid'],
      ['quiz_questions_count', 'invalid'],
      ['quiz_not_found', 'not_found'],
      ['admin_only', 'forbidden'],
    ] as const) {
      const e = await failureOn(
        () => databaseError(400, '22023', 'x', { hint }),
        (client) => saveQuizQuestions(client, quizId, [warm]),
      )
      expect(e).toMatchObject({ kind, hint, operation: 'quizQuestions.save' })
    }
  })

  it('deletes a quiz, and says not found when nothing was deleted', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [{ id: quizId }]))
    await deleteQuiz(client, quizId)
    expect([requests[0]!.method, requests[0]!.params.get('id')]).toEqual(['DELETE', `eq.${quizId}`])
    const gone = await failureOn(
      () => reply(200, []),
      (client) => deleteQuiz(client, quizId),
    )
    expect(gone).toMatchObject({ kind: 'not_found', operation: 'quiz.delete' })
  })
})
