import { ApiError, type CourseLearner, type Lesson, type LessonContent } from '@repo/api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { unreachable } from '../../../tests/fixtures'
import { fakeApi, json, renderConsole, scriptedApi } from '../../../tests/render'

const lesson = (n: number, extra: Partial<Lesson> = {}): Lesson => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  courseId: 'creative-design',
  position: n,
  title: `Lesson ${n}`,
  titleBn: `লেসন ${n}`,
  kind: 'video',
  isPreview: n === 1,
  durationMinutes: 10 + n,
  startsAt: null,
  ...extra,
})
const one = lesson(1)
const two = lesson(2, { kind: 'reading' })
const live = lesson(3, {
  kind: 'live',
  title: 'Live class',
  startsAt: '2026-12-05T14:00:00+00:00',
  durationMinutes: 60,
})
const content: LessonContent = {
  lessonId: one.id,
  body: '## Welcome\n\n<script>alert(1)</script>',
  bodyBn: '## স্বাগতম',
  videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  joinUrl: null,
  resources: [{ title: 'Canva', url: 'https://www.canva.com/' }],
}

// The tab is a lazy route; load its module (and micromark) once, so the first test does not
// spend its wait on the import.
beforeAll(async () => {
  await import('./LessonsTab')
})

/**
 * Types into the dialog's text fields, named by their labels, each in one go (pasting), which
 * keeps the long forms' tests fast.
 */
async function fill(user: UserEvent, dialog: HTMLElement, fields: Record<string, string>) {
  for (const [name, text] of Object.entries(fields)) {
    await user.click(within(dialog).getByRole('textbox', { name }))
    await user.paste(text)
  }
}

function lessonsConsole(lessons: Lesson[] = [one, two, live], path = '/lessons') {
  const api = fakeApi({ listLessons: async () => lessons.map((l) => ({ ...l })) })
  return { ...renderConsole(api, path), api }
}

/**
 * The Add lesson dialog, over a course whose only lesson is lesson 1; a new lesson is stored as
 * 'new-id'.
 */
async function addLessonDialog() {
  const view = lessonsConsole([one])
  view.api.saveLesson.mockImplementation(
    async (input) => ({ ...input, id: input.id ?? 'new-id' }) as Lesson,
  )
  await view.user.click(await screen.findByRole('button', { name: 'Add lesson' }))
  return { ...view, dialog: await screen.findByRole('dialog') }
}

