/**
 * The classroom's security matrix and rules (issue 13): lessons, lesson_contents,
 * lesson_progress, certificates and their RPCs, for five callers: an anonymous visitor, a
 * learner not enrolled in the course, another learner (enrolled, but never the owner of the rows
 * at stake), the enrolled learner whose rows they are, and an admin. Each refused write is
 * checked twice: the API's answer and the stored state, read behind RLS by the service role.
 * Then the rules that span calls: certificates, removal from a course, deleted lessons, the
 * migrated lesson plan.
 */
import { lessonPlan, type CourseId } from '@repo/courses'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { classroomFunctions, classroomTables } from './classroom-resources'
import {
  allowedRows,
  allowedWrite,
  anonClient,
  approve,
  expectAllowed,
  expectError,
  expectForbidden,
  expectReadRefused,
  expectRefused,
  meetCertificateRequirements,
  refusedWrite,
  securityMatrix,
  serviceClient,
  signInAdmin,
  signUpLearner,
  sql,
  stored,
  submitRequest,
  type Person,
  type Refusal,
} from './support'

type Role = 'anon' | 'learner' | 'other' | 'enrolled' | 'admin'
type Op = 'select' | 'insert' | 'update' | 'delete' | 'rpc'
const everyone: readonly Role[] = ['anon', 'learner', 'other', 'enrolled', 'admin']
const notAdmins = ['anon', 'learner', 'other', 'enrolled'] as const
const signedInNotAdmins = ['learner', 'other', 'enrolled'] as const

const COURSE = 'web-development' satisfies CourseId
const FOREIGN = 'creative-design' satisfies CourseId
const certificateIdShape = /^web-development-[0-9a-f]{32}$/

interface LessonRow {
  id: string
  course_id: string
  position: number
  title: string
  title_bn: string
  kind: string
  is_preview: boolean
  duration_minutes: number
  starts_at: string | null
}
interface ContentRow {
  lesson_id: string
  body: string
  body_bn: string
  video_url: string | null
  join_url: string | null
  resources: { title: string; url: string }[]
}
interface ProgressRow {
  user_id: string
  lesson_id: string
  completed_at: string
}
interface CertificateRow {
  id: string
  user_id: string
  course_id: string
  full_name: string
  issued_at: string
}

interface Ctx {
  service: SupabaseClient
  client(role: Role): SupabaseClient
  person(role: Exclude<Role, 'anon'>): Person
  /** the lessons of COURSE in order */
  lessons: LessonRow[]
  preview: LessonRow
  paid: LessonRow
  live: LessonRow
  /** a paid lesson of a course nobody here is enrolled in */
  foreignPaid: LessonRow
  /** the enrolled learner's certificate for COURSE */
  certificate: CertificateRow
}

const { cell, describeCells, missingCells } = securityMatrix<Role, Op, Ctx>()

async function lessonsOf(course: string): Promise<LessonRow[]> {
  const { data, error } = await serviceClient()
    .from('lessons')
    .select(
      'id, course_id, position, title, title_bn, kind, is_preview, duration_minutes, starts_at',
    )
    .eq('course_id', course)
    .order('position')
  if (error) throw new Error(error.message)
  return data as LessonRow[]
}

async function contentOf(lessonId: string): Promise<ContentRow | undefined> {
  return (await stored<ContentRow>('lesson_contents', 'lesson_id', lessonId))[0]
}

async function progressOf(person: Person): Promise<ProgressRow[]> {
  return stored<ProgressRow>('lesson_progress', 'user_id', person.id)
}

/** A lesson made by the service role at the end of a course (its content row comes with it). */
async function scratchLesson(
  course: string = COURSE,
  kind: 'video' | 'live' = 'video',
): Promise<LessonRow> {
  const [last] = await sql<{ position: number }>(
    'select coalesce(max(position), 0) + 1 as position from public.lessons where course_id = $1',
    [course],
  )
  const { data, error } = await serviceClient()
    .from('lessons')
    .insert({
      course_id: course,
      position: last!.position,
      title: `Scratch ${last!.position}`,
      title_bn: `খসড়া ${last!.position}`,
      kind,
      duration_minutes: 5,
      starts_at: kind === 'live' ? '2026-12-20T14:00:00Z' : null,
    })
    .select()
    .single()
  if (error) throw new Error(`arranging a lesson failed: ${error.message}`)
  return data as LessonRow
}

async function dropLesson(id: string) {
  await serviceClient().from('lessons').delete().eq('id', id)
}

/** Runs `use` on a scratch lesson (`bare`: its content row removed first), dropped after. */
async function withScratchLesson(
  { bare }: { bare: boolean },
  use: (lesson: LessonRow) => Promise<void>,
) {
  const scratch = await scratchLesson()
  try {
    if (bare) await serviceClient().from('lesson_contents').delete().eq('lesson_id', scratch.id)
    await use(scratch)
  } finally {
    await dropLesson(scratch.id)
  }
}

