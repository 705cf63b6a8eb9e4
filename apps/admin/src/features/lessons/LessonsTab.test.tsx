import { ApiError } from '@repo/api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { unreachable } from '../../../tests/fixtures'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fakeApi, renderConsole } from '../../../tests/render'
import {
  one,
  content,
  fill,
  lessonsConsole,
  addLessonDialog,
  lessonItems,
} from '../../../tests/lessons'
import { openDialog } from '../../../tests/lessonsTabActions'
import { projectsConsole } from '../../../tests/projects'
import { quizzesConsole } from '../../../tests/quizzes'

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

  it.each([
    {
      what: 'project',
      open: () => projectsConsole([]),
      list: 'listProjects',
      operation: 'projects.list',
      empty: 'This course has no projects yet.',
      failure: 'Could not load the projects.',
    },
    {
      what: 'quiz',
      open: () => quizzesConsole([]),
      list: 'listQuizzes',
      operation: 'quizzes.list',
      empty: 'This course has no quizzes yet.',
      failure: 'Could not load the quizzes.',
    },
  ] as const)(
    'says when a course has no $what, and shows a failure with a retry',
    { timeout: 30_000 },
    async ({ open, list, operation, empty, failure }) => {
      const { api, user } = await open()
      expect(await screen.findByText(empty)).toBeVisible()
      api[list].mockRejectedValueOnce(new ApiError({ kind: 'unknown', operation }))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Video Editing')
      expect(await screen.findByRole('alert')).toHaveTextContent(failure)
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText(empty)).toBeVisible()
      expect(api[list]).toHaveBeenLastCalledWith('video-editing')
    },
  )

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

  it("says 'Fill all fields' for a missing title, that a live class needs a start and an https link, and saves nothing", async () => {
    const { api, user, dialog } = await addLessonDialog()
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    await fill(user, dialog, { 'Duration (minutes)': '15' })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expectRefusedField(field('Title'), 'Fill all fields')
    expectRefusedField(field('Bangla title'), 'Fill all fields', { first: false })
    expect(await findAlert('Fill all fields')).toBeVisible()

    await fill(user, dialog, { Title: 'Live Q&A', 'Bangla title': 'লাইভ' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Live class')
    await fill(user, dialog, { 'Join link': 'http://meet.example.com/abc' })
    await user.click(within(dialog).getByRole('button', { name: 'Save lesson' }))
    expectRefusedField(
      within(dialog).getByLabelText(/Starts at \(Bangladesh time\)/),
      'A live class needs a start time, and only a live class has one.',
    )
    expectRefusedField(field('Join link'), 'Video and join links must start with https://', {
      first: false,
    })
    expect(field('Title')).not.toHaveAttribute('aria-invalid')
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
    const view = lessonsConsole()
    view.api.lessonContent.mockResolvedValue(content)
    const { api, user, dialog } = await openDialog(view, 'Edit "Lesson 1"', 'Edit lesson')
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
    const view = lessonsConsole()
    view.api.lessonContent.mockResolvedValue(content)
    const { dialog } = await openDialog(view, 'Preview "Lesson 1"', 'Preview: Lesson 1')
    expect(await within(dialog).findByRole('heading', { name: 'Welcome' })).toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'Canva' })).toHaveAttribute(
      'href',
      'https://www.canva.com/',
    )
    expect(within(dialog).getByRole('link', { name: content.videoUrl! })).toBeVisible()
  })
})
