import { Navigate, type RouteObject } from 'react-router'
import { LoginScreen } from './features/auth/LoginScreen'
import { NotAdminScreen } from './features/auth/NotAdminScreen'
import { RequireAdmin } from './features/auth/RequireAdmin'
import { CouponsTab } from './features/coupons/CouponsTab'
import { DashboardLayout } from './features/dashboard/DashboardLayout'
import { LeadsTab } from './features/leads/LeadsTab'
import { PendingTab } from './features/pending/PendingTab'
import { StatisticsTab } from './features/statistics/StatisticsTab'
import { ActiveUsersTab } from './features/users/ActiveUsersTab'

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginScreen /> },
  { path: '/not-admin', element: <NotAdminScreen /> },
  {
    element: <RequireAdmin />,
    children: [
      {
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/pending" replace /> },
          { path: '/pending', element: <PendingTab /> },
          { path: '/users', element: <ActiveUsersTab /> },
          { path: '/statistics', element: <StatisticsTab /> },
          { path: '/coupons', element: <CouponsTab /> },
          { path: '/leads', element: <LeadsTab /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]
