/**
 * Renders the console (or one screen) with a scripted backend: every AdminApi method is a
 * vi.fn, answering like a signed-in admin unless the test says otherwise.
 */
import { render, type Matcher, type screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, vi } from 'vitest'
import { AppProviders } from '../src/App'
import { createQueryClient } from '../src/lib/queryClient'
import { QueryClientProvider } from '@tanstack/react-query'
import { createSupabaseClient } from '@repo/api/supabase-js'
import { createAdminApi, type AdminApi } from '../src/lib/api'
import { routes } from '../src/routes'
import { reportCourses } from './fixtures'

// the answers of a list with nothing in it: an empty page, a count of none
const emptyPage = async () => ({ rows: [], next: null, total: null })
const noneCounted = async () => ({ count: 0, estimated: false })

export type FakeApi = { [K in keyof AdminApi]: ReturnType<typeof vi.fn<AdminApi[K]>> }

export function fakeApi(overrides: Partial<{ [K in keyof AdminApi]: AdminApi[K] }> = {}): FakeApi {
  const api: FakeApi = {
    signIn: vi.fn<AdminApi['signIn']>(async () => ({ ok: true, user: adminUser })),
    currentUser: vi.fn<AdminApi['currentUser']>(async () => ({ ok: true, user: adminUser })),
    signOut: vi.fn<AdminApi['signOut']>(async () => {}),
    onSignedOut: vi.fn<AdminApi['onSignedOut']>(() => () => {}),
    pendingPage: vi.fn<AdminApi['pendingPage']>(emptyPage),
    pendingCount: vi.fn<AdminApi['pendingCount']>(noneCounted),
    approve: vi.fn<AdminApi['approve']>(),
    approveBatch: vi.fn<AdminApi['approveBatch']>(),
    reject: vi.fn<AdminApi['reject']>(),
    refund: vi.fn<AdminApi['refund']>(),
    decisionsPage: vi.fn<AdminApi['decisionsPage']>(async () => ({
      rows: [],
      next: null,
      total: 0,
    })),
    decisionsCount: vi.fn<AdminApi['decisionsCount']>(noneCounted),
    findRequests: vi.fn<AdminApi['findRequests']>(async () => []),
    pendingBefore: vi.fn<AdminApi['pendingBefore']>(async () => ({ requests: [], total: 0 })),
    usersPage: vi.fn<AdminApi['usersPage']>(emptyPage),
    listCount: vi.fn<AdminApi['listCount']>(noneCounted),
    listCoupons: vi.fn<AdminApi['listCoupons']>(async () => []),
    createCoupon: vi.fn<AdminApi['createCoupon']>(),
    deactivateCoupon: vi.fn<AdminApi['deactivateCoupon']>(),
    leadsPage: vi.fn<AdminApi['leadsPage']>(async () => ({ rows: [], next: null, total: 0 })),
    learnerLocales: vi.fn<AdminApi['learnerLocales']>(async () => ({})),
    failedMailsPage: vi.fn<AdminApi['failedMailsPage']>(emptyPage),
    listLessons: vi.fn<AdminApi['listLessons']>(async () => []),
    lessonContent: vi.fn<AdminApi['lessonContent']>(async () => null),
    saveLesson: vi.fn<AdminApi['saveLesson']>(),
    saveLessonContent: vi.fn<AdminApi['saveLessonContent']>(async () => {}),
    deleteLesson: vi.fn<AdminApi['deleteLesson']>(async () => {}),
    reorderLessons: vi.fn<AdminApi['reorderLessons']>(async () => {}),
    courseLearnersPage: vi.fn<AdminApi['courseLearnersPage']>(emptyPage),
    listWalletMessages: vi.fn<AdminApi['listWalletMessages']>(emptyPage),
    approveWalletMessage: vi.fn<AdminApi['approveWalletMessage']>(),
    anchorWalletMessage: vi.fn<AdminApi['anchorWalletMessage']>(),
    walletSettings: vi.fn<AdminApi['walletSettings']>(async () => ({
      autoApprove: true,
      updatedAt: null,
    })),
    setAutoApprove: vi.fn<AdminApi['setAutoApprove']>(),
    listWalletSenders: vi.fn<AdminApi['listWalletSenders']>(async () => []),
    addWalletSender: vi.fn<AdminApi['addWalletSender']>(),
    removeWalletSender: vi.fn<AdminApi['removeWalletSender']>(async () => {}),
    listWalletDevices: vi.fn<AdminApi['listWalletDevices']>(async () => []),
    listProjects: vi.fn<AdminApi['listProjects']>(async () => []),
    saveProject: vi.fn<AdminApi['saveProject']>(),
    deleteProject: vi.fn<AdminApi['deleteProject']>(async () => {}),
    listCourseMentors: vi.fn<AdminApi['listCourseMentors']>(async () => []),
    addMentor: vi.fn<AdminApi['addMentor']>(async () => 'mentor-id'),
    removeMentor: vi.fn<AdminApi['removeMentor']>(async () => {}),
    reviewQueuePage: vi.fn<AdminApi['reviewQueuePage']>(emptyPage),
    reviewQueueCount: vi.fn<AdminApi['reviewQueueCount']>(noneCounted),
    getSubmission: vi.fn<AdminApi['getSubmission']>(async () => null),
    getProject: vi.fn<AdminApi['getProject']>(async () => null),
    listAttempts: vi.fn<AdminApi['listAttempts']>(async () => []),
    listReviews: vi.fn<AdminApi['listReviews']>(async () => []),
    signedPhotoUrls: vi.fn<AdminApi['signedPhotoUrls']>(async () => ({})),
    claimSubmission: vi.fn<AdminApi['claimSubmission']>(),
    reviewSubmission: vi.fn<AdminApi['reviewSubmission']>(),
    submissionLearnerName: vi.fn<AdminApi['submissionLearnerName']>(async () => ''),
    listQuizzes: vi.fn<AdminApi['listQuizzes']>(async () => []),
    getQuiz: vi.fn<AdminApi['getQuiz']>(async () => null),
    listQuizKeys: vi.fn<AdminApi['listQuizKeys']>(async () => ({})),
    saveQuiz: vi.fn<AdminApi['saveQuiz']>(),
    saveQuizQuestions: vi.fn<AdminApi['saveQuizQuestions']>(async () => {}),
    deleteQuiz: vi.fn<AdminApi['deleteQuiz']>(async () => {}),
    questionQueuePage: vi.fn<AdminApi['questionQueuePage']>(emptyPage),
    questionQueueCount: vi.fn<AdminApi['questionQueueCount']>(noneCounted),
    getQuestion: vi.fn<AdminApi['getQuestion']>(async () => null),
    answersPage: vi.fn<AdminApi['answersPage']>(emptyPage),
    answerQuestion: vi.fn<AdminApi['answerQuestion']>(),
    hideQuestion: vi.fn<AdminApi['hideQuestion']>(async () => {}),
    hideAnswer: vi.fn<AdminApi['hideAnswer']>(async () => {}),
    // the Statistics tab's reports: the three courses, nothing happened in the range
    moneyReport: vi.fn<AdminApi['moneyReport']>(async () => ({ courses: reportCourses, days: [] })),
    deskReport: vi.fn<AdminApi['deskReport']>(async () => ({
      days: [],
      waiting: (['under_1h', '1h_to_6h', '6h_to_24h', '1d_to_3d', 'over_3d'] as const).map(
        (age) => ({ age, requests: 0 }),
      ),
    })),
    funnelReport: vi.fn<AdminApi['funnelReport']>(async () => ({
      courses: reportCourses.map((c) => ({
        ...c,
        courseViews: 0,
        enrolViews: 0,
        requests: 0,
        approved: 0,
        started: 0,
        halfWay: 0,
        finished: 0,
        certificates: 0,
      })),
    })),
    learningReport: vi.fn<AdminApi['learningReport']>(async () => ({
      handInsWaiting: 0,
      questionsWaiting: 0,
      days: [],
    })),
  }
  for (const [key, impl] of Object.entries(overrides)) {
    ;(api[key as keyof AdminApi] as ReturnType<typeof vi.fn>).mockImplementation(impl as never)
  }
  return api
}