/** Marks lessons complete for a person, as the service role (arrangement only). */
async function complete(person: Person, lessonIds: string[]) {
  const { error } = await serviceClient()
    .from('lesson_progress')
    .upsert(
      lessonIds.map((lesson_id) => ({ user_id: person.id, lesson_id })),
      { onConflict: 'user_id,lesson_id', ignoreDuplicates: true },
    )
  if (error) throw new Error(`arranging progress failed: ${error.message}`)
}

async function enroll(admin: Person, person: Person, course: string) {
  await approve(admin, await submitRequest(person, { course_id: course }))
}

async function setName(person: Person, name: string) {
  const { error } = await person.client.from('profiles').update({ name }).eq('id', person.id)
  if (error) throw new Error(error.message)
}

const nonLive = (lessons: LessonRow[]) => lessons.filter((l) => l.kind !== 'live')

/** `role` records the enrolled learner's progress on the live lesson and is refused; none is stored. */
const recordForgedProgress = (c: Ctx, role: Role, refusal?: Refusal) =>
  refusedWrite.insert(
    c.client(role),
    'lesson_progress',
    { user_id: c.person('enrolled').id, lesson_id: c.live.id },
    'lesson_id',
    refusal,
  )

/** `role` reverses the course's lessons and is refused; their order is as arranged. */
async function reorderRefused(c: Ctx, role: Role, refusal: Refusal) {
  const r = await c.client(role).rpc('reorder_lessons', {
    course_id: COURSE,
    lesson_ids: [...c.lessons].reverse().map((l) => l.id),
  })
  refusal(r)
  expect(await lessonsOf(COURSE)).toEqual(c.lessons)
}

// ------------------------------------------------------------------ lessons
for (const role of everyone) {
  cell('lessons', 'select', role, true, 'reads the syllabus of a course, in order', async (c) => {
    const rows = await allowedRows(
      c
        .client(role)
        .from('lessons')
        .select('id, position')
        .eq('course_id', COURSE)
        .order('position'),
    )
    expect(rows).toEqual(c.lessons.map((l) => ({ id: l.id, position: l.position })))
  })
}
for (const role of notAdmins) {
  cell('lessons', 'insert', role, false, 'adds a lesson to a course', async (c) => {
    const title = `Forged ${role}`
    await refusedWrite.insert(
      c.client(role),
      'lessons',
      {
        course_id: COURSE,
        position: 900,
        title,
        title_bn: title,
        kind: 'video',
        duration_minutes: 5,
      },
      'title',
    )
  })
  cell(
    'lessons',
    'update',
    role,
    false,
    'renames a lesson and makes it a free preview',
    async (c) => {
      const row = await refusedWrite.update<LessonRow>(
        c.client(role),
        'lessons',
        { id: c.paid.id },
        { title: 'Hacked', is_preview: true },
        expectRefused,
      )
      expect(row).toMatchObject({ title: c.paid.title, is_preview: false })
    },
  )
  cell('lessons', 'delete', role, false, 'deletes a lesson', async (c) => {
    await refusedWrite.delete(c.client(role), 'lessons', { id: c.paid.id }, expectRefused)
  })
}
cell(
  'lessons',
  'insert',
  'admin',
  true,
  'adds a lesson; its empty content row comes with it',
  async (c) => {
    const r = await c
      .client('admin')
      .from('lessons')
      .insert({
        course_id: COURSE,
        position: 901,
        title: 'Admin added',
        title_bn: 'অ্যাডমিন যোগ করেছেন',
        kind: 'live',
        duration_minutes: 45,
        starts_at: '2026-12-19T14:00:00Z',
      })
      .select('id')
      .single()
    expectAllowed(r)
    const id = (r.data as { id: string }).id
    try {
      expect(await contentOf(id)).toMatchObject({ body: '', body_bn: '', resources: [] })
    } finally {
      await dropLesson(id)
    }
  },
)
cell(
  'lessons',
  'insert',
  'admin',
  false,
  'adds a live class without a start, or a second lesson at a taken position',
  async (c) => {
    const base = { course_id: COURSE, title: 'Bad', title_bn: 'খারাপ', duration_minutes: 5 }
    const live = await c
      .client('admin')
      .from('lessons')
      .insert({ ...base, position: 902, kind: 'live' })
    expectError(live)
    expect(live.error?.hint).toBe('live_needs_start')
    expectError(
      await c
        .client('admin')
        .from('lessons')
        .insert({ ...base, position: 1, kind: 'video' }),
      /lessons_course_id_position_key/,
    )
    expect(await stored('lessons', 'title', 'Bad')).toHaveLength(0)
  },
)
cell('lessons', 'update', 'admin', true, 'edits a lesson (title, live time)', async (c) => {
  const row = await allowedWrite.update<LessonRow>(
    c.client('admin'),
    'lessons',
    { id: c.live.id },
    {
      title: 'Live class: moved',
      starts_at: '2026-12-06T16:00:00Z',
    },
  )
  expect(row?.title).toBe('Live class: moved')
  expect(Date.parse(row!.starts_at!)).toBe(Date.parse('2026-12-06T16:00:00Z'))
  await c.service
    .from('lessons')
    .update({ title: c.live.title, starts_at: c.live.starts_at })
    .eq('id', c.live.id)
})
cell(
  'lessons',
  'update',
  'admin',
  false,
  "moves a lesson to another course (learners' progress would follow it)",
  async (c) => {
    const r = await c
      .client('admin')
      .from('lessons')
      .update({ course_id: FOREIGN })
      .eq('id', c.paid.id)
    expectForbidden(r)
    expect((await stored<LessonRow>('lessons', 'id', c.paid.id))[0]?.course_id).toBe(COURSE)
  },
)
cell(
  'lessons',
  'delete',
  'admin',
  true,
  'deletes a lesson: its content and every progress row go',
  async (c) => {
    const scratch = await scratchLesson()
    await complete(c.person('enrolled'), [scratch.id])
    const r = await c.client('admin').from('lessons').delete().eq('id', scratch.id).select('id')
    expectAllowed(r)
    expect(r.data).toHaveLength(1)
    expect(await stored('lessons', 'id', scratch.id)).toHaveLength(0)
    expect(await contentOf(scratch.id)).toBeUndefined()
    expect(await stored('lesson_progress', 'lesson_id', scratch.id)).toHaveLength(0)
  },
)

