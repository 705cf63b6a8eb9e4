import { describe, expect, it } from 'vitest'
// through the public entry: @repo/api, the site and the console import them from there
import {
  FEEDBACK_HOURS,
  handInFormSchema,
  handInSchema,
  MAX_FEEDBACK_CHARS,
  MAX_HAND_IN_FILES,
  MAX_PHOTO_BYTES,
  projectCodeOf,
  projectSchema,
  REVIEW_CLAIM_MINUTES,
  reviewSchema,
  TARGET_PHOTO_BYTES,
  type HandInInput,
  type ProjectCode,
} from './index.ts'

const project = {
  courseId: 'creative-design',
  position: 1,
  title: ' A poster for a local shop ',
  titleBn: 'স্থানীয় দোকানের পোস্টার',
  brief: '## Brief',
  briefBn: '',
  checklist: [{ en: ' Readable from 2 metres ', bn: 'দুই মিটার দূর থেকে পড়া যায়' }],
  handIn: ['link', 'images'],
  required: true,
  dueDays: 7,
}
const handIn = { note: ' My poster ', links: ['https://behance.net/gallery/1'], files: ['p1'] }
const review = { verdict: 'changes_requested', feedback: ' Bigger title, please. ', checklist: [0] }

/** Each issue as [its rule, the field at fault, and the item's place when in a list]. */
function broken(result: {
  error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }
}) {
  return (result.error?.issues ?? []).map((issue) => [projectCodeOf(issue), ...issue.path])
}

describe('the project schema', () => {
  it('passes a project: titles and items trimmed, hand-in kinds once each in their order', () => {
    expect(projectSchema.parse(project)).toEqual({
      ...project,
      title: 'A poster for a local shop',
      checklist: [{ en: 'Readable from 2 metres', bn: 'দুই মিটার দূর থেকে পড়া যায়' }],
      handIn: ['images', 'link'],
    })
    expect(projectSchema.parse({ ...project, handIn: ['text', 'text'] }).handIn).toEqual(['text'])
    for (const edge of [
      { title: 'x'.repeat(200), brief: 'x'.repeat(20000), dueDays: 365 },
      { dueDays: null, checklist: [] },
      {
        dueDays: 1,
        checklist: Array.from({ length: 20 }, () => ({ en: 'e', bn: 'ব'.repeat(300) })),
      },
    ])
      expect(broken(projectSchema.safeParse({ ...project, ...edge }))).toEqual([])
  })

  it.each<[string, Record<string, unknown>, (ProjectCode | string | number)[]]>([
    ['an unknown course', { courseId: 'cooking' }, ['project_course', 'courseId']],
    ['a position of 0', { position: 0 }, ['project_position', 'position']],
    ['a blank title', { title: '  ' }, ['project_fields', 'title']],
    ['a Bangla title over 200', { titleBn: 'ক'.repeat(201) }, ['project_title', 'titleBn']],
    ['a brief over 20,000', { brief: 'x'.repeat(20001) }, ['project_brief', 'brief']],
    ['a Bangla brief over 20,000', { briefBn: 'x'.repeat(20001) }, ['project_brief', 'briefBn']],
    [
      '21 checklist items',
      { checklist: Array.from({ length: 21 }, () => ({ en: 'e', bn: 'b' })) },
      ['project_checklist', 'checklist'],
    ],
    [
      'a blank checklist item',
      { checklist: [{ en: 'ok', bn: ' ' }] },
      ['project_checklist_item', 'checklist', 0, 'bn'],
    ],
    [
      'a checklist item over 300',
      { checklist: [{ en: 'x'.repeat(301), bn: 'b' }] },
      ['project_checklist_item', 'checklist', 0, 'en'],
    ],
    ['no hand-in kind', { handIn: [] }, ['project_hand_in', 'handIn']],
    ['an unknown hand-in kind', { handIn: ['video'] }, ['project_hand_in', 'handIn', 0]],
    ['due in 0 days', { dueDays: 0 }, ['project_due_days', 'dueDays']],
    ['due in 366 days', { dueDays: 366 }, ['project_due_days', 'dueDays']],
    ['due in part of a day', { dueDays: 1.5 }, ['project_due_days', 'dueDays']],
    ['required missing', { required: undefined }, ['project_fields', 'required']],
  ])('refuses %s', (_, change, expected) => {
    expect(broken(projectSchema.safeParse({ ...project, ...change }))).toEqual([expected])
  })
})

