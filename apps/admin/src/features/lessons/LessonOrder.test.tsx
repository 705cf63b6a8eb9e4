/** The Lessons tab: reordering and deleting lessons, and the enrolled learners' view. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { conflict, courseLearner } from '../../../tests/fixtures'
import { fakeApi, json, renderConsole, scriptedApi } from '../../../tests/render'
import { one, two, live, lessonsConsole, lessonItems } from '../../../tests/lessons'
import { openDialog } from '../../../tests/lessonsTabActions'

describe('Lessons tab: order and deletion', { timeout: 20_000 }, () => {
  it('moves a lesson down and up through the reorder call; the ends cannot move further', async () => {
    const { api, user } = lessonsConsole()
    await screen.findByText('Lesson 1')
    expect(screen.getByRole('button', { name: 'Move "Lesson 1" up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move "Live class" down' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move "Lesson 1" down' }))
    await waitFor(() => expect(lessonItems()[0]).toMatch(/Lesson 2/))
    expect(api.reorderLessons).toHaveBeenCalledWith('creative-design', [two.id, one.id, live.id])
    await user.click(screen.getByRole('button', { name: 'Move "Live class" up' }))
    await waitFor(() => expect(lessonItems()[1]).toMatch(/Live class/))
    expect(api.reorderLessons).toHaveBeenLastCalledWith('creative-design', [
      two.id,
      live.id,
      one.id,
    ])
  })

  it('keeps the order when reordering fails', async () => {
    const { api, user } = lessonsConsole()
    api.reorderLessons.mockRejectedValue(conflict('lessons.reorder', { hint: 'lessons_changed' }))
    await user.click(await screen.findByRole('button', { name: 'Move "Lesson 1" down' }))
    expect(
      await screen.findByText('The lessons changed meanwhile: reload and try again.'),
    ).toBeVisible()
    expect(lessonItems()[0]).toMatch(/Lesson 1/)
  })

  it("deletes only after 'Delete this lesson?'", async () => {
    const { api, user, dialog } = await openDialog(
      lessonsConsole(),
      'Delete "Lesson 2"',
      'Delete lesson',
    )
    expect(within(dialog).getByText('Delete this lesson?')).toBeVisible()
    expect(within(dialog).getByText(/every learner's progress on it are deleted/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.deleteLesson).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete "Lesson 2"' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(screen.queryByText('Lesson 2')).toBeNull())
    expect(api.deleteLesson).toHaveBeenCalledWith(two.id)
    expect(screen.getByText('Lesson "Lesson 2" deleted.')).toBeVisible()
  })

  it('sends the reorder to the database as the real query does', async () => {
    const calls: { path: string; body: unknown }[] = []
    const real = scriptedApi((method, url, body) => {
      calls.push({ path: url.pathname, body })
      if (url.pathname === '/rest/v1/lessons')
        return json(
          200,
          [one, two].map((l) => ({
            id: l.id,
            course_id: l.courseId,
            position: l.position,
            title: l.title,
            title_bn: l.titleBn,
            kind: l.kind,
            is_preview: l.isPreview,
            duration_minutes: l.durationMinutes,
            starts_at: l.startsAt,
          })),
        )
      return new Response(null, { status: 204 })
    })
    const api = fakeApi({ listLessons: real.listLessons, reorderLessons: real.reorderLessons })
    const { user } = renderConsole(api, '/lessons')
    await user.click(await screen.findByRole('button', { name: 'Move "Lesson 2" up' }))
    await waitFor(() => expect(lessonItems()[0]).toMatch(/Lesson 2/))
    expect(calls.at(-1)).toEqual({
      path: '/rest/v1/rpc/reorder_lessons',
      body: { course_id: 'creative-design', lesson_ids: [two.id, one.id] },
    })
  })
})

describe('Enrolled view', () => {
  const learners = [
    courseLearner({
      completed: 8,
      certificateId: 'creative-design-0123456789abcdef0123456789abcdef',
    }),
    courseLearner({
      userId: 'u2',
      name: null,
      email: 'karim@example.com',
      enrolledAt: '2026-11-21T10:00:00+00:00',
    }),
  ]

  it('lists each enrolled learner with progress and certificate', async () => {
    const api = fakeApi({
      courseLearnersPage: async () => ({ rows: learners, next: null, total: null }),
    })
    renderConsole(api, '/lessons?course=creative-design&view=enrolled')
    const table = await screen.findByRole('table', { name: 'Enrolled learners' })
    const rows = within(table).getAllByRole('row')
    expect(rows[1]).toHaveTextContent(
      /Rahima Akter.*rahima@example.com.*8 \/ 8 lessons.*creative-design-0123/,
    )
    expect(rows[2]).toHaveTextContent(/No name.*karim@example.com.*3 \/ 8 lessons.*Not yet/)
    expect(
      within(table).getByRole('progressbar', {
        name: 'karim@example.com: 3 of 8 lessons completed',
      }),
    ).toBeVisible()
    expect(api.courseLearnersPage).toHaveBeenCalledWith('creative-design', { limit: 50 })
    expect(api.listCount).toHaveBeenCalledWith('course_learners', 'creative-design')
  })

  it('switches between lessons and enrolled learners', async () => {
    const api = fakeApi({ listLessons: async () => [one] })
    const { user } = renderConsole(api, '/lessons')
    await screen.findByText('Lesson 1')
    await user.click(screen.getByText('Enrolled'))
    expect(await screen.findByText('No learners are enrolled in this course yet.')).toBeVisible()
  })
})