// ------------------------------------------------------------------ lesson_contents
for (const role of everyone) {
  cell('lesson_contents', 'select', role, true, "reads a free preview's content", async (c) => {
    const r = await c
      .client(role)
      .from('lesson_contents')
      .select('lesson_id, body')
      .eq('lesson_id', c.preview.id)
      .single()
    expectAllowed(r)
    expect((r.data as ContentRow).body.length).toBeGreaterThan(0)
  })
}
for (const role of ['anon', 'learner'] as const) {
  cell(
    'lesson_contents',
    'select',
    role,
    false,
    'reads a paid lesson of a course they have not paid for',
    async (c) => {
      await expectReadRefused(c.client(role), 'lesson_contents', 'body, video_url', {
        lesson_id: c.paid.id,
      })
      // nor by listing everything
      const all = await c.client(role).from('lesson_contents').select('lesson_id')
      expectAllowed(all)
      const ids = (all.data as { lesson_id: string }[]).map((x) => x.lesson_id)
      const previews = (
        await sql<{ id: string }>('select id from public.lessons where is_preview')
      ).map((x) => x.id)
      expect(ids.sort()).toEqual(previews.sort())
    },
  )
}
for (const role of ['other', 'enrolled'] as const) {
  cell(
    'lesson_contents',
    'select',
    role,
    true,
    "reads every lesson's content of their course",
    async (c) => {
      const r = await c
        .client(role)
        .from('lesson_contents')
        .select('lesson_id, body, video_url')
        .in(
          'lesson_id',
          c.lessons.map((l) => l.id),
        )
      expectAllowed(r)
      expect(r.data).toHaveLength(c.lessons.length)
    },
  )
  cell(
    'lesson_contents',
    'select',
    role,
    false,
    'reads a paid lesson of another course',
    async (c) => {
      await expectReadRefused(c.client(role), 'lesson_contents', 'body', {
        lesson_id: c.foreignPaid.id,
      })
    },
  )
}
cell(
  'lesson_contents',
  'select',
  'admin',
  true,
  'reads every lesson of every course',
  async (c) => {
    const r = await c.client('admin').from('lesson_contents').select('lesson_id')
    expectAllowed(r)
    const [{ count }] = (await sql<{ count: number }>(
      'select count(*)::int as count from public.lessons',
    )) as [{ count: number }]
    expect(r.data).toHaveLength(count)
  },
)
for (const role of notAdmins) {
  cell(
    'lesson_contents',
    'insert',
    role,
    false,
    'adds content to a lesson that has none',
    async (c) => {
      await withScratchLesson({ bare: true }, async (scratch) => {
        const r = await c
          .client(role)
          .from('lesson_contents')
          .insert({ lesson_id: scratch.id, body: 'Forged' })
        expectForbidden(r)
        expect(await contentOf(scratch.id)).toBeUndefined()
      })
    },
  )
  cell(
    'lesson_contents',
    'update',
    role,
    false,
    'rewrites a lesson body and its video link',
    async (c) => {
      const before = await contentOf(c.preview.id)
      const after = await refusedWrite.update(
        c.client(role),
        'lesson_contents',
        { lesson_id: c.preview.id },
        { body: 'Forged', video_url: 'https://evil.example/x' },
        expectRefused,
      )
      expect(after).toEqual(before)
    },
  )
  cell('lesson_contents', 'delete', role, false, "deletes a lesson's content", async (c) => {
    const content = { lesson_id: c.preview.id }
    await refusedWrite.delete(c.client(role), 'lesson_contents', content, expectRefused)
  })
}
cell(
  'lesson_contents',
  'insert',
  'admin',
  true,
  'adds content to a lesson that has none',
  async (c) => {
    await withScratchLesson({ bare: true }, async (scratch) => {
      const r = await c
        .client('admin')
        .from('lesson_contents')
        .insert({ lesson_id: scratch.id, body: '# New' })
      expectAllowed(r)
      expect((await contentOf(scratch.id))?.body).toBe('# New')
    })
  },
)
cell(
  'lesson_contents',
  'update',
  'admin',
  true,
  'edits the body, links and resources',
  async (c) => {
    const before = await contentOf(c.paid.id)
    const next = {
      body: '## Edited',
      body_bn: '## সম্পাদিত',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      join_url: null,
      resources: [{ title: 'MDN', url: 'https://developer.mozilla.org/' }],
    }
    expect(
      await allowedWrite.update(
        c.client('admin'),
        'lesson_contents',
        { lesson_id: c.paid.id },
        next,
      ),
    ).toMatchObject(next)
    await c.service.from('lesson_contents').update(before!).eq('lesson_id', c.paid.id)
  },
)
cell(
  'lesson_contents',
  'update',
  'admin',
  false,
  'plants a javascript: link (video, join or resource) or a resource without a title',
  async (c) => {
    const before = await contentOf(c.paid.id)
    for (const change of [
      { video_url: 'javascript:alert(1)' },
      { join_url: 'http://meet.example/plain-http' },
      { resources: [{ title: 'x', url: 'javascript:alert(1)' }] },
      { resources: [{ title: ' ', url: 'https://a.example' }] },
      { resources: [{ url: 'https://a.example' }] },
      { resources: [{ title: 'no link' }] },
      { resources: [{ title: 'x', url: 'https://a.example', onclick: 'x' }] },
      { resources: { title: 'x', url: 'https://a.example' } },
    ]) {
      const r = await c
        .client('admin')
        .from('lesson_contents')
        .update(change)
        .eq('lesson_id', c.paid.id)
      expectError(r)
      expect(r.error?.code).toBe('23514')
    }
    expect(await contentOf(c.paid.id)).toEqual(before)
  },
)
cell('lesson_contents', 'delete', 'admin', true, "deletes a lesson's content", async (c) => {
  await withScratchLesson({ bare: false }, async (scratch) => {
    await allowedWrite.delete(c.client('admin'), 'lesson_contents', { lesson_id: scratch.id })
    expect(await contentOf(scratch.id)).toBeUndefined()
  })
})

