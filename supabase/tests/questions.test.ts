/**
 * Questions under every lesson (issue 35; docs/decisions/0072-questions-and-quizzes.md): the
 * security matrix of lesson_questions, question_answers and their RPCs for eight callers: an
 * anonymous visitor, a learner enrolled nowhere, another learner of the course (never the author
 * of the rows at stake), the enrolled learner whose rows they are, a learner of another course, a
 * mentor of the course, a mentor of another course, and an admin. Each refused write is checked
 * twice: the API's answer and the stored state, read behind RLS as `postgres`. Then the rules that
 * span calls: what a learner may write (Bangla, code, markup, 5,000 characters, a flood),
 * accepting, reading and searching, and the notices.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '../../packages/api/src/database.types.ts'
import { questionResources } from './covered-elsewhere'
import { expectHint } from './projects-support'
import {
  COURSE,
  FOREIGN,
  answerOf,
  answersHolding,
  arrangeAnswer,
  arrangePeople,
  arrangeQuestion,
  backdate,
  clearQuestionAllowances,
  everyone,
  learnerRoles,
  lessonsOf,
  noticesAbout,
  questionOf,
  questionsHolding,
  readersOfCourse,
  rest,
  strangersOfCourse,
  type AnswerRow,
  type LessonRef,
  type Op,
  type People,
  type QuestionRow,
  type Role,
  type Reader,
} from './questions-support'
import {
  allowedRows,
  enroll,
  expectAllowed,
  expectError,
  expectCountOf,
  expectForbidden,
  expectReadRefused,
  expectReadsExactly,
  expectRefused,
  refund,
  securityMatrix,
  signUpLearner,
  sql,
  token,
  idsOf,
  arrangeOnce,
  type Result,
} from './support'

interface Ctx extends People {
  /** in the body of every fixture: a search for it finds them alone */
  tag: string
  /** the fixtures' lesson of COURSE, another one for the cells' own rows, and one of FOREIGN */
  lesson: LessonRef
  scratchLesson: LessonRef
  foreignLesson: LessonRef
  /** the enrolled learner's question, shown, answered by the mentor and by another learner */
  question: QuestionRow
  /** the enrolled learner's question, hidden by staff (after the mentor answered it) */
  hiddenQuestion: QuestionRow
  /** another learner's question, hidden by staff */
  othersHidden: QuestionRow
  /** another learner's question, shown, answered by the enrolled learner only: waiting */
  waiting: QuestionRow
  /** the outsider's question under FOREIGN's lesson, answered by themself: waiting */
  foreignQuestion: QuestionRow
  staffAnswer: AnswerRow
  peerAnswer: AnswerRow
  /** another learner's answer to `question`, hidden by staff */
  hiddenAnswer: AnswerRow
  /** the mentor's answer to `hiddenQuestion` */
  answerOnHidden: AnswerRow
  /** the enrolled learner's answer to `waiting` */
  waitingAnswer: AnswerRow
  foreignAnswer: AnswerRow
}

const { cell, describeFeatureCells } = securityMatrix<Role, Op, Ctx>()

const allQuestions = (c: Ctx) => [
  c.question,
  c.hiddenQuestion,
  c.othersHidden,
  c.waiting,
  c.foreignQuestion,
]
const allAnswers = (c: Ctx) => [
  c.staffAnswer,
  c.peerAnswer,
  c.hiddenAnswer,
  c.answerOnHidden,
  c.waitingAnswer,
  c.foreignAnswer,
]

/** The fixtures each caller reads: their courses', a hidden one only when theirs or as staff. */
const questionsReadBy: Record<Reader, (c: Ctx) => QuestionRow[]> = {
  learner: () => [],
  other: (c) => [c.question, c.othersHidden, c.waiting],
  enrolled: (c) => [c.question, c.hiddenQuestion, c.waiting],
  outsider: (c) => [c.foreignQuestion],
  mentor: (c) => [c.question, c.hiddenQuestion, c.othersHidden, c.waiting],
  foreign: (c) => [c.foreignQuestion],
  admin: (c) => allQuestions(c),
}
const answersReadBy: Record<Reader, (c: Ctx) => AnswerRow[]> = {
  learner: () => [],
  other: (c) => [c.staffAnswer, c.peerAnswer, c.hiddenAnswer, c.waitingAnswer],
  enrolled: (c) => [c.staffAnswer, c.peerAnswer, c.answerOnHidden, c.waitingAnswer],
  outsider: (c) => [c.foreignAnswer],
  mentor: (c) => [c.staffAnswer, c.peerAnswer, c.hiddenAnswer, c.answerOnHidden, c.waitingAnswer],
  foreign: (c) => [c.foreignAnswer],
  admin: (c) => allAnswers(c),
}
const readsWhat: Record<Reader, string> = {
  learner: 'reads no question of a course they are not in',
  other: "reads the course's questions and their own hidden one, not another learner's hidden one",
  enrolled:
    "reads the course's questions and their own hidden one, not another learner's hidden one",
  outsider: "reads their own course's questions only, none of this course",
  mentor: "reads every question of their course, hidden ones too, none of another course's",
  foreign: "reads their own course's questions only, none of this course",
  admin: 'reads every question of every course, hidden ones too',
}

/** A question of the enrolled learner (or `asker`) under the cells' own lesson. */
const fresh = (c: Ctx, asker: Reader = 'enrolled', options: { ago?: string } = {}) =>
  arrangeQuestion(c.person(asker), c.scratchLesson, options)

// ------------------------------------------------------------------ lesson_questions
cell('lesson_questions', 'select', 'anon', false, 'reads any question', async (c) => {
  expectForbidden(await c.client('anon').from('lesson_questions').select('id, body'))
  expectForbidden(
    await c.client('anon').from('lesson_questions').select('id').eq('id', c.question.id),
  )
})
for (const role of ['other', 'enrolled', 'outsider', 'mentor', 'foreign', 'admin'] as const) {
  cell('lesson_questions', 'select', role, true, readsWhat[role], async (c) => {
    await expectReadsExactly(
      c.client(role).from('lesson_questions').select('id, body, user_id, hidden_at'),
      allQuestions(c),
      questionsReadBy[role](c),
    )
  })
}
for (const role of strangersOfCourse) {
  cell('lesson_questions', 'select', role, false, readsWhat.learner, async (c) => {
    const r = await c
      .client(role)
      .from('lesson_questions')
      .select('id')
      .eq('course_id', COURSE)
      .in('id', idsOf(allQuestions(c)))
    expectRefused(r)
    // nor one by one, nor the hidden ones
    for (const q of [c.question, c.hiddenQuestion, c.waiting]) {
      await expectReadRefused(c.client(role), 'lesson_questions', 'body', { id: q.id })
    }
  })
}
for (const role of ['other', 'enrolled'] as const) {
  cell(
    'lesson_questions',
    'select',
    role,
    false,
    "reads another learner's hidden question, however asked",
    async (c) => {
      const theirs = role === 'other' ? c.hiddenQuestion : c.othersHidden
      await expectReadRefused(c.client(role), 'lesson_questions', 'body', { id: theirs.id })
      const filtered = await c
        .client(role)
        .from('lesson_questions')
        .select('id')
        .not('hidden_at', 'is', null)
        .eq('lesson_id', c.lesson.id)
      expectAllowed(filtered)
      for (const row of filtered.data as { id: string }[]) expect(row.id).not.toBe(theirs.id)
    },
  )
}

const ask = (c: Ctx, role: Role, lesson: LessonRef, body: string) =>
  c.client(role).from('lesson_questions').insert({ lesson_id: lesson.id, body })

