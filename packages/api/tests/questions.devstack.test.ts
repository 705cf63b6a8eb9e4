/**
 * The questions module against the real local backend (issue 35): a learner asks under a
 * lesson, another learner and a mentor answer, the asker accepts, edits within the 15 minutes
 * (and not after), a mentor hides and shows; the lists a page at a time, searched, and the
 * console's queue and figures; through the functions the site and the console call, proving what
 * the database really answers is mapped as the apps expect. The rules themselves, role by role,
 * are supabase/tests/questions.test.ts's.
 */
import { describe, expect, it } from 'vitest'
import { listMyNotifications } from '../src/notifications'
import * as questionsApi from '../src/questions'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const local = useLocalStack('api-questions-test-')
const COURSE = 'creative-design'
const { newAccount, seededStaff, service, enrol } = local

/** The course's lessons' ids, in order. */
async function lessonsOf(courseId: string): Promise<string[]> {
  const { data, error } = await service()
    .from('lessons')
    .select('id')
    .eq('course_id', courseId)
    .order('position', { ascending: true })
  if (error) throw error
  return data.map((l) => l.id)
}

describe('a question, its answers, the accepted one', () => {
  it('runs from the question to the accepted answer, edits and hides', async () => {
    const asker = await newAccount('asker', 'Rahima Akter')
    const other = await newAccount('other', 'Karim Uddin')
    const outsider = await newAccount('outsider', 'Nobody Enrolled')
    await enrol(asker.id, COURSE)
    await enrol(other.id, COURSE)
    const { mentor, admin } = await seededStaff()
    const [lesson, nextLesson] = await lessonsOf(COURSE)

    // refused before asking: blank, too long
    const blank = await rejection(
      questionsApi.askQuestion(asker.client, { lessonId: lesson!, body: '   ' }),
    )
    expect(blank).toMatchObject({ kind: 'invalid', code: 'question_empty', field: 'body' })
    const long = await rejection(
      questionsApi.askQuestion(asker.client, { lessonId: lesson!, body: 'x'.repeat(4001) }),
    )
    expect(long).toMatchObject({ kind: 'invalid', code: 'question_too_long', field: 'body' })

    const body = '  How do I **pick** colours that work together? রঙ 🎨 `#ff0000`  '
    const id = await questionsApi.askQuestion(asker.client, { lessonId: lesson!, body })
    // stored trimmed, as written otherwise (Bangla, emoji, code)
    const first = await questionsApi.questionsPage(asker.client, {
      courseId: COURSE,
      lessonId: lesson!,
    })
    expect(first.rows).toMatchObject([
      {
        id,
        lessonId: lesson,
        body: body.trim(),
        askerName: 'Rahima Akter',
        mine: true,
        editedAt: null,
        answeredAt: null,
        answerCount: 0,
        hiddenAt: null,
      },
    ])
    expect(first.rows[0]!.lessonTitle).not.toBe('')
    expect(first.rows[0]!.lessonTitleBn).not.toBe('')
    expect(first.next).toBeNull()
    expect(first.total).toBeNull()

    // a learner of no course neither asks nor reads
    const stranger = await rejection(
      questionsApi.askQuestion(outsider.client, { lessonId: lesson!, body: 'May I?' }),
    )
    expect(stranger.kind).toBe('forbidden')
    const unread = await rejection(
      questionsApi.questionsPage(outsider.client, { courseId: COURSE }),
    )
    expect(unread).toMatchObject({ kind: 'not_enrolled', hint: 'not_enrolled' })
    expect(await questionsApi.getQuestion(outsider.client, id)).toBeNull()

    // the course's mentors are told, in the app
    const mentorId = (await mentor.auth.getUser()).data.user!.id
    const told = await listMyNotifications(mentor, mentorId)
    expect(told.find((t) => t.kind === 'question_asked' && t.data.question_id === id)).toBeTruthy()

    // another learner answers: not the staff's word, the question still waits
    const peer = await questionsApi.answerQuestion(other.client, {
      questionId: id,
      body: ' Try a palette. ',
    })
    expect(peer).toMatchObject({
      questionId: id,
      body: 'Try a palette.',
      authorName: 'Karim Uddin',
      mine: true,
      byStaff: false,
      accepted: false,
      editedAt: null,
      hiddenAt: null,
    })
    // the mentor answers: the staff's word, the question is answered
    const staff = await questionsApi.answerQuestion(mentor, {
      questionId: id,
      body: 'Start from the colour wheel.',
    })
    expect(staff).toMatchObject({ byStaff: true, mine: true })
    const [answered] = (
      await questionsApi.questionsPage(other.client, { courseId: COURSE, lessonId: lesson! })
    ).rows
    expect(answered).toMatchObject({ id, mine: false, answerCount: 2 })
    expect(answered!.answeredAt).not.toBeNull()
    expect(Date.parse(answered!.lastActivityAt)).toBeGreaterThanOrEqual(
      Date.parse(answered!.createdAt),
    )

    // the asker is told of each answer
    const notices = await listMyNotifications(asker.client, asker.id)
    expect(
      notices.filter((t) => t.kind === 'question_answered' && t.data.question_id === id),
    ).toHaveLength(2)

    // answers oldest first; only the asker accepts, accepting another moves the mark
    const answers = await questionsApi.answersPage(asker.client, id)
    expect(answers.rows.map((a) => [a.id, a.authorName, a.byStaff, a.mine])).toEqual([
      [peer.id, 'Karim Uddin', false, false],
      [staff.id, staff.authorName, true, false],
    ])
    const notAsker = await rejection(questionsApi.acceptAnswer(other.client, peer.id, true))
    expect(notAsker).toMatchObject({ kind: 'forbidden', hint: 'not_asker' })
    await questionsApi.acceptAnswer(asker.client, peer.id, true)
    await questionsApi.acceptAnswer(asker.client, staff.id, true)
    expect(
      (await questionsApi.answersPage(other.client, id)).rows.map((a) => [a.id, a.accepted]),
    ).toEqual([
      [peer.id, false],
      [staff.id, true],
    ])

    // edits: the author's own, within 15 minutes
    await questionsApi.editQuestion(asker.client, id, 'How do I pick colours?')
    const edited = await questionsApi.getQuestion(asker.client, id)
    expect(edited).toMatchObject({ id, body: 'How do I pick colours?', askerName: 'Rahima Akter' })
    expect(edited!.editedAt).not.toBeNull()
    await questionsApi.editAnswer(other.client, peer.id, 'Try a palette of three.')
    const notMine = await rejection(questionsApi.editQuestion(other.client, id, 'Mine now'))
    expect(notMine.kind).toBe('not_found')
    const notTheirs = await rejection(questionsApi.editAnswer(asker.client, peer.id, 'Mine now'))
    expect(notTheirs).toMatchObject({ kind: 'forbidden', hint: 'not_author' })
    const moved = await service()
      .from('lesson_questions')
      .update({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .eq('id', id)
    expect(moved.error).toBeNull()
    const late = await rejection(questionsApi.editQuestion(asker.client, id, 'Too late'))
    expect(late).toMatchObject({
      kind: 'conflict',
      hint: 'edit_window_closed',
      detail: '15',
      field: 'body',
    })
    expect((await questionsApi.getQuestion(asker.client, id))!.body).toBe('How do I pick colours?')

    // hiding: staff only; a hidden question is its author's and staff's
    const learnerHides = await rejection(questionsApi.hideQuestion(asker.client, id, true))
    expect(learnerHides).toMatchObject({ kind: 'forbidden', hint: 'not_staff' })
    await questionsApi.hideQuestion(mentor, id, true)
    expect(
      (await questionsApi.questionsPage(other.client, { courseId: COURSE, lessonId: lesson! }))
        .rows,
    ).toEqual([])
    expect(await questionsApi.getQuestion(other.client, id)).toBeNull()
    const own = await questionsApi.getQuestion(asker.client, id)
    expect(own!.hiddenAt).not.toBeNull()
    expect((await questionsApi.getQuestion(mentor, id))!.hiddenAt).not.toBeNull()
    // a hidden question takes no answer
    const closed = await rejection(
      questionsApi.answerQuestion(other.client, { questionId: id, body: 'Hi' }),
    )
    expect(closed.kind).toBe('forbidden')
    await questionsApi.hideQuestion(admin, id, false)
    expect((await questionsApi.getQuestion(other.client, id))!.hiddenAt).toBeNull()

    await questionsApi.hideAnswer(mentor, peer.id, true)
    expect((await questionsApi.answersPage(asker.client, id)).rows.map((a) => a.id)).toEqual([
      staff.id,
    ])
    expect(
      (await questionsApi.answersPage(other.client, id)).rows.map((a) => [
        a.id,
        a.hiddenAt !== null,
      ]),
    ).toEqual([
      [peer.id, true],
      [staff.id, false],
    ])
    // the asker may accept the mentor's answer, not hide it
    const askerHides = await rejection(questionsApi.hideAnswer(asker.client, staff.id, true))
    expect(askerHides).toMatchObject({ kind: 'forbidden', hint: 'not_staff' })
    await questionsApi.hideAnswer(mentor, peer.id, false)

    // a question of another lesson stays in its own lesson's list, and in the course's
    const second = await questionsApi.askQuestion(other.client, {
      lessonId: nextLesson!,
      body: 'Which font?',
    })
    expect(
      (
        await questionsApi.questionsPage(asker.client, { courseId: COURSE, lessonId: lesson! })
      ).rows.map((q) => q.id),
    ).toEqual([id])
    const course = await questionsApi.questionsPage(asker.client, { courseId: COURSE })
    expect(course.rows.map((q) => q.id)).toEqual([second, id])
  }, 60_000)
})

describe('the lists a page at a time, searched, and the queue', () => {
  it('pages newest activity first, searches, and queues oldest first for the mentor', async () => {
    const asker = await newAccount('pager', 'Salma Begum')
    await enrol(asker.id, COURSE)
    const { mentor, admin } = await seededStaff()
    const [, , lesson] = await lessonsOf(COURSE)

    const ids: string[] = []
    for (const body of ['Layers?', 'Masks 100% opaque?', 'Kerning_in_titles?', 'Grids?', 'Export?'])
      ids.push(await questionsApi.askQuestion(asker.client, { lessonId: lesson!, body }))

    // newest first, two a page, no row twice, the last page says so
    const seen: string[] = []
    let page = await questionsApi.questionsPage(asker.client, {
      courseId: COURSE,
      lessonId: lesson!,
      limit: 2,
    })
    seen.push(...page.rows.map((q) => q.id))
    while (page.next) {
      page = await questionsApi.questionsPage(asker.client, {
        courseId: COURSE,
        lessonId: lesson!,
        limit: 2,
        after: page.next,
      })
      seen.push(...page.rows.map((q) => q.id))
    }
    expect(seen).toEqual([...ids].reverse())

    // an answer brings its question to the top
    await questionsApi.answerQuestion(mentor, {
      questionId: ids[0]!,
      body: 'Yes: one per element.',
    })
    const top = await questionsApi.questionsPage(asker.client, {
      courseId: COURSE,
      lessonId: lesson!,
      limit: 1,
    })
    expect(top.rows[0]!.id).toBe(ids[0])
    expect(top.next).not.toBeNull()

    // search: any part of the text, % and _ as themselves
    const found = await questionsApi.questionsPage(asker.client, {
      courseId: COURSE,
      search: ' 100% ',
    })
    expect(found.rows.map((q) => q.id)).toEqual([ids[1]])
    const underscore = await questionsApi.questionsPage(asker.client, {
      courseId: COURSE,
      search: 'g_in',
    })
    expect(underscore.rows.map((q) => q.id)).toEqual([ids[2]])
    expect(
      (
        await questionsApi.questionsPage(asker.client, {
          courseId: COURSE,
          search: 'nothing like it',
        })
      ).rows,
    ).toEqual([])
    const tooLong = await rejection(
      questionsApi.questionsPage(asker.client, { courseId: COURSE, search: 'x'.repeat(101) }),
    )
    expect(tooLong).toMatchObject({ kind: 'invalid', code: 'search_too_long', detail: '100' })
    const badCursor = await rejection(
      questionsApi.questionsPage(asker.client, {
        courseId: COURSE,
        after: { at: 'yesterday', id: ids[0]! },
      }),
    )
    expect(badCursor.code).toBe('not_a_position')

    // the mentor's queue: waiting ones oldest first, the answered one apart, counted
    const waiting = await questionsApi.questionQueuePage(mentor, {
      course: COURSE,
      count: true,
      limit: 999,
    })
    const mine = waiting.rows.filter((r) => ids.includes(r.id))
    expect(mine.map((r) => r.id)).toEqual(ids.slice(1))
    expect(mine[0]).toMatchObject({
      courseId: COURSE,
      lessonId: lesson,
      body: 'Masks 100% opaque?',
      askerName: 'Salma Begum',
      answeredAt: null,
      answerCount: 0,
    })
    expect(waiting.total).toBe(waiting.rows.length)
    expect(await questionsApi.questionQueueCount(mentor, { course: COURSE })).toEqual({
      count: waiting.rows.length,
      estimated: false,
    })
    const answered = await questionsApi.questionQueuePage(mentor, {
      course: COURSE,
      state: 'answered',
      limit: 999,
    })
    expect(answered.rows.find((r) => r.id === ids[0])).toMatchObject({ answerCount: 1 })
    expect(answered.rows.find((r) => r.id === ids[0])!.answeredAt).not.toBeNull()

    // two a page: the cursor carries on where the page ended
    const firstTwo = await questionsApi.questionQueuePage(mentor, { course: COURSE, limit: 2 })
    const nextTwo = await questionsApi.questionQueuePage(mentor, {
      course: COURSE,
      limit: 2,
      after: firstTwo.next!,
    })
    expect([...firstTwo.rows, ...nextTwo.rows].map((r) => r.id)).toEqual(
      waiting.rows.slice(0, 4).map((r) => r.id),
    )

    // a learner has no queue; a mentor has none of a course they do not mentor
    const learnerQueue = await rejection(questionsApi.questionQueuePage(asker.client, {}))
    expect(learnerQueue).toMatchObject({ kind: 'forbidden', hint: 'not_staff' })
    const otherCourse = await rejection(
      questionsApi.questionQueueCount(mentor, { course: 'video-editing' }),
    )
    expect(otherCourse).toMatchObject({ kind: 'forbidden', hint: 'not_staff' })

    // the admin: every course's queue
    const all = await questionsApi.questionQueueCount(admin)
    expect(all.count).toBeGreaterThanOrEqual(waiting.rows.length)
  }, 60_000)
})
