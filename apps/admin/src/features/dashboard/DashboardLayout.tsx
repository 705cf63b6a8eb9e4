import { AppShell, Button, Container, Group, Tabs, Text, Title } from '@mantine/core'
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { createQueryClient } from '../../lib/queryClient'
import { useSession } from '../../lib/session'

/**
 * The first four tabs (Pending, Active Users, Statistics, Coupons) plus Payments (settling
 * wallet payments), History (decided requests), Lessons, Leads and the failed notification
 * mails, one route each.
 */
export const dashboardTabs = [
  { path: '/pending', label: 'Pending' },
  { path: '/payments', label: 'Payments' },
  { path: '/history', label: 'History' },
  { path: '/users', label: 'Active Users' },
  { path: '/statistics', label: 'Statistics' },
  { path: '/coupons', label: 'Coupons' },
  { path: '/lessons', label: 'Lessons' },
  { path: '/leads', label: 'Leads' },
  { path: '/mail', label: 'Failed mails' },
] as const

/**
 * The console's server state lives with the console (docs/decisions/0060): the login screen
 * does not load TanStack Query, and a sign-out, which leaves this layout, drops everything one
 * admin read. A component test gives its own fresh client around the whole app.
 */
export function DashboardLayout() {
  const given = use(QueryClientContext)
  const [own] = useState(() => given ?? createQueryClient())
  return (
    <QueryClientProvider client={own}>
      <Dashboard />
    </QueryClientProvider>
  )
}

function Dashboard() {
  const { session, signOut } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const current = dashboardTabs.find((t) => location.pathname.startsWith(t.path))?.path ?? null

  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            Admin console
          </Title>
          <Group gap="sm" wrap="nowrap">
            {session.status === 'admin' && (
              <Text size="sm" c="dimmed" visibleFrom="sm" truncate>
                {session.email}
              </Text>
            )}
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" px={{ base: 'xs', sm: 'md' }} py="md">
          <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false}>
            <Tabs.List mb="md">
              {dashboardTabs.map((t) => (
                <Tabs.Tab key={t.path} value={t.path}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {current && (
              <Tabs.Panel value={current}>
                <Outlet />
              </Tabs.Panel>
            )}
          </Tabs>
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}
