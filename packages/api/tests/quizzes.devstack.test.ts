/**
 * The quizzes module against the real local backend (issue 35): a learner reads a course's
 * quizzes (never their right options), sends attempts graded by the database until today's are
 * used up (the refusal says when the next opens: the next midnight in Dhaka), reads their
 * attempts; the console's admin writes a quiz and its questions with their keys, which the
 * course's mentor reads too and a learner never. Through the functions the site and the console
 * call; the rules themselves, role by role, are supabase/tests/quizzes.test.ts's.
 */
import { describe, expect, it } from 'vitest'
import * as quizzesApi from '../src/quizzes'
import type { QuizAnswers } from '../src/quizzes'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const local = useLocalStack('api-quizzes-test-')
const COURSE = 'creative-design'
const { newAccount, seededStaff, service, enrol } = local

/** The next midnight in Dhaka (UTC+6 all year): 18:00 UTC today or tomorrow. */
function nextDhakaMidnight(now = new Date()): string {
  const next = new Date(now)
  next.setUTCHours(18, 0, 0, 0)
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString()
}

describe("a learner's quiz", () => {
  it('reads the quizzes without keys, is graded, and runs out of attempts for the day', async () => {
    const learner = await newAccount('quizzer')
    const outsider = await newAccount('outsider')
    await enrol(learner.id, COURSE)
    const { mentor, admin } = await seededStaff()

    // the course's quizzes in syllabus order: after their lessons, by position
    const quizzes = await quizzesApi.listQuizzes(learner.client, COURSE)
    expect(quizzes).toHaveLength(6)
    const { data: lessons } = await service()
      .from('lessons')
      .select('id, position')
      .eq('course_id', COURSE)
    const positionOf = new Map(lessons!.map((l) => [l.id, l.position]))
    const positions = quizzes.map((q) => positionOf.get(q.lessonId!))
    expect(positions).toEqual([...positions].sort((a, b) => a! - b!))
    expect(quizzes[0]).toMatchObject({
      courseId: COURSE,
      passPercent: 70,
      required: true,
      attemptsPerDay: 3,
    })
    expect(await quizzesApi.listQuizzes(outsider.client, COURSE)).toEqual([])
    expect(await quizzesApi.listQuizzes(learner.client, 'no-such-course')).toEqual([])

    const quiz = quizzes[0]!
    const read = await quizzesApi.getQuiz(learner.client, quiz.id)
    expect(read!.quiz).toEqual(quiz)
    expect(read!.questions.map((q) => q.position)).toEqual(read!.questions.map((_, i) => i + 1))
    expect(read!.questions[0]!.options[0]).toEqual({
      id: 'a',
      label: expect.any(String),
      labelBn: expect.any(String),
    })
    expect(JSON.stringify(read)).not.toMatch(/right/i)
    expect(await quizzesApi.getQuiz(outsider.client, quiz.id)).toBeNull()
    expect(await quizzesApi.getQuiz(learner.client, 'not-a-quiz')).toBeNull()

    // the keys: the course's staff read them, a learner never
    expect(await quizzesApi.listQuizKeys(learner.client, quiz.id)).toEqual({})
    const keys = await quizzesApi.listQuizKeys(admin, quiz.id)
    expect(Object.keys(keys).sort()).toEqual(read!.questions.map((q) => q.id).sort())
    expect(await quizzesApi.listQuizKeys(mentor, quiz.id)).toEqual(keys)

    // refused before grading: nothing is counted
    const some: QuizAnswers = { [read!.questions[0]!.id]: keys[read!.questions[0]!.id]! }
    const incomplete = await rejection(quizzesApi.submitQuiz(learner.client, quiz.id, some))
    expect(incomplete).toMatchObject({ kind: 'invalid', hint: 'quiz_incomplete' })
    const all = (pick: (questionId: string) => string[]): QuizAnswers =>
      Object.fromEntries(read!.questions.map((q) => [q.id, pick(q.id)]))
    const noSuchOption = await rejection(
      quizzesApi.submitQuiz(
        learner.client,
        quiz.id,
        all(() => ['z']),
      ),
    )
    expect(noSuchOption).toMatchObject({ kind: 'invalid', hint: 'quiz_answers_invalid' })
    const notEnrolled = await rejection(
      quizzesApi.submitQuiz(
        outsider.client,
        quiz.id,
        all((id) => keys[id]!),
      ),
    )
    expect(notEnrolled).toMatchObject({ kind: 'not_enrolled', hint: 'not_enrolled' })
    const gone = await rejection(
      quizzesApi.submitQuiz(
        learner.client,
        crypto.randomUUID(),
        all((id) => keys[id]!),
      ),
    )
    expect(gone).toMatchObject({ kind: 'not_found', hint: 'quiz_not_found' })

    // graded: every question right, then the first one wrong
    const passed = await quizzesApi.submitQuiz(
      learner.client,
      quiz.id,
      all((id) => keys[id]!),
    )
    expect(passed).toMatchObject({
      correct: read!.questions.length,
      total: read!.questions.length,
      score: 100,
      passPercent: 70,
      passed: true,
      wrong: [],
      attemptsLeftToday: 2,
      nextAttemptAt: null,
    })
    const firstId = read!.questions[0]!.id
    const wrongOption = read!.questions[0]!.options.find((o) => !keys[firstId]!.includes(o.id))!
    const oneWrong = await quizzesApi.submitQuiz(
      learner.client,
      quiz.id,
      all((id) => (id === firstId ? [wrongOption.id] : keys[id]!)),
    )
    expect(oneWrong).toMatchObject({
      correct: read!.questions.length - 1,
      wrong: [firstId],
      attemptsLeftToday: 1,
      nextAttemptAt: null,
    })
    expect(oneWrong.score).toBe(
      Math.floor(((read!.questions.length - 1) * 100) / read!.questions.length),
    )
    const wrongOf = (id: string) => {
      const question = read!.questions.find((q) => q.id === id)!
      return [question.options.find((o) => !keys[id]!.includes(o.id))!.id]
    }
    const last = await quizzesApi.submitQuiz(learner.client, quiz.id, all(wrongOf))
    expect(last).toMatchObject({ correct: 0, score: 0, passed: false, attemptsLeftToday: 0 })
    expect(last.wrong).toHaveLength(read!.questions.length)
    const midnight = nextDhakaMidnight()
    expect(last.nextAttemptAt).toBe(midnight)

    // the fourth attempt of the day: refused, with when the next one opens
    const usedUp = await rejection(
      quizzesApi.submitQuiz(
        learner.client,
        quiz.id,
        all((id) => keys[id]!),
      ),
    )
    expect(usedUp).toMatchObject({
      kind: 'attempts_used_up',
      hint: 'attempts_used_up',
      retryAt: midnight,
    })

    // the learner's attempts, newest first; another learner's are not theirs
    const attempts = await quizzesApi.listMyQuizAttempts(learner.client, COURSE)
    expect(attempts.map((a) => [a.id, a.quizId, a.score, a.passed])).toEqual([
      [last.attemptId, quiz.id, 0, false],
      [oneWrong.attemptId, quiz.id, oneWrong.score, oneWrong.passed],
      [passed.attemptId, quiz.id, 100, true],
    ])
    expect(attempts[1]!.wrong).toEqual([firstId])
    expect(await quizzesApi.listMyQuizAttempts(outsider.client, COURSE)).toEqual([])
    // the mentor reads the course's attempts, but lists only their own here
    expect(await quizzesApi.listMyQuizAttempts(mentor, COURSE)).toEqual([])
  }, 60_000)
})

