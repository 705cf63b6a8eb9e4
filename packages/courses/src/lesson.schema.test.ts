import { describe, expect, it } from 'vitest'
// through the public entry: @repo/api and the console import them from there
import {
  lessonCodeOf,
  lessonContentSchema,
  lessonPlan,
  lessonSchema,
  placedLessonSchema,
  type LessonCode,
} from './index.ts'

const lesson = {
  courseId: 'web-development',
  position: 3,
  title: ' Your first web page ',
  titleBn: 'আপনার প্রথম ওয়েব পেজ',
  kind: 'video',
  isPreview: false,
  durationMinutes: 20,
  startsAt: null,
}
const live = { ...lesson, kind: 'live', startsAt: '2026-12-05T14:00:00.000Z' }
const content = {
  body: '# Hi',
  bodyBn: '',
  videoUrl: ' https://youtu.be/abcdefghijk ',
  joinUrl: ' ',
  resources: [{ title: ' MDN ', url: 'https://developer.mozilla.org/ ' }],
}

/** Each issue as [its rule, the field at fault]. */
function broken(result: {
  error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }
}) {
  return (result.error?.issues ?? []).map((issue) => [lessonCodeOf(issue), issue.path[0]])
}

describe('the lesson schema', () => {
  it('passes a lesson and a live class, trimmed', () => {
    expect(placedLessonSchema.parse(lesson)).toEqual({ ...lesson, title: 'Your first web page' })
    expect(placedLessonSchema.parse(live).startsAt).toBe(live.startsAt)
    for (const edge of [{ title: 'x'.repeat(200), durationMinutes: 600 }, { durationMinutes: 1 }])
      expect(broken(lessonSchema.safeParse({ ...lesson, ...edge }))).toEqual([])
  })

  it.each<[string, Record<string, unknown>, LessonCode, string]>([
    ['an unknown course', { courseId: 'cooking' }, 'lesson_course', 'courseId'],
    ['a blank title', { title: '  ' }, 'lesson_fields', 'title'],
    ['a blank Bangla title', { titleBn: '' }, 'lesson_fields', 'titleBn'],
    ['an unknown kind', { kind: 'podcast' }, 'lesson_fields', 'kind'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'lesson_title', 'title'],
    ['a Bangla title over 200', { titleBn: 'ক'.repeat(201) }, 'lesson_title', 'titleBn'],
    [
      'no duration (the blank number input)',
      { durationMinutes: '' },
      'lesson_duration',
      'durationMinutes',
    ],
    ['a duration of 0', { durationMinutes: 0 }, 'lesson_duration', 'durationMinutes'],
    ['a duration over 600', { durationMinutes: 601 }, 'lesson_duration', 'durationMinutes'],
    ['a part of a minute', { durationMinutes: 1.5 }, 'lesson_duration', 'durationMinutes'],
    ['a position of 0', { position: 0 }, 'lesson_position', 'position'],
    ['a position that is not whole', { position: 1.5 }, 'lesson_position', 'position'],
    ['a live class without a start', { kind: 'live' }, 'lesson_live_start', 'startsAt'],
    ['a start on a video', { startsAt: live.startsAt }, 'lesson_live_start', 'startsAt'],
    [
      'a live class whose start is no time',
      { ...live, startsAt: 'soon' },
      'lesson_live_start',
      'startsAt',
    ],
  ])('refuses %s', (_, change, code, field) => {
    expect(broken(placedLessonSchema.safeParse({ ...lesson, ...change }))).toEqual([[code, field]])
  })

  it('holds every lesson of the plan (the plan is what the migration inserts)', () => {
    for (const planned of Object.values(lessonPlan).flat())
      expect(broken(lessonSchema.safeParse(planned))).toEqual([])
  })
})

describe('the lesson content schema', () => {
  it('trims links and resources, a blank link being none', () => {
    expect(lessonContentSchema.parse(content)).toEqual({
      body: '# Hi',
      bodyBn: '',
      videoUrl: 'https://youtu.be/abcdefghijk',
      joinUrl: null,
      resources: [{ title: 'MDN', url: 'https://developer.mozilla.org/' }],
    })
    expect(lessonContentSchema.parse({ ...content, videoUrl: null }).videoUrl).toBeNull()
    const http = { title: 'A', url: 'http://a.example' }
    expect(lessonContentSchema.parse({ ...content, resources: [http] }).resources).toEqual([http])
  })

  it.each<[string, Record<string, unknown>, LessonCode, string]>([
    ['a video link not https', { videoUrl: 'http://youtu.be/x' }, 'lesson_links', 'videoUrl'],
    ['a script as the join link', { joinUrl: 'javascript:alert(1)' }, 'lesson_links', 'joinUrl'],
    ['a link with a space', { videoUrl: 'https://a b' }, 'lesson_links', 'videoUrl'],
    [
      'a resource without a title',
      { resources: [{ title: ' ', url: 'https://a.example' }] },
      'resource_links',
      'resources',
    ],
    [
      'a resource without a web link',
      { resources: [{ title: 'A', url: 'ftp://a.example' }] },
      'resource_links',
      'resources',
    ],
  ])('refuses %s', (_, change, code, field) => {
    expect(broken(lessonContentSchema.safeParse({ ...content, ...change }))).toEqual([
      [code, field],
    ])
  })

  it("names zod's own refusals (a field of the wrong type) as a missing field", () => {
    expect(lessonCodeOf({ message: 'Invalid input: expected string, received undefined' })).toBe(
      'lesson_fields',
    )
  })
})
