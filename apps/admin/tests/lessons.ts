import { type Lesson, type LessonContent } from '@repo/api'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { fakeApi, renderConsole } from './render'

export const lesson = (n: number, extra: Partial<Lesson> = {}): Lesson => ({
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
export const one = lesson(1)
export const two = lesson(2, { kind: 'reading' })
export const live = lesson(3, {
  kind: 'live',
  title: 'Live class',
  startsAt: '2026-12-05T14:00:00+00:00',
  durationMinutes: 60,
})
export const content: LessonContent = {
  lessonId: one.id,
  body: '## Welcome\n\n<script>alert(1)</script>',
  bodyBn: '## স্বাগতম',
  videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  joinUrl: null,
  resources: [{ title: 'Canva', url: 'https://www.canva.com/' }],
}

/**
 * Types into the dialog's text fields, named by their labels, each in one go (pasting), which
 * keeps the long forms' tests fast.
 */
export async function fill(user: UserEvent, dialog: HTMLElement, fields: Record<string, string>) {
  for (const [name, text] of Object.entries(fields)) {
    await user.click(within(dialog).getByRole('textbox', { name }))
    await user.paste(text)
  }
}

export function lessonsConsole(lessons: Lesson[] = [one, two, live], path = '/lessons') {
  const api = fakeApi({ listLessons: async () => lessons.map((l) => ({ ...l })) })
  return { ...renderConsole(api, path), api }
}

/**
 * The Add lesson dialog, over a course whose only lesson is lesson 1; a new lesson is stored as
 * 'new-id'.
 */
export async function addLessonDialog() {
  const view = lessonsConsole([one])
  view.api.saveLesson.mockImplementation(
    async (input) => ({ ...input, id: input.id ?? 'new-id' }) as Lesson,
  )
  await view.user.click(await screen.findByRole('button', { name: 'Add lesson' }))
  return { ...view, dialog: await screen.findByRole('dialog') }
}

export const lessonItems = () =>
  within(screen.getByRole('list', { name: 'Lessons' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

// The form tests type into many fields; on a loaded 2-core machine they need more than 5 s.