describe("the console's quizzes", () => {
  it('writes a quiz and its questions with their keys, and deletes it', async () => {
    const { mentor, admin } = await seededStaff()
    const learner = await newAccount('reader')
    await enrol(learner.id, COURSE)
    const { data: lessons } = await service()
      .from('lessons')
      .select('id, course_id, position')
      .order('position', { ascending: true })
    const own = lessons!.find((l) => l.course_id === COURSE)!
    const foreign = lessons!.find((l) => l.course_id === 'video-editing')!

    const facts = {
      courseId: COURSE,
      lessonId: own.id,
      title: ' Practice ',
      titleBn: 'অনুশীলন',
      passPercent: 50,
      required: false,
      attemptsPerDay: 5,
    }
    // checked first, then by the database
    const badMark = await rejection(quizzesApi.saveQuiz(admin, { ...facts, passPercent: 0 }))
    expect(badMark).toMatchObject({
      kind: 'invalid',
      code: 'quiz_pass_percent',
      field: 'passPercent',
    })
    const elsewhere = await rejection(
      quizzesApi.saveQuiz(admin, { ...facts, lessonId: foreign.id }),
    )
    expect(elsewhere).toMatchObject({
      kind: 'invalid',
      hint: 'lesson_not_in_course',
      field: 'lessonId',
    })
    const notAdmin = await rejection(quizzesApi.saveQuiz(mentor, facts))
    expect(notAdmin.kind).toBe('forbidden')

    const quiz = await quizzesApi.saveQuiz(admin, facts)
    expect(quiz).toMatchObject({ ...facts, title: 'Practice', id: expect.any(String) })
    const atEnd = await quizzesApi.saveQuiz(admin, { ...facts, id: quiz.id, lessonId: null })
    expect(atEnd).toMatchObject({ id: quiz.id, lessonId: null })
    // at the end of the course: after every other quiz
    expect((await quizzesApi.listQuizzes(learner.client, COURSE)).at(-1)!.id).toBe(quiz.id)

    const options = [
      { id: 'a', label: 'Red', labelBn: 'লাল' },
      { id: 'b', label: 'Blue', labelBn: 'নীল' },
      { id: 'c', label: 'Green', labelBn: 'সবুজ' },
    ]
    const wrongKey = await rejection(
      quizzesApi.saveQuizQuestions(admin, quiz.id, [
        { prompt: 'Warm?', promptBn: 'উষ্ণ?', multiple: false, options, right: ['a', 'b'] },
      ]),
    )
    expect(wrongKey).toMatchObject({ kind: 'invalid', code: 'quiz_right', detail: '1' })
    const none = await rejection(quizzesApi.saveQuizQuestions(admin, quiz.id, []))
    expect(none).toMatchObject({ kind: 'invalid', code: 'quiz_question_count' })

    await quizzesApi.saveQuizQuestions(admin, quiz.id, [
      { prompt: ' Warm? ', promptBn: 'উষ্ণ?', multiple: false, options, right: ['a'] },
      { prompt: 'Cool ones?', promptBn: 'শীতল?', multiple: true, options, right: ['b', 'c'] },
    ])
    const written = await quizzesApi.getQuiz(learner.client, quiz.id)
    expect(written!.questions.map((q) => [q.position, q.prompt, q.multiple])).toEqual([
      [1, 'Warm?', false],
      [2, 'Cool ones?', true],
    ])
    expect(written!.questions[0]!.options).toEqual(options)
    const [warm, cool] = written!.questions
    expect(await quizzesApi.listQuizKeys(admin, quiz.id)).toEqual({
      [warm!.id]: ['a'],
      [cool!.id]: ['b', 'c'],
    })
    expect(await quizzesApi.listQuizKeys(mentor, quiz.id)).toEqual({
      [warm!.id]: ['a'],
      [cool!.id]: ['b', 'c'],
    })
    expect(await quizzesApi.listQuizKeys(learner.client, quiz.id)).toEqual({})

    // saved again in another order, the first one dropped: ids keep their questions
    await quizzesApi.saveQuizQuestions(admin, quiz.id, [
      {
        id: cool!.id,
        prompt: 'Cool ones?',
        promptBn: 'শীতল?',
        multiple: true,
        options,
        right: ['b', 'c'],
      },
    ])
    expect(
      (await quizzesApi.getQuiz(learner.client, quiz.id))!.questions.map((q) => [q.id, q.position]),
    ).toEqual([[cool!.id, 1]])
    const mentorSaves = await rejection(
      quizzesApi.saveQuizQuestions(mentor, quiz.id, [
        { prompt: 'Mine?', promptBn: 'আমার?', multiple: false, options, right: ['a'] },
      ]),
    )
    expect(mentorSaves).toMatchObject({ kind: 'forbidden', hint: 'admin_only' })

    // a learner's attempt at it
    const result = await quizzesApi.submitQuiz(learner.client, quiz.id, { [cool!.id]: ['c', 'b'] })
    expect(result).toMatchObject({
      score: 100,
      passed: true,
      passPercent: 50,
      attemptsLeftToday: 4,
    })

    const mentorDeletes = await rejection(quizzesApi.deleteQuiz(mentor, quiz.id))
    expect(mentorDeletes.kind).toBe('not_found')
    await quizzesApi.deleteQuiz(admin, quiz.id)
    expect(await quizzesApi.getQuiz(admin, quiz.id)).toBeNull()
    const again = await rejection(quizzesApi.deleteQuiz(admin, quiz.id))
    expect(again.kind).toBe('not_found')
    const keysGone = await rejection(
      quizzesApi.saveQuizQuestions(admin, quiz.id, [
        { prompt: 'Gone?', promptBn: 'নেই?', multiple: false, options, right: ['a'] },
      ]),
    )
    expect(keysGone).toMatchObject({ kind: 'not_found', hint: 'quiz_not_found' })
  }, 60_000)
})