const lessonItems = () =>
  within(screen.getByRole('list', { name: 'Lessons' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

// The form tests type into many fields; on a loaded 2-core machine they need more than 5 s.
describe('Lessons tab', { timeout: 20_000 }, () => {
  it('is a dashboard tab and lists the first course, in order, with kind, preview and Dhaka time', async () => {
    const { api } = lessonsConsole()
    expect(await screen.findByRole('tab', { name: 'Lessons' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await screen.findByText('Lesson 1')).toBeVisible()
    expect(api.listLessons).toHaveBeenCalledWith('creative-design')
    const items = lessonItems()
    expect(items[0]).toMatch(/Lesson 1.*লেসন 1.*Video.*Free preview.*11 min/)
    expect(items[1]).toMatch(/Lesson 2.*Reading.*12 min/)
    expect(items[2]).toMatch(/Live class.*Live class.*60 min.*5 Dec 2026, 8:00 pm \(Dhaka\)/)
    expect(screen.getByText('3 lessons, in the order learners see them.')).toBeVisible()
  })

  it('shows a failure with a retry', async () => {
    const api = fakeApi()
    api.listLessons.mockRejectedValueOnce(
      new ApiError({ kind: 'unknown', operation: 'lessons.list' }),
    )
    const { user } = renderConsole(api, '/lessons?course=video-editing')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the lessons.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('This course has no lessons yet.')).toBeVisible()
    expect(api.listLessons).toHaveBeenLastCalledWith('video-editing')
  })

  it('switches course from the course picker and keeps it in the address', async () => {
    const { api, user, router } = lessonsConsole()
    await screen.findByText('Lesson 1')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Course' }),
      'Web Development with AI',
    )
    await waitFor(() => expect(api.listLessons).toHaveBeenLastCalledWith('web-development'))
    expect(router.state.location.search).toContain('course=web-development')
  })

  it('adds a lesson at the end, then its content', async () => {
    const { api, user, dialog } = await addLessonDialog()
    await fill(user, dialog, {
      Title: 'Printing your design',
      'Bangla title': 'ডিজাইন প্রিন্ট করা',
      'Duration (minutes)': '15',
      'Body (Markdown)': '# Print',
      'Video link': 'https://youtu.be/abcdefghijk',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add resource' }))
    await fill(user, dialog, {
      'Resource 1 title': 'Canva',
      'Resource 1 link': 'https://www.canva.com/',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expect(await screen.findByText('Lesson "Printing your design" saved.')).toBeVisible()
    expect(api.saveLesson).toHaveBeenCalledWith({
      id: undefined,
      courseId: 'creative-design',
      position: 2,
      title: 'Printing your design',
      titleBn: 'ডিজাইন প্রিন্ট করা',
      kind: 'video',
      isPreview: false,
      durationMinutes: 15,
      startsAt: null,
    })
    expect(api.saveLessonContent).toHaveBeenCalledWith({
      lessonId: 'new-id',
      body: '# Print',
      bodyBn: '',
      videoUrl: 'https://youtu.be/abcdefghijk',
      joinUrl: null,
      resources: [{ title: 'Canva', url: 'https://www.canva.com/' }],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lessonItems()[1]).toMatch(/Printing your design/)
  })

  it("says 'Fill all fields' for a missing title and that a live class needs a start, and saves nothing", async () => {
    const { api, user, dialog } = await addLessonDialog()
    await fill(user, dialog, { 'Duration (minutes)': '15' })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expect(await screen.findByText('Fill all fields')).toBeVisible()
    await fill(user, dialog, { Title: 'Live Q&A', 'Bangla title': 'লাইভ' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Live class')
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expect(
      await screen.findByText('A live class needs a start time, and only a live class has one.'),
    ).toBeVisible()
    expect(api.saveLesson).not.toHaveBeenCalled()
  })

  it('saves a live class typed in Bangladesh time as the right instant', async () => {
    const { api, user, dialog } = await addLessonDialog()
    await fill(user, dialog, {
      Title: 'Live Q&A',
      'Bangla title': 'লাইভ',
      'Duration (minutes)': '60',
    })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Live class')
    fireEvent.change(within(dialog).getByLabelText(/Starts at \(Bangladesh time\)/), {
      target: { value: '2026-12-05T20:00' },
    })
    await fill(user, dialog, { 'Join link': 'https://meet.google.com/abc-defg-hij' })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    await waitFor(() => expect(api.saveLessonContent).toHaveBeenCalled())
    expect(api.saveLesson.mock.calls[0]![0]).toMatchObject({
      kind: 'live',
      startsAt: '2026-12-05T14:00:00.000Z',
    })
    expect(api.saveLessonContent.mock.calls[0]![0]).toMatchObject({
      joinUrl: 'https://meet.google.com/abc-defg-hij',
    })
  })

  it('keeps the editor open on the saved lesson when its content fails, and a retry updates it', async () => {
    const { api, user, dialog } = await addLessonDialog()
    api.saveLessonContent.mockRejectedValueOnce(unreachable('lesson.save'))
    await fill(user, dialog, {
      Title: 'Printing',
      'Bangla title': 'প্রিন্ট',
      'Duration (minutes)': '15',
      'Body (Markdown)': 'Kept text',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeVisible()
    expect(screen.getByRole('dialog')).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue(
      'Kept text',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.saveLesson.mock.calls[1]![0]).toMatchObject({ id: 'new-id', position: 2 })
    expect(api.saveLessonContent).toHaveBeenLastCalledWith(
      expect.objectContaining({ lessonId: 'new-id', body: 'Kept text' }),
    )
    expect(lessonItems().filter((t) => t?.includes('Printing'))).toHaveLength(1)
  })

  it('edits a lesson with its stored content, and previews the Markdown safely', async () => {
    const { api, user } = lessonsConsole()
    api.lessonContent.mockResolvedValue(content)
    await user.click(await screen.findByRole('button', { name: 'Edit "Lesson 1"' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue(
      content.body,
    )
    expect(within(dialog).getByRole('textbox', { name: 'Resource 1 link' })).toHaveValue(
      'https://www.canva.com/',
    )
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }))
    const english = within(dialog).getByLabelText('English body')
    expect(within(english).getByRole('heading', { name: 'Welcome' })).toBeVisible()
    expect(english.querySelector('script')).toBeNull()
    expect(english).toHaveTextContent('<script>alert(1)</script>')
    expect(
      within(within(dialog).getByLabelText('Bangla body')).getByRole('heading', { name: 'স্বাগতম' }),
    ).toBeVisible()
    expect(api.lessonContent).toHaveBeenCalledWith(one.id)
  })

  it('previews the stored content with its links and resources', async () => {
    const { api, user } = lessonsConsole()
    api.lessonContent.mockResolvedValue(content)
    await user.click(await screen.findByRole('button', { name: 'Preview "Lesson 1"' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('heading', { name: 'Welcome' })).toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'Canva' })).toHaveAttribute(
      'href',
      'https://www.canva.com/',
    )
    expect(within(dialog).getByRole('link', { name: content.videoUrl! })).toBeVisible()
  })

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
    api.reorderLessons.mockRejectedValue(
      new ApiError({ kind: 'conflict', operation: 'lessons.reorder', hint: 'lessons_changed' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Move "Lesson 1" down' }))
    expect(
      await screen.findByText('The lessons changed meanwhile: reload and try again.'),
    ).toBeVisible()
    expect(lessonItems()[0]).toMatch(/Lesson 1/)
  })

  it("deletes only after 'Delete this lesson?'", async () => {
    const { api, user } = lessonsConsole()
    await user.click(await screen.findByRole('button', { name: 'Delete "Lesson 2"' }))
    const dialog = await screen.findByRole('dialog')
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
  const learners: CourseLearner[] = [
    {
      userId: 'u1',
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      enrolledAt: '2026-11-20T10:00:00+00:00',
      completed: 8,
      total: 8,
      certificateId: 'creative-design-0123456789abcdef0123456789abcdef',
    },
    {
      userId: 'u2',
      name: null,
      email: 'karim@example.com',
      enrolledAt: '2026-11-21T10:00:00+00:00',
      completed: 3,
      total: 8,
      certificateId: null,
    },
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