for (const role of ['anon', 'learner', 'outsider', 'mentor', 'foreign', 'admin'] as const) {
  const who =
    role === 'outsider'
      ? "a learner of another course asks under this course's lesson"
      : role === 'mentor' || role === 'foreign' || role === 'admin'
        ? 'asks without being enrolled (staff answer, learners ask)'
        : 'asks without being enrolled'
  cell('lesson_questions', 'insert', role, false, who, async (c) => {
    const body = `Forged question ${role} ${token(6)}`
    expectForbidden(await ask(c, role, c.lesson, body))
    expect(await questionsHolding(body)).toEqual([])
  })
}
for (const role of ['other', 'enrolled'] as const) {
  cell(
    'lesson_questions',
    'insert',
    role,
    true,
    'asks under a lesson; the database sets the author, the course, the times and the counts',
    async (c) => {
      const body = `How do I centre a div? ${token(6)}`
      const r = await ask(c, role, c.scratchLesson, `  ${body}\n`).select('id').single()
      expectAllowed(r)
      const row = await questionOf((r.data as { id: string }).id)
      expect(row).toMatchObject({
        lesson_id: c.scratchLesson.id,
        course_id: COURSE,
        user_id: c.person(role).id,
        body,
        edited_at: null,
        answered_at: null,
        answer_count: 0,
        hidden_at: null,
        hidden_by: null,
      })
      expect(row!.last_activity_at).toEqual(row!.created_at)
    },
  )
}
cell(
  'lesson_questions',
  'insert',
  'outsider',
  true,
  'asks under a lesson of their own course',
  async (c) => {
    const body = `Which codec for a reel? ${token(6)}`
    expectAllowed(await ask(c, 'outsider', c.foreignLesson, body))
    expect((await questionsHolding(body)).map((q) => [q.user_id, q.course_id])).toEqual([
      [c.person('outsider').id, FOREIGN],
    ])
  },
)
cell(
  'lesson_questions',
  'insert',
  'enrolled',
  false,
  'writes the author, the course, the times, the count, the answer or the hiding itself',
  async (c) => {
    const forged: Record<string, unknown>[] = [
      { user_id: c.person('other').id },
      { course_id: FOREIGN },
      { created_at: '2020-01-01T00:00:00Z' },
      { last_activity_at: '2099-01-01T00:00:00Z' },
      { edited_at: '2020-01-01T00:00:00Z' },
      { answered_at: new Date().toISOString() },
      { answer_count: 5 },
      { hidden_at: new Date().toISOString() },
      { hidden_by: c.person('mentor').id },
      { id: randomUUID() },
    ]
    for (const change of forged) {
      const body = `Forged columns ${token(6)}`
      const r = await c
        .client('enrolled')
        .from('lesson_questions')
        .insert({ lesson_id: c.scratchLesson.id, body, ...change })
      expectForbidden(r)
      expect(await questionsHolding(body), JSON.stringify(change)).toEqual([])
    }
  },
)

// updates: the author's text within 15 minutes, staff's hiding, nothing else
const edit = (c: Ctx, role: Role, id: string, change: Record<string, unknown>) =>
  c.client(role).from('lesson_questions').update(change).eq('id', id).select('id')

cell('lesson_questions', 'update', 'anon', false, 'edits or hides a question', async (c) => {
  const question = await fresh(c)
  expectForbidden(await edit(c, 'anon', question.id, { body: 'Forged' }))
  expectForbidden(await edit(c, 'anon', question.id, { hidden_at: new Date().toISOString() }))
  expect(await questionOf(question.id)).toEqual(question)
})
for (const role of ['learner', 'other', 'outsider', 'foreign'] as const) {
  cell(
    'lesson_questions',
    'update',
    role,
    false,
    "edits or hides another learner's question (nothing of theirs to change)",
    async (c) => {
      const question = await fresh(c)
      expectRefused(await edit(c, role, question.id, { body: 'Forged' }))
      expectRefused(await edit(c, role, question.id, { hidden_at: new Date().toISOString() }))
      expect(await questionOf(question.id)).toEqual(question)
    },
  )
}
cell(
  'lesson_questions',
  'update',
  'enrolled',
  true,
  'edits their own text within 15 minutes of asking (marked edited)',
  async (c) => {
    const question = await fresh(c, 'enrolled', { ago: '14 minutes' })
    const r = await edit(c, 'enrolled', question.id, { body: '  Corrected: how do I centre it?  ' })
    expectAllowed(r)
    expect(idsOf(r.data)).toEqual([question.id])
    const row = await questionOf(question.id)
    expect(row).toMatchObject({
      body: 'Corrected: how do I centre it?',
      created_at: question.created_at,
    })
    expect(row!.edited_at).not.toBeNull()
  },
)
cell(
  'lesson_questions',
  'update',
  'enrolled',
  false,
  'edits their own text after 15 minutes (edit_window_closed)',
  async (c) => {
    const question = await fresh(c, 'enrolled', { ago: '16 minutes' })
    const r = await edit(c, 'enrolled', question.id, { body: 'Too late' })
    expectHint(r, 'edit_window_closed')
    expect(r.error?.code).toBe('55000')
    expect(await questionOf(question.id)).toEqual(question)
  },
)
cell(
  'lesson_questions',
  'update',
  'enrolled',
  false,
  'hides or shows their own question (staff do: not_staff)',
  async (c) => {
    const question = await fresh(c)
    expectHint(
      await edit(c, 'enrolled', question.id, { hidden_at: new Date().toISOString() }),
      'not_staff',
    )
    expect(await questionOf(question.id)).toEqual(question)
    const hidden = await arrangeQuestion(c.person('enrolled'), c.scratchLesson, { hidden: true })
    expectHint(await edit(c, 'enrolled', hidden.id, { hidden_at: null }), 'not_staff')
    expect(await questionOf(hidden.id)).toEqual(hidden)
  },
)
cell(
  'lesson_questions',
  'update',
  'enrolled',
  false,
  'marks their question answered, changes its count, author, course, lesson or times',
  async (c) => {
    const question = await fresh(c)
    for (const change of [
      { answered_at: new Date().toISOString() },
      { answer_count: 9 },
      { user_id: c.person('other').id },
      { course_id: FOREIGN },
      { lesson_id: c.lesson.id },
      { created_at: new Date().toISOString() },
      { last_activity_at: '2099-01-01T00:00:00Z' },
      { edited_at: null },
      { hidden_by: c.person('mentor').id },
    ]) {
      expectForbidden(await edit(c, 'enrolled', question.id, change))
    }
    expect(await questionOf(question.id)).toEqual(question)
  },
)
for (const role of ['mentor', 'admin'] as const) {
  cell(
    'lesson_questions',
    'update',
    role,
    true,
    'hides a question (at the time of the database, by them) and shows it again',
    async (c) => {
      const question = await fresh(c)
      const hid = await edit(c, role, question.id, { hidden_at: '2001-01-01T00:00:00Z' })
      expectAllowed(hid)
      expect(idsOf(hid.data)).toEqual([question.id])
      const hidden = (await questionOf(question.id))!
      expect(hidden.hidden_by).toBe(c.person(role).id)
      expect(Date.now() - Date.parse(hidden.hidden_at!)).toBeLessThan(60_000)
      expectAllowed(await edit(c, role, question.id, { hidden_at: null }))
      expect(await questionOf(question.id)).toMatchObject({ hidden_at: null, hidden_by: null })
    },
  )
  cell(
    'lesson_questions',
    'update',
    role,
    false,
    "rewrites a learner's question (not_author) or marks it answered",
    async (c) => {
      const question = await fresh(c)
      expectHint(await edit(c, role, question.id, { body: 'Rewritten by staff' }), 'not_author')
      expectForbidden(await edit(c, role, question.id, { answered_at: new Date().toISOString() }))
      expect(await questionOf(question.id)).toEqual(question)
    },
  )
}
cell(
  'lesson_questions',
  'update',
  'mentor',
  false,
  'hides a question of a course they do not mentor',
  async (c) => {
    const question = await arrangeQuestion(c.person('outsider'), c.foreignLesson)
    expectRefused(await edit(c, 'mentor', question.id, { hidden_at: new Date().toISOString() }))
    expect(await questionOf(question.id)).toEqual(question)
  },
)

for (const role of everyone) {
  cell('lesson_questions', 'delete', role, false, 'deletes a question', async (c) => {
    const question = await fresh(c)
    const r = await c.client(role).from('lesson_questions').delete().eq('id', question.id)
    expectForbidden(r)
    expect(await questionOf(question.id)).toEqual(question)
  })
}