describe('the hand-in schema', () => {
  it('passes a hand-in: the note trimmed, blank link rows dropped', () => {
    expect(handInSchema.parse({ ...handIn, links: [' https://a.io/x ', '  ', ''] })).toEqual({
      note: 'My poster',
      links: ['https://a.io/x'],
      files: ['p1'],
    })
    for (const edge of [
      { note: 'x'.repeat(4000), links: [], files: [] },
      { note: '', links: Array(5).fill('https://github.com/me/site'), files: [] },
      { note: '', links: [`https://drive.google.com/${'x'.repeat(975)}`], files: [] },
      { note: '', links: [], files: Array(MAX_HAND_IN_FILES).fill('p') },
    ])
      expect(broken(handInSchema.safeParse(edge))).toEqual([])
  })

  it.each<[string, Record<string, unknown>, (ProjectCode | string | number)[]]>([
    ['a note over 4,000', { note: 'x'.repeat(4001) }, ['hand_in_note', 'note']],
    ['a javascript: link', { links: ['javascript:alert(1)'] }, ['hand_in_link', 'links', 0]],
    ['an http:// link', { links: ['http://example.com'] }, ['hand_in_link', 'links', 0]],
    ['https:// and nothing else', { links: ['https://'] }, ['hand_in_link', 'links', 0]],
    ['a host without a dot', { links: ['https://localhost/x'] }, ['hand_in_link', 'links', 0]],
    ['a link with a space', { links: ['https://a.io/my poster'] }, ['hand_in_link', 'links', 0]],
    [
      'a link over 1,000 characters',
      { links: [`https://a.io/${'x'.repeat(988)}`] },
      ['hand_in_link', 'links', 0],
    ],
    ['6 links', { links: Array(6).fill('https://a.io') }, ['hand_in_links', 'links']],
    ['6 photos', { files: Array(6).fill('p') }, ['hand_in_files', 'files']],
    ['nothing at all', { note: '  ', links: [' '], files: [] }, ['hand_in_empty']],
  ])('refuses %s', (_, change, expected) => {
    expect(broken(handInSchema.safeParse({ ...handIn, ...change }))).toEqual([expected])
  })
})

describe('the review schema', () => {
  it('passes a review (feedback trimmed) and an approval without feedback', () => {
    expect(reviewSchema.parse(review)).toEqual({ ...review, feedback: 'Bigger title, please.' })
    expect(
      broken(reviewSchema.safeParse({ verdict: 'approved', feedback: '', checklist: [] })),
    ).toEqual([])
    const longest = { ...review, feedback: 'x'.repeat(MAX_FEEDBACK_CHARS) }
    expect(broken(reviewSchema.safeParse(longest))).toEqual([])
  })

  it.each<[string, Record<string, unknown>, (ProjectCode | string | number)[]]>([
    ['an unknown verdict', { verdict: 'passed' }, ['review_verdict', 'verdict']],
    [
      '10,000 characters of feedback',
      { feedback: 'x'.repeat(10000) },
      ['review_feedback', 'feedback'],
    ],
    ['changes without feedback', { feedback: '   ' }, ['review_feedback_required', 'feedback']],
    ['a negative checklist index', { checklist: [-1] }, ['review_checklist', 'checklist', 0]],
    ['a checklist index not whole', { checklist: [0.5] }, ['review_checklist', 'checklist', 0]],
  ])('refuses %s', (_, change, expected) => {
    expect(broken(reviewSchema.safeParse({ ...review, ...change }))).toEqual([expected])
  })
})

describe('the limits of projects', () => {
  it('are those of the migration and the issue', () => {
    expect([MAX_HAND_IN_FILES, MAX_PHOTO_BYTES, TARGET_PHOTO_BYTES]).toEqual([
      5,
      5 * 1024 * 1024,
      1024 * 1024,
    ])
    expect([REVIEW_CLAIM_MINUTES, FEEDBACK_HOURS, MAX_FEEDBACK_CHARS]).toEqual([30, 48, 5000])
  })
})

describe('handInFormSchema', () => {
  const form = (input: Partial<HandInInput>) =>
    handInFormSchema.safeParse({ note: '', links: [], files: [], firstField: 'files', ...input })
  const paths = (result: ReturnType<typeof form>) =>
    result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])

  it('says a bad link on its own field, counting the blank rows the learner left', () => {
    expect(paths(form({ links: ['', 'https://ok.example', 'javascript:alert(1)'] }))).toEqual([
      ['link2', 'hand_in_link'],
    ])
  })

  it('says "nothing handed in" on the first field the form shows', () => {
    expect(paths(form({ firstField: 'link0' }))).toEqual([['link0', 'hand_in_empty']])
  })

  it('passes a good hand-in on, blank link rows dropped', () => {
    const result = form({ links: ['', 'https://www.behance.net/x'], note: ' Done ' })
    expect(result.success && result.data).toEqual({
      note: 'Done',
      links: ['https://www.behance.net/x'],
      files: [],
    })
  })
})
