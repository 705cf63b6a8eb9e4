/**
 * `pnpm bench:questions`: lesson questions at volume (issue 35). Fills the running local stack
 * with `--questions` questions (default 50,000) through SQL as postgres: learners made for it,
 * enrolled in the three courses, each question under a lesson of one of them (lesson and asker
 * at random), created over the last 90 days, two in five answered (one to three answers, the
 * first a mentor's or an admin's in half of them), one in 97 hidden.
 * The triggers are off while it writes (no notices, no limits): the counts, times and the
 * staff's word are written as the triggers would. Then it times, as a learner of the course,
 * a lesson's first page and a course's search page (questions_page), and as the seeded mentor
 * and the admin the console's queue, its first page and its count (question_queue_page,
 * question_queue_count): the database's execution time (EXPLAIN ANALYZE of the call, as that
 * person, median and p95 of `--runs`) and through @repo/api on loopback. Last, it removes what
 * it wrote (`--keep` keeps it): the local database is shared. Not a test: numbers to read.
 *
 *   pnpm bench:questions [--api http://127.0.0.1:54321] [--db postgresql://...]
 *                        [--questions 50000] [--runs 20] [--keep]
 *
 * Lives here because it calls @repo/api, which the root does not depend on.
 */
import { createClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { SERVICE_ROLE_KEY } from '@repo/devstack'
import type { Database } from '../src/database.types'
import { questionQueueCount, questionQueuePage, questionsPage } from '../src/index'
import type { QuestionsQuery } from '../src/index'
import { account, enrolLearners, insertLearners, ms, n, openBench } from './benchSupport'

const bench = openBench('questions', { size: '50000', runs: '20', keep: false })
const { wanted } = bench

const COURSES = ['creative-design', 'web-development', 'video-editing']
/** What the bench's rows are known by: its learners' emails, its questions' opening. */
const MARK = 'bench-questions'
const READER = { email: `${MARK}-reader@bench.invalid`, password: 'bench-reader-pass-1' }
/** The search timed: a word in about one question in twenty. */
const SEARCH = 'palette'
const LEARNERS = 2000

const TOPICS = [
  'palette',
  'contrast',
  'kerning',
  'layers',
  'masks',
  'export',
  'flexbox',
  'grid',
  'deploy',
  'github',
  'prompt',
  'timeline',
  'keyframes',
  'audio',
  'colour grading',
  'captions',
  'thumbnail',
  'typography',
  'canva',
  'capcut',
]

/** Adds learners, enrolments, questions and answers (triggers off) until `wanted` questions exist. */
async function fill(db: pg.Client): Promise<number> {
  const count = async () =>
    Number(
      (
        await db.query(`select count(*) from public.lesson_questions where body like $1::text`, [
          `${MARK}%`,
        ])
      ).rows[0].count,
    )
  const have = await count()
  if (have >= wanted) return have
  // the learner who signs in, made by Auth (its identities are Auth's own)
  const admin = createClient<Database>(bench.api.href.replace(/\/$/, ''), SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const made = await admin.auth.admin.createUser({ ...READER, email_confirm: true })
  if (made.error && made.error.code !== 'email_exists') throw made.error
  await db.query('begin')
  // the learners (handle_new_user makes their profiles)
  await insertLearners(db, MARK, LEARNERS)
  await enrolLearners(db, MARK, COURSES, 100)
  // no notices, limits or counts from the triggers: written here as they would write them (the
  // tables' owner turns its triggers off for this transaction only; the constraints still hold)
  await db.query('alter table public.lesson_questions disable trigger user')
  await db.query('alter table public.question_answers disable trigger user')
  // a lesson and an asker at random
  await db.query(
    `with lessons as (
       select array_agg(l.id order by l.course_id, l.position) as ids,
              array_agg(l.course_id order by l.course_id, l.position) as courses
       from public.lessons l where l.course_id = any($3::text[])
     ), learners as (
       select array_agg(u.id order by u.email) as ids from auth.users u where u.email like $1::text || '-%'
     ), picks as (
       select i,
         1 + floor(random() * cardinality(lessons.ids))::integer as lesson_at,
         1 + floor(random() * cardinality(learners.ids))::integer as learner_at,
         now() - random() * interval '90 days' as at,
         $4::text[] as topics
       from generate_series(1, $2::integer) i, lessons, learners
     )
     insert into public.lesson_questions
       (lesson_id, course_id, user_id, body, created_at, last_activity_at, hidden_at)
     select lessons.ids[p.lesson_at], lessons.courses[p.lesson_at], learners.ids[p.learner_at],
       $1::text || ' ' || p.i || ': how do I get the ' || p.topics[1 + (p.i % cardinality(p.topics))]
         || ' right in this lesson? I tried twice and it still looks off on my phone.',
       p.at, p.at,
       case when p.i % 97 = 0 then p.at + interval '1 hour' end
     from picks p, lessons, learners`,
    [MARK, wanted - have, COURSES, TOPICS],
  )
  // two in five answered: one to three answers, the first by staff in half of them
  await db.query(
    `with staff as (
       select (select id from auth.users where email = 'mentor@example.com') as mentor,
              (select id from auth.users where email = 'admin@example.com') as admin
     ), asked as (
       select q.id, q.course_id, q.created_at, q.user_id, row_number() over (order by q.id) as k
       from public.lesson_questions q where q.body like $1::text || '%' and q.answer_count = 0
     )
     insert into public.question_answers (question_id, course_id, user_id, body, by_staff, created_at)
     select a.id, a.course_id,
       case when j = 1 and a.k % 5 <> 0 then
         case when a.course_id = 'video-editing' then staff.admin else staff.mentor end
       else a.user_id end,
       'Bench answer ' || j || ': check the settings of this lesson again.',
       j = 1 and a.k % 5 <> 0,
       a.created_at + (j * random()) * interval '30 hours'
     from asked a, staff, generate_series(1, 1 + (a.k % 3)::integer) j
     where a.k % 5 < 2`,
    [MARK],
  )
  await db.query(
    `update public.lesson_questions q
     set answer_count = s.answers, last_activity_at = s.last_at, answered_at = s.first_staff
     from (
       select a.question_id, count(*)::integer as answers, max(a.created_at) as last_at,
         min(a.created_at) filter (where a.by_staff) as first_staff
       from public.question_answers a
       join public.lesson_questions q on q.id = a.question_id and q.body like $1::text || '%'
       group by a.question_id
     ) s
     where q.id = s.question_id`,
    [MARK],
  )
  await db.query('alter table public.lesson_questions enable trigger user')
  await db.query('alter table public.question_answers enable trigger user')
  await db.query('commit')
  await db.query('analyze public.lesson_questions')
  await db.query('analyze public.question_answers')
  return count()
}

/** Removes the bench's learners: their questions and answers go with them. */
async function clean(db: pg.Client): Promise<void> {
  await db.query(`delete from public.lesson_questions where body like $1::text || '%'`, [MARK])
  await db.query(`delete from auth.users where email like $1::text || '-%'`, [MARK])
  await db.query('analyze public.lesson_questions')
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

await bench.withDatabase(async (db) => {
  try {
    const started = performance.now()
    const total = await fill(db)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const facts = (
      await db.query(
        `select count(*) filter (where answered_at is null and hidden_at is null) as waiting,
         count(*) filter (where answer_count > 0) as answered_some,
         (select count(*) from public.question_answers a
            join public.lesson_questions q on q.id = a.question_id where q.body like $1::text || '%') as answers
       from public.lesson_questions where body like $1::text || '%'`,
        [MARK],
      )
    ).rows[0]
    // the busiest lesson of creative design: the page a learner opens most
    const busiest = (
      await db.query(
        `select lesson_id, count(*) from public.lesson_questions
       where course_id = 'creative-design' and body like $1::text || '%'
       group by lesson_id order by count(*) desc limit 1`,
        [MARK],
      )
    ).rows[0] as { lesson_id: string; count: string }
    console.log(
      `questions: ${n(total)} (seeded in ${seconds} s; ${n(Number(facts.waiting))} waiting, ` +
        `${n(Number(facts.answered_some))} with answers, ${n(Number(facts.answers))} answers); ` +
        `busiest lesson: ${n(Number(busiest.count))} questions\n`,
    )
    console.log(
      '| who | call | rows | server median | server p95 | through @repo/api, median | p95 |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    /** One call as `person`: its rows (read once), its time on the server and through @repo/api. */
    const timed = async (
      who: string,
      call: string,
      person: { userId: string },
      sql: string,
      read: () => Promise<string>,
    ) => {
      const rows = await read()
      const server = await bench.serverTimes(db, person.userId, sql)
      const client = await bench.clientTimes(read)
      console.log(
        `| ${who} | ${call} | ${rows} | ${ms(server.median)} | ${ms(server.p95)} | ${ms(client.median)} | ${ms(client.p95)} |`,
      )
    }

    const reader = await bench.signedIn(READER)
    const course = 'creative-design'
    const rare = 'nothing-like-this'
    // each page of the learner's: its words, questions_page's arguments, the query of @repo/api
    const learnerPages: [string, string, QuestionsQuery][] = [
      [
        "a lesson's first page (questions_page, lesson)",
        `lesson => ${quote(busiest.lesson_id)}, `,
        { courseId: course, lessonId: busiest.lesson_id },
      ],
      [
        `a course's search page (questions_page, search '${SEARCH}')`,
        `search => ${quote(SEARCH)}, `,
        { courseId: course, search: SEARCH },
      ],
      [
        `a course's search page, no match ('${rare}')`,
        `search => ${quote(rare)}, `,
        { courseId: course, search: rare },
      ],
      ["a course's first page (questions_page, no lesson)", '', { courseId: course }],
    ]
    for (const [call, args, query] of learnerPages)
      await timed(
        'learner',
        call,
        reader,
        `select * from public.questions_page(course => ${quote(course)}, ${args}page_size => 21)`,
        async () => String((await questionsPage(reader.client, query)).rows.length),
      )

    for (const role of ['mentor', 'admin']) {
      const person = await bench.signedIn(account(role))
      for (const state of ['waiting', 'answered'] as const) {
        const filter = state === 'waiting' ? {} : { state }
        const stateArg = state === 'waiting' ? '' : `state => '${state}'`
        await timed(
          role,
          state === 'waiting'
            ? 'queue, first page (question_queue_page, waiting)'
            : 'queue, first page (answered)',
          person,
          `select * from public.question_queue_page(${stateArg ? `${stateArg}, ` : ''}page_size => 51)`,
          async () => String((await questionQueuePage(person.client, filter)).rows.length),
        )
        await timed(
          role,
          state === 'waiting'
            ? 'queue, count (question_queue_count, waiting)'
            : 'queue, count (answered)',
          person,
          `select public.question_queue_count(${stateArg})`,
          async () => {
            const count = await questionQueueCount(person.client, filter)
            return `${count.estimated ? 'about ' : ''}${n(count.count)}`
          },
        )
      }
    }
  } finally {
    // a failure halfway through a transaction: nothing of it stays (no transaction: a warning only)
    await db.query('rollback')
    if (!bench.keep) {
      await clean(db)
      console.log('\n(the bench removed its questions and learners; --keep keeps them)')
    }
  }
})