// ------------------------------------------------------------------ question_answers
cell('question_answers', 'select', 'anon', false, 'reads any answer', async (c) => {
  expectForbidden(await c.client('anon').from('question_answers').select('id, body'))
})
for (const role of ['other', 'enrolled', 'outsider', 'mentor', 'foreign', 'admin'] as const) {
  const what: Record<typeof role, string> = {
    other:
      "reads the course's answers and their own hidden one; none of a hidden question not theirs",
    enrolled:
      "reads the course's answers and those of their hidden question; not a hidden answer of another",
    outsider: "reads their own course's answers only",
    mentor: "reads every answer of their course's questions, hidden ones too",
    foreign: "reads their own course's answers only",
    admin: 'reads every answer',
  }
  cell('question_answers', 'select', role, true, what[role], async (c) => {
    await expectReadsExactly(
      c.client(role).from('question_answers').select('id, body, by_staff, accepted'),
      allAnswers(c),
      answersReadBy[role](c),
    )
  })
}
for (const role of strangersOfCourse) {
  cell(
    'question_answers',
    'select',
    role,
    false,
    'reads the answers of a course they are not in (embedded in the question too)',
    async (c) => {
      await expectReadRefused(c.client(role), 'question_answers', 'id', {
        question_id: c.question.id,
      })
      await expectReadRefused(c.client(role), 'lesson_questions', 'id, question_answers(body)', {
        id: c.question.id,
      })
    },
  )
}
cell(
  'question_answers',
  'select',
  'enrolled',
  false,
  "reads another learner's hidden answer, embedded in the question or not",
  async (c) => {
    await expectReadRefused(c.client('enrolled'), 'question_answers', 'body', {
      id: c.hiddenAnswer.id,
    })
    const embedded = await c
      .client('enrolled')
      .from('lesson_questions')
      .select('id, question_answers(id)')
      .eq('id', c.question.id)
      .single()
    expectAllowed(embedded)
    expect(idsOf((embedded.data as { question_answers: unknown }).question_answers)).toEqual(
      idsOf([c.staffAnswer, c.peerAnswer]),
    )
  },
)

const answer = (c: Ctx, role: Role, questionId: string, body: string, more = {}) =>
  c
    .client(role)
    .from('question_answers')
    .insert({ question_id: questionId, body, ...more })

for (const role of ['anon', 'learner', 'outsider', 'foreign'] as const) {
  cell(
    'question_answers',
    'insert',
    role,
    false,
    role === 'foreign'
      ? 'a mentor of another course answers a question of this one'
      : 'answers a question of a course they are not in',
    async (c) => {
      const question = await fresh(c)
      const body = `Forged answer ${role} ${token(6)}`
      expectForbidden(await answer(c, role, question.id, body))
      expect(await answersHolding(body)).toEqual([])
      expect(await questionOf(question.id)).toEqual(question)
    },
  )
}
for (const role of ['other', 'enrolled'] as const) {
  cell(
    'question_answers',
    'insert',
    role,
    true,
    role === 'other'
      ? "answers another learner's question: not staff's, not yet answered, its count and activity move"
      : 'answers their own question (a learner answer: the question still waits)',
    async (c) => {
      const question = await fresh(c, 'enrolled', { ago: '1 hour' })
      const body = `Try display: flex ${token(6)}`
      const r = await answer(c, role, question.id, body).select('id').single()
      expectAllowed(r)
      const row = await answerOf((r.data as { id: string }).id)
      expect(row).toMatchObject({
        question_id: question.id,
        course_id: COURSE,
        user_id: c.person(role).id,
        body,
        by_staff: false,
        accepted: false,
        hidden_at: null,
      })
      const after = (await questionOf(question.id))!
      expect(after).toMatchObject({ answer_count: 1, answered_at: null })
      expect(Date.parse(after.last_activity_at)).toBeGreaterThan(
        Date.parse(question.last_activity_at),
      )
    },
  )
}
for (const role of ['mentor', 'admin'] as const) {
  cell(
    'question_answers',
    'insert',
    role,
    true,
    'answers: marked as staff by the database, and the question counts as answered',
    async (c) => {
      const question = await fresh(c)
      const body = `Use grid with place-items: center ${token(6)}`
      expectAllowed(await answer(c, role, question.id, body))
      const [row] = await answersHolding(body)
      expect(row).toMatchObject({ user_id: c.person(role).id, by_staff: true, accepted: false })
      const after = (await questionOf(question.id))!
      expect(after.answer_count).toBe(1)
      expect(after.answered_at).toBe(row!.created_at)
    },
  )
}
cell(
  'question_answers',
  'insert',
  'other',
  false,
  "marks their own answer as staff's or accepted, or writes it in another's name (by_staff is the database's word)",
  async (c) => {
    const question = await fresh(c)
    for (const forged of [
      { by_staff: true },
      { by_staff: false },
      { accepted: true },
      { user_id: c.person('mentor').id },
      { course_id: FOREIGN },
      { created_at: '2020-01-01T00:00:00Z' },
      { hidden_at: null },
      { edited_at: null },
    ]) {
      const body = `Forged staff answer ${token(6)}`
      expectForbidden(await answer(c, 'other', question.id, body, forged))
      expect(await answersHolding(body), JSON.stringify(forged)).toEqual([])
    }
    expect(await questionOf(question.id)).toEqual(question)
  },
)
for (const role of ['enrolled', 'mentor', 'other'] as const) {
  cell(
    'question_answers',
    'insert',
    role,
    false,
    role === 'other'
      ? "answers another learner's hidden question"
      : 'answers a hidden question (their own, or as its mentor): hidden questions take no answers',
    async (c) => {
      const question = await arrangeQuestion(c.person('enrolled'), c.scratchLesson, {
        hidden: true,
      })
      const body = `Answer to hidden ${token(6)}`
      expectForbidden(await answer(c, role, question.id, body))
      expect(await answersHolding(body)).toEqual([])
      expect(await questionOf(question.id)).toEqual(question)
    },
  )
}

const editAnswer = (c: Ctx, role: Role, id: string, change: Record<string, unknown>) =>
  c.client(role).from('question_answers').update(change).eq('id', id).select('id')

/** A question of the enrolled learner with another learner's answer and the mentor's. */
async function answered(c: Ctx, { ago = '0 seconds' } = {}) {
  const question = await fresh(c)
  const peer = await arrangeAnswer(c.person('other'), question)
  const staff = await arrangeAnswer(c.person('mentor'), question)
  if (ago !== '0 seconds') {
    await backdate('question_answers', peer.id, ago)
    await backdate('question_answers', staff.id, ago)
  }
  return {
    question: (await questionOf(question.id))!,
    peer: (await answerOf(peer.id))!,
    staff: (await answerOf(staff.id))!,
  }
}