// ------------------------------------------------------------------ lesson_progress
cell('lesson_progress', 'select', 'anon', false, "reads anyone's progress", async (c) => {
  expectRefused(await c.client('anon').from('lesson_progress').select('*'))
})
for (const role of signedInNotAdmins) {
  cell('lesson_progress', 'select', role, true, 'reads only their own progress', async (c) => {
    const rows = await allowedRows<ProgressRow>(
      c.client(role).from('lesson_progress').select('user_id, lesson_id'),
    )
    expect(rows.every((p) => p.user_id === c.person(role).id)).toBe(true)
    expect(rows).toHaveLength((await progressOf(c.person(role))).length)
  })
}
for (const role of ['learner', 'other'] as const) {
  cell(
    'lesson_progress',
    'select',
    role,
    false,
    "reads the enrolled learner's progress",
    async (c) => {
      await expectReadRefused(c.client(role), 'lesson_progress', 'lesson_id', {
        user_id: c.person('enrolled').id,
      })
    },
  )
}
cell('lesson_progress', 'select', 'admin', true, "reads every learner's progress", async (c) => {
  const r = await c
    .client('admin')
    .from('lesson_progress')
    .select('lesson_id')
    .eq('user_id', c.person('enrolled').id)
  expectAllowed(r)
  expect(r.data).toHaveLength((await progressOf(c.person('enrolled'))).length)
})
cell('lesson_progress', 'insert', 'anon', false, 'records progress', async (c) => {
  await recordForgedProgress(c, 'anon', expectError)
})
cell(
  'lesson_progress',
  'insert',
  'learner',
  false,
  'records their own progress in a course they are not enrolled in',
  async (c) => {
    const r = await c.client('learner').from('lesson_progress').insert({ lesson_id: c.preview.id })
    expectForbidden(r)
    expect(await progressOf(c.person('learner'))).toHaveLength(0)
  },
)
for (const role of ['other', 'admin'] as const) {
  cell(
    'lesson_progress',
    'insert',
    role,
    false,
    'records progress for the enrolled learner (forged user_id)',
    async (c) => {
      await recordForgedProgress(c, role)
    },
  )
}
cell(
  'lesson_progress',
  'insert',
  'enrolled',
  true,
  "records their own progress (twice is harmless); the time is the server's",
  async (c) => {
    const me = c.person('enrolled')
    for (let i = 0; i < 2; i += 1) {
      const r = await c
        .client('enrolled')
        .from('lesson_progress')
        .upsert(
          { lesson_id: c.live.id },
          { onConflict: 'user_id,lesson_id', ignoreDuplicates: true },
        )
      expectAllowed(r)
    }
    const rows = (await progressOf(me)).filter((p) => p.lesson_id === c.live.id)
    expect(rows).toHaveLength(1)
    expect(Math.abs(Date.parse(rows[0]!.completed_at) - Date.now())).toBeLessThan(60_000)
    await c.service.from('lesson_progress').delete().eq('user_id', me.id).eq('lesson_id', c.live.id)
  },
)
cell(
  'lesson_progress',
  'insert',
  'enrolled',
  false,
  'back-dates progress, or records it in a course they are not enrolled in',
  async (c) => {
    const me = c.person('enrolled')
    const dated = await c
      .client('enrolled')
      .from('lesson_progress')
      .insert({ lesson_id: c.live.id, completed_at: '2020-01-01T00:00:00Z' })
    expectForbidden(dated)
    const foreign = await c
      .client('enrolled')
      .from('lesson_progress')
      .insert({ lesson_id: c.foreignPaid.id })
    expectForbidden(foreign)
    const ids = (await progressOf(me)).map((p) => p.lesson_id)
    expect(ids).not.toContain(c.live.id)
    expect(ids).not.toContain(c.foreignPaid.id)
  },
)
for (const role of everyone) {
  cell(
    'lesson_progress',
    'update',
    role,
    false,
    'changes when a lesson was completed',
    async (c) => {
      const me = c.person('enrolled')
      await refusedWrite.keeps(
        () => progressOf(me),
        () =>
          c
            .client(role)
            .from('lesson_progress')
            .update({ completed_at: '2020-01-01T00:00:00Z' })
            .eq('user_id', me.id),
        expectError,
      )
    },
  )
}
for (const role of ['anon', 'learner', 'other', 'admin'] as const) {
  cell(
    'lesson_progress',
    'delete',
    role,
    false,
    "deletes the enrolled learner's progress",
    async (c) => {
      const me = c.person('enrolled')
      const before = await progressOf(me)
      expect(before.length).toBeGreaterThan(0)
      const r = await c.client(role).from('lesson_progress').delete().eq('user_id', me.id)
      expectRefused(r)
      expect(await progressOf(me)).toEqual(before)
    },
  )
}
cell(
  'lesson_progress',
  'delete',
  'enrolled',
  true,
  'removes their own completion of a lesson',
  async (c) => {
    const me = c.person('enrolled')
    await complete(me, [c.live.id])
    await allowedWrite.delete(c.client('enrolled'), 'lesson_progress', { lesson_id: c.live.id })
    expect((await progressOf(me)).map((p) => p.lesson_id)).not.toContain(c.live.id)
    // the other learner's completion of the same lesson is untouched
  },
)

