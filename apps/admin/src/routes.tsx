import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { LoginScreen } from './features/auth/LoginScreen'
import { NotAdminScreen } from './features/auth/NotAdminScreen'
import { AdminOnly, ConsoleHome, RequireStaff } from './features/auth/RequireStaff'
import { LoadingState } from './lib/states'

/**
 * A tab of the console at `path`: the component `name` of the module that `load` fetches the
 * first time someone opens the tab.
 */
function tab<M extends Record<K, ComponentType>, K extends keyof M & string>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }) }
}

/** The tabs a mentor opens too. */
const staffTabs: RouteObject[] = [
  tab('/reviews', () => import('./features/reviews/ReviewsTab'), 'ReviewsTab'),
  tab('/reviews/:submissionId', () => import('./features/reviews/ReviewPage'), 'ReviewPage'),
  tab('/questions', () => import('./features/questions/QuestionsTab'), 'QuestionsTab'),
  tab('/questions/:questionId', () => import('./features/questions/QuestionPage'), 'QuestionPage'),
]

/** The tabs only an admin opens. */
const adminTabs: RouteObject[] = [
  tab('/pending', () => import('./features/pending/PendingTab'), 'PendingTab'),
  tab('/payments', () => import('./features/payments/PaymentsTab'), 'PaymentsTab'),
  tab('/history', () => import('./features/history/HistoryTab'), 'HistoryTab'),
  tab('/users', () => import('./features/users/ActiveUsersTab'), 'ActiveUsersTab'),
  tab('/statistics', () => import('./features/statistics/StatisticsTab'), 'StatisticsTab'),
  tab('/coupons', () => import('./features/coupons/CouponsTab'), 'CouponsTab'),
  tab('/lessons', () => import('./features/lessons/LessonsTab'), 'LessonsTab'),
  tab('/leads', () => import('./features/leads/LeadsTab'), 'LeadsTab'),
  tab('/mail', () => import('./features/mail/FailedMailTab'), 'FailedMailTab'),
]

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
          ...staffTabs,
          { element: <AdminOnly />, children: adminTabs },
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