cell(
  'question_answers',
  'update',
  'anon',
  false,
  'edits, accepts or hides an answer',
  async (c) => {
    const { peer } = await answered(c)
    for (const change of [
      { body: 'Forged' },
      { accepted: true },
      { hidden_at: new Date().toISOString() },
    ])
      expectForbidden(await editAnswer(c, 'anon', peer.id, change))
    expect(await answerOf(peer.id)).toEqual(peer)
  },
)
for (const role of ['learner', 'outsider', 'foreign'] as const) {
  cell(
    'question_answers',
    'update',
    role,
    false,
    'edits, accepts or hides an answer in a course they are not in',
    async (c) => {
      const { peer, staff } = await answered(c)
      for (const change of [
        { body: 'Forged' },
        { accepted: true },
        { hidden_at: new Date().toISOString() },
      ]) {
        expectRefused(await editAnswer(c, role, peer.id, change))
        expectRefused(await editAnswer(c, role, staff.id, change))
      }
      expect(await answerOf(peer.id)).toEqual(peer)
      expect(await answerOf(staff.id)).toEqual(staff)
    },
  )
}
cell(
  'question_answers',
  'update',
  'other',
  true,
  'edits their own answer within 15 minutes (marked edited)',
  async (c) => {
    const { peer } = await answered(c)
    expectAllowed(await editAnswer(c, 'other', peer.id, { body: ' Try display: grid instead. ' }))
    const row = await answerOf(peer.id)
    expect(row).toMatchObject({ body: 'Try display: grid instead.', by_staff: false })
    expect(row!.edited_at).not.toBeNull()
  },
)
cell(
  'question_answers',
  'update',
  'other',
  false,
  "accepts their own answer to another's question (not_asker), hides it (not_staff), edits it after 15 minutes",
  async (c) => {
    const { peer } = await answered(c, { ago: '20 minutes' })
    expectHint(await editAnswer(c, 'other', peer.id, { accepted: true }), 'not_asker')
    expectHint(
      await editAnswer(c, 'other', peer.id, { hidden_at: new Date().toISOString() }),
      'not_staff',
    )
    expectHint(await editAnswer(c, 'other', peer.id, { body: 'Late edit' }), 'edit_window_closed')
    expect(await answerOf(peer.id)).toEqual(peer)
  },
)
cell(
  'question_answers',
  'update',
  'enrolled',
  true,
  'accepts an answer to their question; accepting another moves the mark; the question counts as answered',
  async (c) => {
    const question = await fresh(c)
    const first = await arrangeAnswer(c.person('other'), question)
    const peer2 = await arrangeAnswer(c.person('enrolled'), question)
    expect((await questionOf(question.id))!.answered_at).toBeNull()
    expectAllowed(await editAnswer(c, 'enrolled', first.id, { accepted: true }))
    expect((await answerOf(first.id))!.accepted).toBe(true)
    const answeredAt = (await questionOf(question.id))!.answered_at
    expect(answeredAt).not.toBeNull()
    expectAllowed(await editAnswer(c, 'enrolled', peer2.id, { accepted: true }))
    expect([(await answerOf(first.id))!.accepted, (await answerOf(peer2.id))!.accepted]).toEqual([
      false,
      true,
    ])
    // the first answer's time stays the question's answer time; taking the mark back keeps it
    expectAllowed(await editAnswer(c, 'enrolled', peer2.id, { accepted: false }))
    expect((await questionOf(question.id))!.answered_at).toBe(answeredAt)
    expect(
      await sql('select id from public.question_answers where question_id = $1 and accepted', [
        question.id,
      ]),
    ).toEqual([])
  },
)
cell(
  'question_answers',
  'update',
  'enrolled',
  false,
  "rewrites the mentor's answer (not_author), marks it not staff's, hides it (not_staff)",
  async (c) => {
    const { staff } = await answered(c)
    expectHint(await editAnswer(c, 'enrolled', staff.id, { body: 'Rewritten' }), 'not_author')
    expectForbidden(await editAnswer(c, 'enrolled', staff.id, { by_staff: false }))
    expectHint(
      await editAnswer(c, 'enrolled', staff.id, { hidden_at: new Date().toISOString() }),
      'not_staff',
    )
    expectForbidden(await editAnswer(c, 'enrolled', staff.id, { user_id: c.person('enrolled').id }))
    expect(await answerOf(staff.id)).toEqual(staff)
  },
)
for (const role of ['mentor', 'admin'] as const) {
  cell(
    'question_answers',
    'update',
    role,
    true,
    'hides an answer and shows it again',
    async (c) => {
      const { peer } = await answered(c)
      expectAllowed(await editAnswer(c, role, peer.id, { hidden_at: new Date().toISOString() }))
      expect(await answerOf(peer.id)).toMatchObject({ hidden_by: c.person(role).id })
      expect((await answerOf(peer.id))!.hidden_at).not.toBeNull()
      expectAllowed(await editAnswer(c, role, peer.id, { hidden_at: null }))
      expect(await answerOf(peer.id)).toMatchObject({ hidden_at: null, hidden_by: null })
    },
  )
  cell(
    'question_answers',
    'update',
    role,
    false,
    "accepts an answer for the asker (not_asker) or rewrites a learner's answer (not_author)",
    async (c) => {
      const { peer, staff } = await answered(c)
      expectHint(await editAnswer(c, role, peer.id, { accepted: true }), 'not_asker')
      expectHint(await editAnswer(c, role, staff.id, { accepted: true }), 'not_asker')
      expectHint(await editAnswer(c, role, peer.id, { body: 'Rewritten by staff' }), 'not_author')
      expect(await answerOf(peer.id)).toEqual(peer)
      expect(await answerOf(staff.id)).toEqual(staff)
    },
  )
}
for (const role of everyone) {
  cell('question_answers', 'delete', role, false, 'deletes an answer', async (c) => {
    const { peer } = await answered(c)
    expectForbidden(await c.client(role).from('question_answers').delete().eq('id', peer.id))
    expect(await answerOf(peer.id)).toEqual(peer)
  })
}

// ------------------------------------------------------------------ questions_page
/**
 * The refusals a read function of one course shares: a visitor is forbidden, and a stranger of
 * the course (signed in, neither its learner nor its staff) is refused with not_enrolled and
 * given nothing, for each of the course's things `asked` (the first is what the visitor asks).
 */
function refusedOutsideCourse<Arg>(
  fn: string,
  what: { anon: string; stranger: string },
  read: (c: Ctx, role: Role, arg: Arg) => PromiseLike<Result>,
  asked: (c: Ctx) => Arg[],
): void {
  cell(fn, 'rpc', 'anon', false, what.anon, async (c) => {
    expectForbidden(await read(c, 'anon', asked(c)[0]!))
  })
  for (const role of strangersOfCourse) {
    cell(fn, 'rpc', role, false, what.stranger, async (c) => {
      for (const arg of asked(c)) {
        const r = await read(c, role, arg)
        expectHint(r, 'not_enrolled')
        expect(r.data).toBeNull()
      }
    })
  }
}

type PageRow = Database['public']['Functions']['questions_page']['Returns'][number]

const fixturesPage = (c: Ctx, role: Role, course: string = COURSE) =>
  c.client(role).rpc('questions_page', {
    course,
    lesson: course === COURSE ? c.lesson.id : null,
    search: c.tag,
    page_size: 100,
  })

