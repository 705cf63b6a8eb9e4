import { Button, useLoad } from '@repo/ui'
import type { Course, CourseId } from '@repo/courses'
import type { ReactNode } from 'react'
import { Link, useLocation } from '../islands/navigation'
import { href, m, useLocale, type Message } from '../i18n'
import { courseFor } from '../i18n/courses'
import { lastSegment } from '../lib/lastSegment'
import { useLearner, useReader, useSession, type Learner } from '../lib/session'
import type { DataClient } from '../lib/supabase'
import { linkClass } from './links'
import { Notice } from './Notice'
import { CourseNotFound, NoWayOn, type MessageWords } from './NoWayOn'
import { PageMessage } from './PageMessage'

/** The words of one kind of course item's page (a project's, a quiz's). */
export interface CourseItemWords {
  /** The address names a course the catalogue does not have (the way on: the courses). */
  noCourse: MessageWords
  /** The course has no such item, or not for this visitor (the way on: the classroom). */
  noItem: MessageWords
  /** While the item loads, when its load failed, and the button that tries again. */
  load: readonly [loading: Message, failed: Message, retry: Message]
}

/** A course item's data as its page has it, once loaded. */
export interface CourseItem<Data> {
  course: Course
  /** The signed-in learner on the page; null for a visitor. */
  learner: Learner | null
  data: Data
  /** Puts a newer value in place (an attempt graded). */
  update: (change: (data: Data) => Data) => void
  /** Loads it again without showing the page as loading (after a hand-in). */
  refresh: () => Promise<void>
}

/**
 * Reads a course item for whoever is on the page: `reader` gives the client that reads what is
 * public (a visitor's is the database client alone, loaded on its first call); `learner` is null
 * for a visitor.
 */
export type LoadItem<Data> = (
  reader: () => Promise<DataClient>,
  learner: Learner | null,
  courseId: CourseId,
  itemId: string,
) => Promise<Data>

interface ItemPageProps<Data> {
  /** What the item is, for the browser console's warnings ("Project load failed"). */
  what: string
  words: CourseItemWords
  load: LoadItem<Data>
  /** The page, once its data is in. */
  children: (item: CourseItem<Data>) => ReactNode
}

/**
 * /learn/{courseId}/{kind}/{itemId}: one item of a course (a project, a quiz). The page is its
 * course's shell, served for every item id (pages.ts `shell`): the id comes from the address.
 * Another id is another item: its page starts afresh.
 */
export function CourseItemPage<Data>({
  courseId,
  ...page
}: ItemPageProps<Data> & { courseId: string }) {
  const locale = useLocale()
  const itemId = lastSegment(useLocation().pathname)
  const course = courseFor(courseId, locale)
  // Until its item loads, the page cannot know its height (a sign-in card, or a whole quiz): at a
  // screen's height at least, the footer starts below the first screen and nothing in sight moves.
  return (
    <div className="min-h-screen">
      {course ? (
        <ItemOfCourse key={itemId} course={course} itemId={itemId} {...page} />
      ) : (
        <CourseNotFound words={page.words.noCourse} />
      )}
    </div>
  )
}

/**
 * The states of a course item's page before its item: no backend, loading, a failed load (with
 * a retry); then the page, once its data is in.
 */
function ItemOfCourse<Data>({
  course,
  itemId,
  what,
  words,
  load,
  children,
}: ItemPageProps<Data> & { course: Course; itemId: string }) {
  const locale = useLocale()
  // Lazy, as the classroom's: a visitor with no session to restore gets the item's public part
  // without the auth client, and the quiz's sign-in card without any client (decision 0082).
  const session = useSession({ lazy: true })
  const settled = session.status === 'signed-in' || session.status === 'signed-out'
  const learner = useLearner(session)
  const reader = useReader(session)
  const { state, setState, retry } = useLoad(
    what,
    () => (settled ? load(reader, learner, course.id, itemId) : null),
    [settled, reader, learner, course.id, itemId],
  )
  const [loading, failed, again] = words.load
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  if (!settled || state.state === 'loading')
    return (
      <div className="flex flex-col gap-4">
        <BackToCourse course={course} />
        <p role="status" className="py-8 text-center">
          {loading({}, { locale })}
        </p>
      </div>
    )
  if (state.state === 'failed')
    return (
      <PageMessage title={course.title} text={failed({}, { locale })}>
        <Button onClick={retry}>{again({}, { locale })}</Button>
      </PageMessage>
    )
  return children({
    course,
    learner,
    data: state.data,
    update: (change) =>
      setState((s) => (s.state === 'ready' ? { state: 'ready', data: change(s.data) } : s)),
    refresh: async () => {
      try {
        setState({ state: 'ready', data: await load(reader, learner, course.id, itemId) })
      } catch (error) {
        // What is shown stays; the next visit shows the rest.
        console.warn(`${what} refresh failed:`, error)
      }
    },
  })
}

/** Another course's item, a deleted one or a made-up id: said plainly, with the way back. */
export function CourseItemNotFound({ course, words }: { course: Course; words: CourseItemWords }) {
  const locale = useLocale()
  return <NoWayOn words={words.noItem} to={href(`/learn/${course.id}`, locale)} secondary />
}

/** The link back to the course's classroom, above the item. */
export function BackToCourse({ course }: { course: Course }) {
  const locale = useLocale()
  return (
    <Link to={href(`/learn/${course.id}`, locale)} className={`${linkClass} self-start text-sm`}>
      {course.title}
    </Link>
  )
}

/** The head of a course item's page: the way back, the item's title, and what follows it. */
export function CourseItemHeader({
  course,
  title,
  children,
}: {
  course: Course
  title: string
  children: ReactNode
}) {
  return (
    <header className="flex flex-col gap-2">
      <BackToCourse course={course} />
      <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">{title}</h1>
      {children}
    </header>
  )
}