// ------------------------------------------------------------------ certificates
cell('certificates', 'select', 'anon', false, 'lists certificates', async (c) => {
  expectRefused(await c.client('anon').from('certificates').select('*'))
})
for (const role of ['learner', 'other'] as const) {
  cell('certificates', 'select', role, false, "lists other people's certificates", async (c) => {
    const r = await c.client(role).from('certificates').select('id, full_name')
    expectAllowed(r)
    expect(r.data).toEqual([])
    await expectReadRefused(c.client(role), 'certificates', 'id', { id: c.certificate.id })
  })
}
cell('certificates', 'select', 'enrolled', true, 'reads their own certificate', async (c) => {
  const r = await c.client('enrolled').from('certificates').select('id, full_name, course_id')
  expectAllowed(r)
  expect(r.data).toEqual([
    { id: c.certificate.id, full_name: c.certificate.full_name, course_id: COURSE },
  ])
})
cell('certificates', 'select', 'admin', true, 'reads every certificate', async (c) => {
  const r = await c.client('admin').from('certificates').select('id').eq('id', c.certificate.id)
  expectAllowed(r)
  expect(r.data).toHaveLength(1)
})
for (const role of everyone) {
  cell(
    'certificates',
    'insert',
    role,
    false,
    'prints a certificate with any name, unearned',
    async (c) => {
      const row = {
        id: `${FOREIGN}-${'a'.repeat(32)}`,
        user_id: role === 'anon' ? c.person('learner').id : c.person(role).id,
        course_id: FOREIGN,
        full_name: 'Forged Name',
      }
      await refusedWrite.insert(c.client(role), 'certificates', row, 'id', expectError)
    },
  )
  cell('certificates', 'update', role, false, 'changes the name on a certificate', async (c) => {
    const row = await refusedWrite.update<CertificateRow>(
      c.client(role),
      'certificates',
      { id: c.certificate.id },
      { full_name: 'Forged Name' },
      expectError,
    )
    expect(row?.full_name).toBe(c.certificate.full_name)
  })
  cell('certificates', 'delete', role, false, 'deletes a certificate', async (c) => {
    await refusedWrite.delete(c.client(role), 'certificates', { id: c.certificate.id }, expectError)
  })
}

// ------------------------------------------------------------------ RPCs
/** `role` asks for a certificate and is refused with `message` (and `code`); none is stored. */
async function certificateRefused(
  c: Ctx,
  role: Exclude<Role, 'anon'>,
  message: RegExp,
  code?: string,
) {
  const r = await c.client(role).rpc('issue_certificate', { course_id: COURSE })
  expectError(r, message)
  if (code) expect(r.error?.code).toBe(code)
  expect(await stored('certificates', 'user_id', c.person(role).id)).toHaveLength(0)
}