refusedOutsideCourse(
  'questions_page',
  {
    anon: "reads a course's questions",
    stranger: 'reads the questions of a course they are not in (not_enrolled)',
  },
  fixturesPage,
  () => [COURSE],
)
for (const role of readersOfCourse) {
  cell(
    'questions_page',
    'rpc',
    role,
    true,
    "reads a lesson's questions newest activity first, with the askers' names and lesson titles; hidden ones only theirs or as staff",
    async (c) => {
      const rows = await allowedRows<PageRow>(fixturesPage(c, role))
      const expected = questionsReadBy[role](c).filter((q) => q.course_id === COURSE)
      expect(idsOf(rows)).toEqual(idsOf(expected))
      const times = rows.map((row) => Date.parse(row.last_activity_at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      const mine = rows.filter((row) => row.mine).map((row) => row.id)
      expect(mine.sort()).toEqual(idsOf(expected.filter((q) => q.user_id === c.person(role).id)))
      const first = rows.find((row) => row.id === c.question.id)!
      expect(first).toMatchObject({
        lesson_id: c.lesson.id,
        lesson_title: c.lesson.title,
        lesson_title_bn: c.lesson.title_bn,
        asker_name: 'Rahima Akter',
        // three answers, one of them hidden: the count is of the answers learners see
        answer_count: 2,
      })
      expect(first).not.toHaveProperty('user_id')
    },
  )
}
for (const role of ['outsider', 'foreign'] as const) {
  cell('questions_page', 'rpc', role, true, "reads their own course's questions", async (c) => {
    const r = await fixturesPage(c, role, FOREIGN)
    expectAllowed(r)
    expect(idsOf(r.data)).toEqual([c.foreignQuestion.id])
  })
}

// ------------------------------------------------------------------ answers_page
type AnswerPageRow = Database['public']['Functions']['answers_page']['Returns'][number]

const answersOf = (c: Ctx, role: Role, question: QuestionRow) =>
  c.client(role).rpc('answers_page', { question: question.id })

refusedOutsideCourse(
  'answers_page',
  {
    anon: "reads a question's answers",
    stranger: 'reads the answers of a question in a course they are not in (not_enrolled)',
  },
  answersOf,
  (c) => [c.question, c.hiddenQuestion],
)
for (const role of readersOfCourse) {
  cell(
    'answers_page',
    'rpc',
    role,
    true,
    'reads the answers oldest first, with authors and staff marks; a hidden one only theirs or as staff',
    async (c) => {
      const rows = await allowedRows<AnswerPageRow>(answersOf(c, role, c.question))
      const expected = answersReadBy[role](c).filter((a) => a.question_id === c.question.id)
      expect(rows.map((row) => row.id)).toEqual(
        [...expected].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((a) => a.id),
      )
      expect(rows.find((row) => row.id === c.staffAnswer.id)).toMatchObject({
        author_name: 'Mitu Chowdhury',
        by_staff: true,
        mine: role === 'mentor',
      })
      expect(rows.find((row) => row.id === c.peerAnswer.id)).toMatchObject({
        author_name: 'Karim Ahmed',
        by_staff: false,
        mine: role === 'other',
      })
    },
  )
}
cell(
  'answers_page',
  'rpc',
  'other',
  false,
  "reads the answers of another learner's hidden question",
  async (c) => {
    expectHint(await answersOf(c, 'other', c.hiddenQuestion), 'not_enrolled')
  },
)
for (const role of ['enrolled', 'mentor', 'admin'] as const) {
  cell(
    'answers_page',
    'rpc',
    role,
    true,
    'reads the answers of a hidden question (its asker, or as staff)',
    async (c) => {
      const r = await answersOf(c, role, c.hiddenQuestion)
      expectAllowed(r)
      expect(idsOf(r.data)).toEqual([c.answerOnHidden.id])
    },
  )
}
for (const role of ['outsider', 'foreign'] as const) {
  cell(
    'answers_page',
    'rpc',
    role,
    true,
    "reads the answers of their own course's question",
    async (c) => {
      const r = await answersOf(c, role, c.foreignQuestion)
      expectAllowed(r)
      expect(idsOf(r.data)).toEqual([c.foreignAnswer.id])
    },
  )
}

// ------------------------------------------------------------------ question_read
const readOne = (c: Ctx, role: Role, question: QuestionRow) =>
  c.client(role).rpc('question_read', { question: question.id })

refusedOutsideCourse(
  'question_read',
  {
    anon: 'reads a question',
    stranger: 'reads a question of a course they are not in (not_enrolled)',
  },
  readOne,
  (c) => [c.question, c.hiddenQuestion],
)
for (const role of readersOfCourse) {
  cell(
    'question_read',
    'rpc',
    role,
    true,
    'reads one question of their course with its lesson and the asker',
    async (c) => {
      const r = await readOne(c, role, c.question)
      expectAllowed(r)
      expect(r.data).toEqual([
        expect.objectContaining({
          id: c.question.id,
          course_id: COURSE,
          lesson_id: c.lesson.id,
          body: c.question.body,
          asker_name: 'Rahima Akter',
          mine: role === 'enrolled',
        }),
      ])
    },
  )
}
cell(
  'question_read',
  'rpc',
  'other',
  false,
  "reads another learner's hidden question",
  async (c) => {
    expectHint(await readOne(c, 'other', c.hiddenQuestion), 'not_enrolled')
  },
)
for (const role of ['enrolled', 'mentor', 'admin'] as const) {
  cell(
    'question_read',
    'rpc',
    role,
    true,
    'reads a hidden question (its asker, or as staff)',
    async (c) => {
      const r = await readOne(c, role, c.hiddenQuestion)
      expectAllowed(r)
      expect(idsOf(r.data)).toEqual([c.hiddenQuestion.id])
    },
  )
}

// ------------------------------------------------------------------ the console's queue
interface QueueRow {
  id: string
  course_id: string
  lesson_id: string
  lesson_title: string
  body: string
  asker_name: string
  created_at: string
  answered_at: string | null
  answer_count: number
}

/** The queue from just before the fixtures were written (older questions are other files'). */
function queue(c: Ctx, role: Role, args: { course?: string; state?: string } = {}) {
  const from = Math.min(...allQuestions(c).map((q) => Date.parse(q.created_at))) - 1000
  return c.client(role).rpc('question_queue_page', {
    ...args,
    after_created_at: new Date(from).toISOString(),
    after_id: '00000000-0000-0000-0000-000000000000',
    page_size: 1000,
  })
}

cell('question_queue_page', 'rpc', 'anon', false, 'reads the queue', async (c) => {
  expectForbidden(await c.client('anon').rpc('question_queue_page', {}))
})
for (const role of learnerRoles) {
  cell('question_queue_page', 'rpc', role, false, 'reads the queue (not_staff)', async (c) => {
    expectHint(await c.client(role).rpc('question_queue_page', {}), 'not_staff')
    expectHint(await c.client(role).rpc('question_queue_page', { course: COURSE }), 'not_staff')
  })
}
for (const [role, own, theirs] of [
  ['mentor', COURSE, FOREIGN],
  ['foreign', FOREIGN, COURSE],
] as const) {
  cell(
    'question_queue_page',
    'rpc',
    role,
    true,
    'reads the waiting and answered questions of their courses, oldest first, shown ones only, no email or phone',
    async (c) => {
      const waiting = await queue(c, role)
      expectAllowed(waiting)
      const rows = waiting.data as QueueRow[]
      expect(rows.every((row) => row.course_id === own)).toBe(true)
      const times = rows.map((row) => Date.parse(row.created_at))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      const fixtures = idsOf(rows).filter((id) => idsOf(allQuestions(c)).includes(id))
      expect(fixtures).toEqual(role === 'mentor' ? [c.waiting.id] : [c.foreignQuestion.id])
      const named = rows.find(
        (row) => row.id === (role === 'mentor' ? c.waiting.id : c.foreignQuestion.id),
      )
      expect(named).toMatchObject({
        asker_name: role === 'mentor' ? 'Karim Ahmed' : 'Tania Sultana',
        answer_count: 1,
        answered_at: null,
      })
      expect(Object.keys(named!).sort()).toEqual(
        [
          'id',
          'course_id',
          'lesson_id',
          'lesson_title',
          'lesson_title_bn',
          'body',
          'asker_name',
          'created_at',
          'answered_at',
          'answer_count',
        ].sort(),
      )
      const answeredRows = await queue(c, role, { state: 'answered', course: own })
      expectAllowed(answeredRows)
      expect(idsOf(answeredRows.data).filter((id) => idsOf(allQuestions(c)).includes(id))).toEqual(
        role === 'mentor' ? [c.question.id] : [],
      )
      expect(rows.some((row) => row.course_id === theirs)).toBe(false)
    },
  )
  cell(
    'question_queue_page',
    'rpc',
    role,
    false,
    'reads the queue of a course they do not mentor (not_staff)',
    async (c) => {
      expectHint(await queue(c, role, { course: theirs }), 'not_staff')
      expectHint(await queue(c, role, { course: theirs, state: 'answered' }), 'not_staff')
    },
  )
}
cell(
  'question_queue_page',
  'rpc',
  'admin',
  true,
  "reads every course's queue, hidden questions out",
  async (c) => {
    const r = await queue(c, 'admin')
    expectAllowed(r)
    expect(idsOf(r.data).filter((id) => idsOf(allQuestions(c)).includes(id))).toEqual(
      idsOf([c.waiting, c.foreignQuestion]),
    )
    const course = await queue(c, 'admin', { course: FOREIGN })
    expect(idsOf(course.data).filter((id) => idsOf(allQuestions(c)).includes(id))).toEqual([
      c.foreignQuestion.id,
    ])
    expectError(await queue(c, 'admin', { state: 'hidden' }))
  },
)

async function waitingCount(course: string | null): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from public.lesson_questions
     where hidden_at is null and answered_at is null and ($1::text is null or course_id = $1)`,
    [course],
  )
  return row!.n
}

cell('question_queue_count', 'rpc', 'anon', false, 'counts the queue', async (c) => {
  expectForbidden(await c.client('anon').rpc('question_queue_count', {}))
})
for (const role of learnerRoles) {
  cell('question_queue_count', 'rpc', role, false, 'counts the queue (not_staff)', async (c) => {
    expectHint(await c.client(role).rpc('question_queue_count', {}), 'not_staff')
  })
}
for (const [role, own, theirs] of [
  ['mentor', COURSE, FOREIGN],
  ['foreign', FOREIGN, COURSE],
] as const) {
  cell(
    'question_queue_count',
    'rpc',
    role,
    true,
    'counts the questions waiting in their courses',
    async (c) => {
      await expectCountOf(c.client(role), 'question_queue_count', await waitingCount(own))
    },
  )
  cell(
    'question_queue_count',
    'rpc',
    role,
    false,
    'counts the queue of a course they do not mentor (not_staff)',
    async (c) => {
      expectHint(await c.client(role).rpc('question_queue_count', { course: theirs }), 'not_staff')
    },
  )
}
cell(
  'question_queue_count',
  'rpc',
  'admin',
  true,
  'counts every course’s waiting questions',
  async (c) => {
    await expectCountOf(c.client('admin'), 'question_queue_count', await waitingCount(null))
    const [answeredRow] = await sql<{ n: number }>(
      `select count(*)::int as n from public.lesson_questions where hidden_at is null and answered_at is not null and course_id = $1`,
      [COURSE],
    )
    expect(
      (await c.client('admin').rpc('question_queue_count', { course: COURSE, state: 'answered' }))
        .data,
    ).toEqual({ total: answeredRow!.n, estimated: false })
  },
)

// ------------------------------------------------------------------ arrangement

async function arrange(): Promise<Ctx> {
  const people = await arrangePeople('qst')
  const tag = `tag${token(8).toLowerCase()}`
  const lessons = await lessonsOf(COURSE)
  const [lesson, scratchLesson] = [lessons[2]!, lessons[3]!]
  const foreignLesson = (await lessonsOf(FOREIGN))[2]!
  const p = (role: Reader) => people.person(role)
  const body = (what: string) => `${what} (${tag})`

  const question = await arrangeQuestion(p('enrolled'), lesson, {
    body: body('Why does my flexbox overflow on a 360 px phone?'),
  })
  const staffAnswer = await arrangeAnswer(p('mentor'), question, {
    body: 'Add min-width: 0 to the flex child.',
  })
  const peerAnswer = await arrangeAnswer(p('other'), question, { body: 'Same here, thanks!' })
  const hiddenAnswer = await arrangeAnswer(p('other'), question, {
    body: 'Buy followers at spam.example',
    hidden: true,
  })
  const hiddenQuestion = await arrangeQuestion(p('enrolled'), lesson, {
    body: body('Can someone send me the paid videos?'),
  })
  const answerOnHidden = await arrangeAnswer(p('mentor'), hiddenQuestion, {
    body: 'Please do not share course videos.',
  })
  await sql('update public.lesson_questions set hidden_at = now(), hidden_by = $2 where id = $1', [
    hiddenQuestion.id,
    p('mentor').id,
  ])
  const othersHidden = await arrangeQuestion(p('other'), lesson, {
    body: body('Off-topic advert'),
    hidden: true,
  })
  const waiting = await arrangeQuestion(p('other'), lesson, {
    body: body('What is the difference between em and rem?'),
  })
  const waitingAnswer = await arrangeAnswer(p('enrolled'), waiting, {
    body: 'rem follows the root font size, I think.',
  })
  const foreignQuestion = await arrangeQuestion(p('outsider'), foreignLesson, {
    body: body('Which export preset for Instagram reels?'),
  })
  const foreignAnswer = await arrangeAnswer(p('outsider'), foreignQuestion, {
    body: 'Found it: H.264, 1080x1920.',
  })
  return {
    ...people,
    tag,
    lesson,
    scratchLesson,
    foreignLesson,
    question: (await questionOf(question.id))!,
    hiddenQuestion: (await questionOf(hiddenQuestion.id))!,
    othersHidden,
    waiting: (await questionOf(waiting.id))!,
    foreignQuestion: (await questionOf(foreignQuestion.id))!,
    staffAnswer,
    peerAnswer,
    hiddenAnswer,
    answerOnHidden,
    waitingAnswer,
    foreignAnswer,
  }
}

/** One arrangement for the cells and the rules below (the accounts take a while to make). */
const { context, ctx: c } = arrangeOnce(arrange)

beforeEach(clearQuestionAllowances)

describeFeatureCells('questions', questionResources, everyone, context)

// ------------------------------------------------------------------ rules across calls
describe('what a learner writes', () => {
  test('a question in Bangla with emoji and code is stored as written (only the outer blank trimmed)', async () => {
    const body = [
      'আমার কোডে `display: flex` কাজ করছে না 😢🙏',
      '',
      '```css',
      '.card {',
      '  display: flex; /* কেন? */',
      '}',
      '```',
      `ধন্যবাদ! ${token(4)}`,
    ].join('\n')
    const r = await ask(c, 'enrolled', c.scratchLesson, `\n  ${body}  \n`).select('id').single()
    expectAllowed(r)
    const row = await questionOf((r.data as { id: string }).id)
    expect(row!.body).toBe(body)
    const page = await c.client('other').rpc('questions_page', {
      course: COURSE,
      search: 'কেন? */',
    })
    expectAllowed(page)
    expect((page.data as PageRow[]).find((q) => q.id === row!.id)?.body).toBe(body)
  })

  test('<script> and javascript: bodies are stored as text (the site renders Markdown without raw HTML)', async () => {
    const hostile = [
      `<script>alert(document.cookie)</script> ${token(4)}`,
      `[free course](javascript:alert(1)) ${token(4)}`,
      `<img src=x onerror=alert(1)> ${token(4)}`,
    ]
    const question = await fresh(c)
    for (const body of hostile) {
      expectAllowed(await ask(c, 'enrolled', c.scratchLesson, body))
      expect((await questionsHolding(body)).map((q) => q.body)).toEqual([body])
      expectAllowed(await answer(c, 'other', question.id, body))
      expect((await answersHolding(body)).map((a) => a.body)).toEqual([body])
    }
  })

  test('5,000 characters, or nothing but blanks, are refused by the check and nothing is stored; 4,000 pass', async () => {
    const question = await fresh(c)
    const marker = token(8)
    for (const body of [
      `${marker}${'x'.repeat(5000 - marker.length)}`,
      `${marker}${'ক'.repeat(4001 - marker.length)}`,
    ]) {
      const q = await ask(c, 'enrolled', c.scratchLesson, body)
      expect(q.error?.code).toBe('23514')
      expect(q.error?.message).toMatch(/lesson_questions_body_length/)
      const a = await answer(c, 'other', question.id, body)
      expect(a.error?.code).toBe('23514')
      expect(a.error?.message).toMatch(/question_answers_body_length/)
    }
    expect(await questionsHolding(marker)).toEqual([])
    expect(await answersHolding(marker)).toEqual([])
    for (const blank of ['', '   ', '\n\t ']) {
      expect((await ask(c, 'enrolled', c.scratchLesson, blank)).error?.code).toBe('23514')
      expect((await answer(c, 'other', question.id, blank)).error?.code).toBe('23514')
    }
    // an edit is held to the same length
    const mine = await fresh(c)
    expect((await edit(c, 'enrolled', mine.id, { body: 'y'.repeat(4001) })).error?.code).toBe(
      '23514',
    )
    expect(await questionOf(mine.id)).toEqual(mine)
    const longest = `${marker}${'ক'.repeat(4000 - marker.length)}`
    expectAllowed(await ask(c, 'enrolled', c.scratchLesson, longest))
    expect((await questionsHolding(marker)).map((q) => q.body.length)).toEqual([4000])
    expect(await questionOf(question.id)).toMatchObject({ answer_count: 0 })
  })

  test('50 questions in a minute: ten are stored, the 11th and every later one is 429 rate_limited with Retry-After, nothing stored for them', async () => {
    const flooder = await signUpLearner('qst-flood')
    await enroll(c.person('admin'), flooder, COURSE)
    const marker = `flood ${token(8)}`
    const answers = []
    for (let i = 1; i <= 50; i++)
      answers.push(
        await rest(flooder, 'POST', '/lesson_questions', {
          lesson_id: c.scratchLesson.id,
          body: `${marker} #${i}`,
        }),
      )
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201))
    for (const a of answers.slice(10)) {
      expect(a.status).toBe(429)
      expect(a.body).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
      const seconds = Number(a.retryAfter)
      expect(Number.isInteger(seconds) && seconds > 0 && seconds <= 1200).toBe(true)
    }
    const stored = await questionsHolding(marker)
    expect(stored.map((q) => q.body).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${marker} #${i + 1}`).sort(),
    )
    // supabase-js says the same to the site; another learner asks on
    const r = await flooder.client
      .from('lesson_questions')
      .insert({ lesson_id: c.scratchLesson.id, body: `${marker} late` })
    expect(r.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    expectAllowed(await ask(c, 'other', c.scratchLesson, `Not a flood ${token(6)}`))
    expect(await questionsHolding(marker)).toHaveLength(10)
  })

  test('a refunded learner no longer asks, answers or reads the course’s questions', async () => {
    const refunded = await signUpLearner('qst-refunded')
    const request = await enroll(c.person('admin'), refunded, COURSE)
    const own = await arrangeQuestion(refunded, c.scratchLesson, { body: `Mine ${token(6)}` })
    await refund(c.person('admin'), request, 'Asked for the money back')
    const body = `After refund ${token(6)}`
    expectForbidden(
      await refunded.client.from('lesson_questions').insert({ lesson_id: c.lesson.id, body }),
    )
    expectForbidden(
      await refunded.client.from('question_answers').insert({ question_id: c.question.id, body }),
    )
    expect(await questionsHolding(body)).toEqual([])
    expect(await answersHolding(body)).toEqual([])
    expectRefused(await refunded.client.from('lesson_questions').select('id').eq('id', own.id))
    expectHint(await refunded.client.rpc('questions_page', { course: COURSE }), 'not_enrolled')
    expectHint(
      await refunded.client.rpc('answers_page', { question: c.question.id }),
      'not_enrolled',
    )
    expectRefused(
      await refunded.client
        .from('lesson_questions')
        .update({ body: 'Edited after refund' })
        .eq('id', own.id)
        .select('id'),
    )
    expect((await questionOf(own.id))!.body).toBe(own.body)
  })

  test('an answer to a question that does not exist is refused, nothing stored', async () => {
    const body = `Orphan ${token(6)}`
    expectError(await answer(c, 'other', randomUUID(), body))
    expect(await answersHolding(body)).toEqual([])
    expectError(await ask(c, 'enrolled', { ...c.lesson, id: randomUUID() }, body))
    expect(await questionsHolding(body)).toEqual([])
  })
})

