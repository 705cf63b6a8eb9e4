import type * as Api from '@repo/api'
import { createElement, type ComponentType, type ReactElement } from 'react'
import { waitFor } from '@testing-library/react'
import { beforeEach, vi, type Mock } from 'vitest'
import type { Locale } from '../app/i18n'
import { render } from './render'

/**
 * The learner a page test signs in as, with the API fake its page reads through. Imported by a
 * test file before it imports its page: the mocks below are in place when the page loads.
 */
export const learner = { userId: 'u0', signedIn: true, client: { name: 'the learner client' } }

// The session module's other exports (useDataClient) as they are, around the learner's session.
vi.mock('../app/lib/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () =>
    learner.signedIn
      ? { status: 'signed-in', client: learner.client, session: { user: { id: learner.userId } } }
      : { status: 'signed-out', client: learner.client },
}))

const api: Record<string, Mock> = {}
vi.mock('@repo/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}))

// The API's errors as they are, for the tests' refusals (read before the fake is made: the
// fake takes the functions `fakeApi` names when a page first imports `@repo/api`).
export const { ApiError } = await vi.importActual<typeof Api>('@repo/api')

/** These functions of `@repo/api` replaced by mocks (reset before each test), the rest as they are. */
export function fakeApi<K extends string>(...names: K[]): Record<K, Mock> {
  for (const name of names) api[name] ??= vi.fn()
  return api as Record<K, Mock>
}

// Each test is a learner of its own: their drafts (local storage, IndexedDB) never meet.
let learners = 0
beforeEach(() => {
  learner.userId = `u${++learners}`
  learner.signedIn = true
  for (const fn of Object.values(api)) fn.mockReset()
})

/** A page rendered in `locale` at its English `path` (under /bn in Bangla). */
export function renderAt(path: string, ui: ReactElement, locale: Locale = 'en') {
  return render(ui, { locale, at: `${locale === 'bn' ? '/bn' : ''}${path}` })
}

/** A course's page below its classroom (`projects/<id>`: a project's) for `courseId`, in `locale`. */
export function renderCoursePage(
  Page: ComponentType<{ courseId: string }>,
  courseId: string,
  below: string,
  locale: Locale = 'en',
) {
  return renderAt(`/learn/${courseId}/${below}`, createElement(Page, { courseId }), locale)
}

/** A rendered page's `view`, once `ready` finds what the page shows when its reads are in. */
export async function loaded<View>(view: View, ready: () => unknown): Promise<View> {
  await waitFor(ready)
  return view
}