cell('issue_certificate', 'rpc', 'anon', false, 'gets a certificate', async (c) => {
  expectError(await c.client('anon').rpc('issue_certificate', { course_id: COURSE }))
})
cell(
  'issue_certificate',
  'rpc',
  'learner',
  false,
  'gets a certificate for a course they are not enrolled in',
  async (c) => {
    await certificateRefused(c, 'learner', /not enrolled in this course/, '42501')
  },
)
cell(
  'issue_certificate',
  'rpc',
  'other',
  false,
  'gets a certificate before completing every lesson',
  async (c) => {
    await certificateRefused(c, 'other', /Complete every lesson/, '55000')
  },
)
cell(
  'issue_certificate',
  'rpc',
  'enrolled',
  true,
  'gets their certificate again: the same one',
  async (c) => {
    const r = await c.client('enrolled').rpc('issue_certificate', { course_id: COURSE })
    expectAllowed(r)
    expect(r.data).toEqual(c.certificate)
  },
)
cell(
  'issue_certificate',
  'rpc',
  'admin',
  false,
  'gets a certificate without being enrolled',
  async (c) => {
    await certificateRefused(c, 'admin', /not enrolled/)
  },
)
for (const role of everyone) {
  cell(
    'verify_certificate',
    'rpc',
    role,
    true,
    'checks one certificate id: name, course, date and approved projects only',
    async (c) => {
      const r = await c.client(role).rpc('verify_certificate', { certificate_id: c.certificate.id })
      expectAllowed(r)
      const [answer] = r.data as (CertificateRow & { projects: { title: string }[] })[]
      expect(answer).toEqual({
        id: c.certificate.id,
        full_name: c.certificate.full_name,
        course_id: COURSE,
        issued_at: c.certificate.issued_at,
        projects: expect.any(Array),
      })
      // the arranged approvals: every required project of the course, with its title only
      expect(answer!.projects.length).toBeGreaterThan(0)
      for (const p of answer!.projects) {
        expect(Object.keys(p).sort()).toEqual(['approved_at', 'title', 'title_bn'])
      }
    },
  )
}
cell('reorder_lessons', 'rpc', 'anon', false, 'reorders a course', async (c) => {
  await reorderRefused(c, 'anon', expectError)
})
for (const role of signedInNotAdmins) {
  cell('reorder_lessons', 'rpc', role, false, 'reorders a course', async (c) => {
    await reorderRefused(c, role, (r) => expectError(r, /Admins only/))
  })
}
cell(
  'reorder_lessons',
  'rpc',
  'admin',
  true,
  'numbers the lessons 1..n in the given order (and back)',
  async (c) => {
    const reversed = [...c.lessons].reverse().map((l) => l.id)
    expectAllowed(
      await c.client('admin').rpc('reorder_lessons', { course_id: COURSE, lesson_ids: reversed }),
    )
    const after = await lessonsOf(COURSE)
    expect(after.map((l) => l.id)).toEqual(reversed)
    expect(after.map((l) => l.position)).toEqual(c.lessons.map((_, i) => i + 1))
    expectAllowed(
      await c
        .client('admin')
        .rpc('reorder_lessons', { course_id: COURSE, lesson_ids: c.lessons.map((l) => l.id) }),
    )
    expect(await lessonsOf(COURSE)).toEqual(c.lessons)
  },
)
cell(
  'reorder_lessons',
  'rpc',
  'admin',
  false,
  "reorders with a list that is not exactly the course's lessons",
  async (c) => {
    const ids = c.lessons.map((l) => l.id)
    for (const lessonIds of [
      ids.slice(1),
      [...ids, c.foreignPaid.id],
      [ids[0]!, ...ids.slice(0, -1)],
    ]) {
      const r = await c
        .client('admin')
        .rpc('reorder_lessons', { course_id: COURSE, lesson_ids: lessonIds })
      expectError(r, /lessons changed/)
    }
    expect(await lessonsOf(COURSE)).toEqual(c.lessons)
  },
)
// The console pages a course's learners (admin_course_learners_page); its refusals for every
// role are list-pages.test.ts's cells, the progress and certificate of each learner are here.
cell(
  'admin_course_learners_page',
  'rpc',
  'admin',
  true,
  'lists each enrolled learner with email, progress and certificate',
  async (c) => {
    const rows = await allowedRows<{
      user_id: string
      email: string
      completed: number
      total: number
      certificate_id: string | null
    }>(c.client('admin').rpc('admin_course_learners_page', { course_id: COURSE, page_size: 1000 }))
    const total = nonLive(c.lessons).length
    const enrolled = c.person('enrolled')
    const other = c.person('other')
    expect(rows.find((x) => x.user_id === enrolled.id)).toMatchObject({
      email: enrolled.email,
      completed: total,
      total,
      certificate_id: c.certificate.id,
    })
    expect(rows.find((x) => x.user_id === other.id)).toMatchObject({
      email: other.email,
      completed: total - 1,
      total,
      certificate_id: null,
    })
    expect(rows.some((x) => x.user_id === c.person('learner').id)).toBe(false)
  },
)