describe('accepting and answering', () => {
  test('only the asker accepts, one answer at a time; an accepted learner answer counts as answered from then', async () => {
    const question = await fresh(c, 'enrolled', { ago: '2 hours' })
    const a1 = await arrangeAnswer(c.person('other'), question)
    const a2 = await arrangeAnswer(c.person('other'), question)
    for (const role of ['other', 'mentor', 'admin'] as const)
      expectHint(await editAnswer(c, role, a1.id, { accepted: true }), 'not_asker')
    expect((await questionOf(question.id))!.answered_at).toBeNull()
    // two accepts at once: one mark stands
    await Promise.all([a1, a2].map((a) => editAnswer(c, 'enrolled', a.id, { accepted: true })))
    const marked = await sql<{ id: string }>(
      'select id from public.question_answers where question_id = $1 and accepted',
      [question.id],
    )
    expect(marked).toHaveLength(1)
    const after = (await questionOf(question.id))!
    expect(Date.now() - Date.parse(after.answered_at!)).toBeLessThan(60_000)
  })

  test('a hidden staff answer puts the question back in the queue and out of its count; shown again, it is answered', async () => {
    const question = await fresh(c, 'enrolled')
    const staff = await arrangeAnswer(c.person('mentor'), question)
    expect((await questionOf(question.id))!.answered_at).not.toBeNull()
    expectAllowed(await editAnswer(c, 'admin', staff.id, { hidden_at: new Date().toISOString() }))
    expect(await questionOf(question.id)).toMatchObject({ answered_at: null, answer_count: 0 })
    const waiting = await c
      .client('mentor')
      .rpc('question_queue_page', { state: 'waiting', page_size: 1000 })
    expect(idsOf(waiting.data)).toContain(question.id)
    expectAllowed(await editAnswer(c, 'mentor', staff.id, { hidden_at: null }))
    expect(await questionOf(question.id)).toMatchObject({ answer_count: 1 })
    expect((await questionOf(question.id))!.answered_at).not.toBeNull()
  })

  test('an asker accepting their own answer keeps the question waiting for the mentors', async () => {
    const question = await fresh(c, 'enrolled')
    const own = await arrangeAnswer(c.person('enrolled'), question)
    expectAllowed(await editAnswer(c, 'enrolled', own.id, { accepted: true }))
    expect(await questionOf(question.id)).toMatchObject({ answered_at: null })
    const r = await c
      .client('mentor')
      .rpc('question_queue_page', { state: 'waiting', page_size: 1000 })
    expect(idsOf(r.data)).toContain(question.id)
  })

  test('a later staff answer keeps the first answer time; hiding the question takes it out of the queue', async () => {
    const question = await fresh(c)
    await arrangeAnswer(c.person('mentor'), question)
    const first = (await questionOf(question.id))!.answered_at
    expectAllowed(await answer(c, 'admin', question.id, `Second staff answer ${token(4)}`))
    expect(await questionOf(question.id)).toMatchObject({ answered_at: first, answer_count: 2 })
    expectAllowed(await edit(c, 'mentor', question.id, { hidden_at: new Date().toISOString() }))
    const r = await c
      .client('mentor')
      .rpc('question_queue_page', { state: 'answered', page_size: 1000 })
    expect(idsOf(r.data)).not.toContain(question.id)
  })
})