export const adminUser = {
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'admin@example.com',
  aud: 'authenticated',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
}

// The console's layout (every tab's frame) is loaded once here, not while a test waits for its
// first screen: on a loaded machine a lazy route's first load outlasts findBy's wait.
await import('../src/features/dashboard/DashboardLayout')

/** The whole console at `path`, as the router would show it. */
export function renderConsole(api: FakeApi, path = '/pending') {
  return renderWithRouter(api, createMemoryRouter(routes, { initialEntries: [path] }))
}

/** One screen alone, e.g. a tab given a test's `download`: the providers, not the console. */
export function renderScreen(api: FakeApi, screen: ReactElement) {
  return renderWithRouter(api, createMemoryRouter([{ path: '/', element: screen }]))
}

function renderWithRouter(api: FakeApi, router: ReturnType<typeof createMemoryRouter>) {
  const user = userEvent.setup()
  const view = render(
    // a fresh store each test, and a failed read fails at once (no retry a second later)
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AppProviders api={api} env="test">
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  )
  return { ...view, router, user }
}

/** Each of the texts is on screen, inside `scope` (`within` a row or a card) when given. */
export function expectVisible(scope: Pick<typeof screen, 'getByText'>, texts: readonly Matcher[]) {
  for (const text of texts) expect(scope.getByText(text)).toBeVisible()
}

/** A promise that never settles: the loading state stays on screen. */
export const never = <T,>() => new Promise<T>(() => {})

/**
 * The real @repo/api queries (validation, error mapping) over a scripted HTTP backend: each
 * request goes to `handler`, which answers like PostgREST would.
 */
export function scriptedApi(
  handler: (method: string, url: URL, body: unknown) => Response | Promise<Response>,
) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = typeof init?.body === 'string' ? init.body : ''
    return handler(request.method, new URL(request.url), text ? JSON.parse(text) : undefined)
  }
  const client = createSupabaseClient(
    { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key' },
    {
      global: { fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    },
  )
  return createAdminApi(client)
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
