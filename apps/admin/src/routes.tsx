import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { LoginScreen } from './features/auth/LoginScreen'
import { NotAdminScreen } from './features/auth/NotAdminScreen'
import { AdminOnly, ConsoleHome, RequireStaff } from './features/auth/RequireStaff'
import { LoadingState } from './lib/states'

/** A tab of the console at `path`, its code fetched the first time someone opens it. */
function tab(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) }
}

/**
 * The login screens load with the page; the console itself (layout and tabs) is fetched when
 * an admin or a mentor reaches it, so the first visit downloads less. A mentor has Reviews and
 * Questions only: every other tab sends them to Reviews (AdminOnly).
 */
const pages: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/not-admin', element: <NotAdminScreen /> },
  {
    element: <RequireStaff />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./features/dashboard/DashboardLayout')).DashboardLayout,
        }),
        children: [
          { index: true, element: <ConsoleHome /> },
          tab('/reviews', async () => (await import('./features/reviews/ReviewsTab')).ReviewsTab),
          tab(
            '/reviews/:submissionId',
            async () => (await import('./features/reviews/ReviewPage')).ReviewPage,
          ),
          tab(
            '/questions',
            async () => (await import('./features/questions/QuestionsTab')).QuestionsTab,
          ),
          tab(
            '/questions/:questionId',
            async () => (await import('./features/questions/QuestionPage')).QuestionPage,
          ),
          {
            element: <AdminOnly />,
            children: [
              tab(
                '/pending',
                async () => (await import('./features/pending/PendingTab')).PendingTab,
              ),
              tab(
                '/payments',
                async () => (await import('./features/payments/PaymentsTab')).PaymentsTab,
              ),
              tab(
                '/history',
                async () => (await import('./features/history/HistoryTab')).HistoryTab,
              ),
              tab(
                '/users',
                async () => (await import('./features/users/ActiveUsersTab')).ActiveUsersTab,
              ),
              tab(
                '/statistics',
                async () => (await import('./features/statistics/StatisticsTab')).StatisticsTab,
              ),
              tab(
                '/coupons',
                async () => (await import('./features/coupons/CouponsTab')).CouponsTab,
              ),
              tab(
                '/lessons',
                async () => (await import('./features/lessons/LessonsTab')).LessonsTab,
              ),
              tab('/leads', async () => (await import('./features/leads/LeadsTab')).LeadsTab),
              tab(
                '/mail',
                async () => (await import('./features/mail/FailedMailTab')).FailedMailTab,
              ),
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]

export const routes: RouteObject[] = [
  {
    // Shown while the first page's code arrives.
    HydrateFallback: () => <LoadingState label="Loading the console…" />,
    children: pages,
  },
]