describe('reading and searching', () => {
  test('a search finds any part of the text across the course; % and _ are letters; over 100 characters is refused', async () => {
    const marker = token(8).toLowerCase()
    const q1 = await arrangeQuestion(c.person('enrolled'), c.lesson, {
      body: `Grid 100% width ${marker}`,
    })
    const q2 = await arrangeQuestion(c.person('other'), c.scratchLesson, {
      body: `snake_case names ${marker}`,
    })
    await arrangeQuestion(c.person('other'), c.scratchLesson, {
      body: `Grid 100 px width ${marker}`,
    })
    const search = async (text: string, lesson: string | null = null) => {
      const r = await c
        .client('enrolled')
        .rpc('questions_page', { course: COURSE, lesson, search: text })
      expectAllowed(r)
      return idsOf(r.data)
    }
    expect(await search(`100% width ${marker}`)).toEqual([q1.id])
    expect(await search(`SNAKE_CASE names ${marker.toUpperCase()}`)).toEqual([q2.id])
    expect(await search(`e_c`)).not.toContain(q1.id)
    expect(await search(marker, c.lesson.id)).toEqual([q1.id])
    expect((await search(marker)).length).toBe(3)
    expect(await search(`   `)).toContain(q1.id)
    const long = await c
      .client('enrolled')
      .rpc('questions_page', { course: COURSE, search: 'x'.repeat(101) })
    expectHint(long, 'search_too_long')
  })

  test('pages follow one another without a repeat or a gap; a page holds 1 to 100', async () => {
    const marker = token(8).toLowerCase()
    const made: string[] = []
    for (let i = 0; i < 7; i++)
      made.push(
        (
          await arrangeQuestion(c.person('enrolled'), c.scratchLesson, {
            body: `Paged ${i} ${marker}`,
          })
        ).id,
      )
    const seen: string[] = []
    let after: { after_activity_at: string; after_id: string } | Record<string, never> = {}
    for (let page = 0; page < 5; page++) {
      const r = await c.client('other').rpc('questions_page', {
        course: COURSE,
        search: marker,
        page_size: 3,
        ...after,
      })
      expectAllowed(r)
      const rows = r.data as PageRow[]
      seen.push(...rows.map((row) => row.id))
      if (rows.length < 3) break
      const last = rows.at(-1)!
      after = { after_activity_at: last.last_activity_at, after_id: last.id }
    }
    expect(seen).toEqual([...made].reverse())
    for (const page_size of [0, 101])
      expectError(await c.client('other').rpc('questions_page', { course: COURSE, page_size }))
    expectError(
      await c.client('other').rpc('questions_page', { course: COURSE, after_id: made[0] }),
    )

    const question = await fresh(c)
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push((await arrangeAnswer(c.person('other'), question)).id)
    const first = await c
      .client('enrolled')
      .rpc('answers_page', { question: question.id, page_size: 3 })
    const rows = first.data as AnswerPageRow[]
    const second = await c.client('enrolled').rpc('answers_page', {
      question: question.id,
      page_size: 3,
      after_created_at: rows.at(-1)!.created_at,
      after_id: rows.at(-1)!.id,
    })
    expect(
      [
        ...idsOf(rows.map((r) => ({ id: r.id }))),
        ...(second.data as { id: string }[]).map((r) => r.id),
      ].sort(),
    ).toEqual([...answers].sort())
    expect(rows.map((r) => r.id)).toEqual(answers.slice(0, 3))
  })

  test('an answer bumps its question to the top of the lesson', async () => {
    const older = await arrangeQuestion(c.person('enrolled'), c.scratchLesson, { ago: '1 day' })
    await arrangeQuestion(c.person('enrolled'), c.scratchLesson)
    expectAllowed(await answer(c, 'mentor', older.id, `Bump ${token(4)}`))
    const r = await c.client('enrolled').rpc('questions_page', {
      course: COURSE,
      lesson: c.scratchLesson.id,
      page_size: 1,
    })
    expect(idsOf(r.data)).toEqual([older.id])
  })
})

