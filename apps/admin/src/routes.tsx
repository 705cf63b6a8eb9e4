import { Navigate, type RouteObject } from 'react-router'
import { LoginScreen } from './features/auth/LoginScreen'
import { NotAdminScreen } from './features/auth/NotAdminScreen'
import { RequireAdmin } from './features/auth/RequireAdmin'
import { LoadingState } from './lib/states'

/**
 * The login screens load with the page; the console itself (layout and tabs) is fetched when
 * an admin reaches it, so the first visit downloads less.
 */
const pages: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/not-admin', element: <NotAdminScreen /> },
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./features/dashboard/DashboardLayout')).DashboardLayout,
        }),
        children: [
          { index: true, element: <Navigate to="/pending" replace /> },
          {
            path: '/pending',
            lazy: async () => ({
              Component: (await import('./features/pending/PendingTab')).PendingTab,
            }),
          },
          {
            path: '/payments',
            lazy: async () => ({
              Component: (await import('./features/payments/PaymentsTab')).PaymentsTab,
            }),
          },
          {
            path: '/history',
            lazy: async () => ({
              Component: (await import('./features/history/HistoryTab')).HistoryTab,
            }),
          },
          {
            path: '/users',
            lazy: async () => ({
              Component: (await import('./features/users/ActiveUsersTab')).ActiveUsersTab,
            }),
          },
          {
            path: '/statistics',
            lazy: async () => ({
              Component: (await import('./features/statistics/StatisticsTab')).StatisticsTab,
            }),
          },
          {
            path: '/coupons',
            lazy: async () => ({
              Component: (await import('./features/coupons/CouponsTab')).CouponsTab,
            }),
          },
          {
            path: '/lessons',
            lazy: async () => ({
              Component: (await import('./features/lessons/LessonsTab')).LessonsTab,
            }),
          },
          {
            path: '/leads',
            lazy: async () => ({ Component: (await import('./features/leads/LeadsTab')).LeadsTab }),
          },
          {
            path: '/mail',
            lazy: async () => ({
              Component: (await import('./features/mail/FailedMailTab')).FailedMailTab,
            }),
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