async function arrange(): Promise<Ctx> {
  const service = serviceClient()
  const anon = anonClient()
  const [learner, other, enrolled, admin] = await Promise.all([
    signUpLearner('cls-learner'),
    signUpLearner('cls-other'),
    signUpLearner('cls-enrolled', 'Rahima Akter'),
    signInAdmin(),
  ])
  await enroll(admin, other, COURSE)
  await enroll(admin, enrolled, COURSE)
  const lessons = await lessonsOf(COURSE)
  const [foreignPaid] = (await lessonsOf(FOREIGN)).filter((l) => !l.is_preview && l.kind !== 'live')
  // enrolled completes every lesson that counts and gets the certificate; other all but one
  await complete(
    enrolled,
    nonLive(lessons).map((l) => l.id),
  )
  await complete(
    other,
    nonLive(lessons)
      .slice(1)
      .map((l) => l.id),
  )
  await meetCertificateRequirements(enrolled, COURSE)
  const issued = await enrolled.client.rpc('issue_certificate', { course_id: COURSE })
  if (issued.error) throw new Error(`issuing failed: ${issued.error.message}`)
  const people = { learner, other, enrolled, admin }
  return {
    service,
    client: (role) => (role === 'anon' ? anon : people[role].client),
    person: (role) => people[role],
    lessons,
    preview: lessons.find((l) => l.is_preview)!,
    paid: lessons.find((l) => !l.is_preview && l.kind !== 'live')!,
    live: lessons.find((l) => l.kind === 'live')!,
    foreignPaid: foreignPaid!,
    certificate: issued.data as CertificateRow,
  }
}