describe('notices', () => {
  const mentorsOf = async (course: string) =>
    (
      await sql<{ user_id: string }>(
        'select user_id from public.course_mentors where course_id = $1 order by user_id',
        [course],
      )
    ).map((m) => m.user_id)

  test('a new question tells every mentor of its course in the app only (no mail), nobody else', async () => {
    const body = `Notify the mentors ${token(6)}`
    const r = await ask(c, 'enrolled', c.scratchLesson, body).select('id').single()
    expectAllowed(r)
    const id = (r.data as { id: string }).id
    const notices = await noticesAbout(id, 'question_asked')
    const mentors = await mentorsOf(COURSE)
    expect(mentors).toContain(c.person('mentor').id)
    expect(notices.map((n) => n.user_id).sort()).toEqual(mentors)
    expect(notices.map((n) => n.user_id)).not.toContain(c.person('foreign').id)
    expect(notices.map((n) => n.user_id)).not.toContain(c.person('admin').id)
    expect(notices.every((n) => !n.delivered)).toBe(true)
    expect(notices[0]!.data).toEqual({
      question_id: id,
      lesson_id: c.scratchLesson.id,
      lesson_title: c.scratchLesson.title,
      lesson_title_bn: c.scratchLesson.title_bn,
      course_id: COURSE,
      course_title: 'Web Development with AI',
      question: body,
      answer: null,
      by_staff: false,
    })
    expect(await noticesAbout(id, 'question_answered')).toEqual([])
  })

  test('an answer tells the asker in the app and by mail, in their language; the author of the answer is not told', async () => {
    const question = await fresh(c)
    const long = `${'Use min-width: 0. '.repeat(40)}${token(6)}`
    expectAllowed(await answer(c, 'mentor', question.id, long))
    let notices = await noticesAbout(question.id, 'question_answered')
    expect(notices.map((n) => [n.user_id, n.locale, n.delivered])).toEqual([
      [c.person('enrolled').id, 'bn', true],
    ])
    expect(notices[0]!.data).toMatchObject({
      question_id: question.id,
      lesson_id: c.scratchLesson.id,
      course_id: COURSE,
      question: question.body,
      answer: long.slice(0, 500),
      by_staff: true,
    })
    // a learner's answer tells the asker too (not staff's)
    expectAllowed(await answer(c, 'other', question.id, `Me too ${token(4)}`))
    notices = await noticesAbout(question.id, 'question_answered')
    expect(notices).toHaveLength(2)
    expect(notices.map((n) => n.data.by_staff).sort()).toEqual([false, true])
    expect(notices.every((n) => n.user_id === c.person('enrolled').id)).toBe(true)
  })

  test('no notice to oneself: the asker answering their own question, or a mentor of the course asking', async () => {
    const question = await fresh(c)
    expectAllowed(await answer(c, 'enrolled', question.id, `Solved it myself ${token(4)}`))
    expect(await noticesAbout(question.id, 'question_answered')).toEqual([])
    // a mentor enrolled as a learner in their own course asks: the other mentors are told, not them
    await enroll(c.person('admin'), c.person('mentor'), COURSE)
    try {
      const r = await ask(c, 'mentor', c.scratchLesson, `A mentor asks ${token(6)}`)
        .select('id')
        .single()
      expectAllowed(r)
      const told = (await noticesAbout((r.data as { id: string }).id, 'question_asked')).map(
        (n) => n.user_id,
      )
      expect(told).not.toContain(c.person('mentor').id)
      expect(told.sort()).toEqual(
        (await mentorsOf(COURSE)).filter((id) => id !== c.person('mentor').id),
      )
    } finally {
      await sql('delete from public.enrollments where user_id = $1 and course_id = $2', [
        c.person('mentor').id,
        COURSE,
      ])
    }
  })
})

afterAll(clearQuestionAllowances)

describe('past max_rows (1,000)', () => {
  // One statement: every row has the same times, so only the id breaks the ties.
  test("1,001 questions at one instant: the lesson's pages and the mentors' queue reach the last one", async () => {
    const tag = `bulk-${token(6)}`
    const made = await sql<{ id: string }>(
      `insert into public.lesson_questions (lesson_id, user_id, body)
       select $1, $2, $3 || ' ' || g from generate_series(1, 1001) g returning id`,
      [c.lesson.id, c.person('enrolled').id, tag],
    )
    const expected = new Set(made.map((q) => q.id))
    try {
      const lessonPages = new Set<string>()
      for (let after: { at: string; id: string } | null = null; ;) {
        const r = await c.client('enrolled').rpc('questions_page', {
          course: COURSE,
          lesson: c.lesson.id,
          search: tag,
          page_size: 100,
          ...(after ? { after_activity_at: after.at, after_id: after.id } : {}),
        })
        expectAllowed(r)
        const rows = r.data as { id: string; last_activity_at: string }[]
        for (const row of rows) lessonPages.add(row.id)
        if (rows.length < 100) break
        after = { at: rows.at(-1)!.last_activity_at, id: rows.at(-1)!.id }
      }
      expect(lessonPages).toEqual(expected)

      const queued = new Set<string>()
      for (let after: { at: string; id: string } | null = null; ;) {
        const r = await c.client('mentor').rpc('question_queue_page', {
          course: COURSE,
          state: 'waiting',
          page_size: 1000,
          ...(after ? { after_created_at: after.at, after_id: after.id } : {}),
        })
        expectAllowed(r)
        const rows = r.data as { id: string; created_at: string }[]
        for (const row of rows) if (expected.has(row.id)) queued.add(row.id)
        if (rows.length < 1000) break
        after = { at: rows.at(-1)!.created_at, id: rows.at(-1)!.id }
      }
      expect(queued).toEqual(expected)
    } finally {
      await sql('delete from public.lesson_questions where id = any($1::uuid[])', [[...expected]])
    }
  })
})