describe('the migrated lesson plan equals packages/courses lessonPlan', () => {
  test.for(Object.keys(lessonPlan) as CourseId[])('%s', async (course) => {
    const rows = await lessonsOf(course)
    expect(
      rows.map((r) => ({
        position: r.position,
        title: r.title,
        titleBn: r.title_bn,
        kind: r.kind,
        isPreview: r.is_preview,
        durationMinutes: r.duration_minutes,
        startsAt: r.starts_at === null ? null : Date.parse(r.starts_at),
      })),
    ).toEqual(
      lessonPlan[course].map((p, i) => ({
        position: i + 1,
        title: p.title,
        titleBn: p.titleBn,
        kind: p.kind,
        isPreview: p.isPreview,
        durationMinutes: p.durationMinutes,
        startsAt: p.startsAt === null ? null : Date.parse(p.startsAt),
      })),
    )
  })

  test('every seeded lesson has content in both languages; videos and live classes have their links', async () => {
    const rows = await sql<{
      kind: string
      body: string
      body_bn: string
      video_url: string | null
      join_url: string | null
    }>(
      'select l.kind, c.body, c.body_bn, c.video_url, c.join_url from public.lessons l join public.lesson_contents c on c.lesson_id = l.id',
    )
    expect(rows).toHaveLength(Object.values(lessonPlan).flat().length)
    for (const row of rows) {
      expect(row.body.length).toBeGreaterThan(200)
      expect(row.body_bn).toMatch(/[\u0980-\u09FF]/)
      if (row.kind === 'video')
        expect(row.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)
      if (row.kind === 'live') expect(row.join_url).toMatch(/^https:\/\/meet\.google\.com\//)
    }
  })
})

describeCells('classroom security matrix', arrange)

describe('the classroom matrix covers its tables and functions', () => {
  test('each table has select, insert, update and delete cells for all five callers', async () => {
    const ops = ['select', 'insert', 'update', 'delete'] as const
    expect(missingCells(classroomTables, ops, everyone)).toEqual([])
    const existing = await sql<{ name: string }>(
      "select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relname = any($1)",
      [classroomTables],
    )
    expect(existing.map((t) => t.name).sort()).toEqual([...classroomTables].sort())
  })

  test('each function has an rpc cell for all five callers', async () => {
    expect(missingCells(classroomFunctions, ['rpc'], everyone)).toEqual([])
    const existing = await sql<{ name: string }>(
      "select proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and proname = any($1)",
      [classroomFunctions],
    )
    expect(existing.map((f) => f.name).sort()).toEqual([...classroomFunctions].sort())
  })
})

describe('classroom rules', () => {
  let admin: Person
  beforeAll(async () => {
    admin = await signInAdmin()
  })

  /** A learner of COURSE who has done all its certificate waits for: only the asking is left. */
  async function graduate(label: string, fullName?: string): Promise<Person> {
    const person = await signUpLearner(label, fullName)
    await enroll(admin, person, COURSE)
    await meetCertificateRequirements(person, COURSE)
    await complete(
      person,
      nonLive(await lessonsOf(COURSE)).map((l) => l.id),
    )
    return person
  }

  test('issue_certificate refuses until every lesson but the live class is complete, then prints the name of that moment, once', async () => {
    const person = await signUpLearner('cls-finisher', 'Karim Chowdhury')
    await enroll(admin, person, COURSE)
    await meetCertificateRequirements(person, COURSE)
    const lessons = nonLive(await lessonsOf(COURSE))
    await complete(
      person,
      lessons.slice(0, -1).map((l) => l.id),
    )
    const early = await person.client.rpc('issue_certificate', { course_id: COURSE })
    expectError(early, /Complete every lesson/)
    expect(await stored('certificates', 'user_id', person.id)).toHaveLength(0)

    // the learner's own API call completes the last one; the live class is never needed
    expectAllowed(
      await person.client.from('lesson_progress').insert({ lesson_id: lessons.at(-1)!.id }),
    )
    await setName(person, 'Karim Uddin Chowdhury')
    const first = await person.client.rpc('issue_certificate', { course_id: COURSE })
    expectAllowed(first)
    const certificate = first.data as CertificateRow
    expect(certificate).toMatchObject({
      user_id: person.id,
      course_id: COURSE,
      full_name: 'Karim Uddin Chowdhury',
    })
    expect(certificate.id).toMatch(certificateIdShape)

    // later name changes do not change what was printed; asking again (twice at once) answers the same one
    await setName(person, 'Somebody Else')
    const again = await Promise.all(
      [1, 2].map(() => person.client.rpc('issue_certificate', { course_id: COURSE })),
    )
    for (const r of again) expect(r.data).toEqual(certificate)
    expect(await stored('certificates', 'user_id', person.id)).toHaveLength(1)
    const verified = await anonClient().rpc('verify_certificate', {
      certificate_id: certificate.id,
    })
    expect((verified.data as CertificateRow[])[0]?.full_name).toBe('Karim Uddin Chowdhury')
  })

  test('a learner without a full name is asked for one; the name at sign-up counts', async () => {
    const person = await graduate('cls-noname', 'Name From Signup')
    await setName(person, '')
    const signupName = await person.client.rpc('issue_certificate', { course_id: COURSE })
    expectAllowed(signupName)
    expect((signupName.data as CertificateRow).full_name).toBe('Name From Signup')

    const nameless = await graduate('cls-nameless')
    await setName(nameless, ' ')
    await sql(
      "update auth.users set raw_user_meta_data = raw_user_meta_data - 'full_name' where id = $1",
      [nameless.id],
    )
    const refused = await nameless.client.rpc('issue_certificate', { course_id: COURSE })
    expectError(refused, /Add your full name/)
    expect(refused.error?.code).toBe('22023')
    expect(await stored('certificates', 'user_id', nameless.id)).toHaveLength(0)
  })

  test('two certificates never share an id, and ids are not derived from the learner', async () => {
    const rows = await sql<{ id: string }>('select id from public.certificates')
    expect(rows.length).toBeGreaterThan(1)
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    for (const { id } of rows)
      expect(id).toMatch(/^(creative-design|web-development|video-editing)-[0-9a-f]{32}$/)
  })

  test('verify_certificate answers nothing for an unknown, partial or malformed id', async () => {
    const [known] = await sql<{ id: string }>('select id from public.certificates limit 1')
    for (const id of [
      `${COURSE}-${'0'.repeat(32)}`,
      known!.id.slice(0, -1),
      `${known!.id}%`,
      known!.id.toUpperCase(),
      '',
      'not a certificate',
      "' or 1=1 --",
      'x'.repeat(5000),
    ]) {
      const r = await anonClient().rpc('verify_certificate', { certificate_id: id })
      expectAllowed(r)
      expect(r.data, id.slice(0, 40)).toEqual([])
    }
  })

  test('a learner removed from a course loses its paid content and cannot record progress', async () => {
    const person = await signUpLearner('cls-removed')
    await enroll(admin, person, COURSE)
    const paid = (await lessonsOf(COURSE)).find((l) => !l.is_preview && l.kind !== 'live')!
    const before = await person.client
      .from('lesson_contents')
      .select('body')
      .eq('lesson_id', paid.id)
    expect(before.data).toHaveLength(1)
    const { error } = await serviceClient()
      .from('enrollments')
      .delete()
      .eq('user_id', person.id)
      .eq('course_id', COURSE)
    expect(error).toBeNull()
    expectRefused(
      await person.client.from('lesson_contents').select('body').eq('lesson_id', paid.id),
    )
    expectForbidden(await person.client.from('lesson_progress').insert({ lesson_id: paid.id }))
    expectError(await person.client.rpc('issue_certificate', { course_id: COURSE }), /not enrolled/)
  })

  test('paid content does not leak through an embedded read of lessons', async () => {
    const learner = await signUpLearner('cls-embed')
    for (const client of [anonClient(), learner.client]) {
      const rows = await allowedRows<{ is_preview: boolean; lesson_contents: unknown }>(
        client
          .from('lessons')
          .select('id, is_preview, lesson_contents(body, video_url, join_url)')
          .eq('course_id', COURSE),
      )
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        if (row.is_preview) expect(row.lesson_contents).not.toBeNull()
        else expect(row.lesson_contents).toBeNull()
      }
    }
  })

  test('no view in public exposes the classroom, and each classroom function is what the matrix expects', async () => {
    expect(await sql("select viewname from pg_views where schemaname = 'public'")).toEqual([])
    const functions = await sql<{ name: string; definer: boolean }>(
      "select proname as name, prosecdef as definer from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and proname = any($1) order by proname",
      [classroomFunctions],
    )
    expect(functions).toEqual([
      { name: 'issue_certificate', definer: true },
      { name: 'reorder_lessons', definer: false },
      { name: 'verify_certificate', definer: true },
    ])
  })
})
