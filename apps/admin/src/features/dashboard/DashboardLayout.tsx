import {
  AppShell,
  Box,
  Button,
  ComboboxChevron,
  Container,
  Group,
  Menu,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, useState } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { createQueryClient } from '../../lib/queryClient'
import { useSession, useStaff } from '../../lib/session'

/**
 * The first four tabs (Pending, Active Users, Statistics, Coupons) plus Payments (settling
 * wallet payments), History (decided requests), Lessons, Leads, the failed notification mails
 * Reviews (the projects' hand-ins) and Questions (the learners' questions under the lessons),
 * one route each. An admin sees them all.
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
  { path: '/reviews', label: 'Reviews' },
  { path: '/questions', label: 'Questions' },
] as const

/**
 * A mentor's tabs (docs/decisions/0071, 0072): the hand-ins and the questions of their courses.
 */
const mentorTabs = dashboardTabs.filter((t) => t.path === '/reviews' || t.path === '/questions')

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
  const { signOut } = useSession()
  const staff = useStaff()
  const location = useLocation()
  const navigate = useNavigate()
  const tabs = staff.status === 'mentor' ? mentorTabs : dashboardTabs
  const current = tabs.find((t) => location.pathname.startsWith(t.path))?.path ?? null

  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            {staff.status === 'mentor' ? 'Mentor console' : 'Admin console'}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="sm" truncate>
              {staff.email}
            </Text>
            <Button variant="default" size="xs" onClick={() => void signOut()}>
              Log out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" px={{ base: 'xs', sm: 'md' }} py="md">
          <TabMenu tabs={tabs} current={current} />
          <Tabs value={current} onChange={(value) => value && navigate(value)} keepMounted={false}>
            <Tabs.List mb="md" visibleFrom="sm">
              {tabs.map((t) => (
                <Tabs.Tab key={t.path} value={t.path}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {current ? (
              <Tabs.Panel value={current}>
                <Outlet />
              </Tabs.Panel>
            ) : (
              // no tab of this person's here ('/', a mentor at an admin's tab): its redirect
              <Outlet />
            )}
          </Tabs>
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}

type Tab = (typeof dashboardTabs)[number]

/**
 * The tabs on a phone (below Mantine's `sm`, 768 px): one button naming the current tab, which
 * opens the list of them as a menu of links (the current one `aria-current="page"`), where the
 * row of tabs would wrap into three rows. From `sm` up the tabs themselves show.
 */
function TabMenu({ tabs, current }: { tabs: readonly Tab[]; current: string | null }) {
  const label = tabs.find((t) => t.path === current)?.label ?? 'Tabs'
  return (
    <Box component="nav" aria-label="Tabs" hiddenFrom="sm" mb="md">
      <Menu position="bottom-start" width="target">
        <Menu.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            rightSection={<ComboboxChevron />}
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {tabs.map((t) => (
            <Menu.Item
              key={t.path}
              component={Link}
              to={t.path}
              aria-current={t.path === current ? 'page' : undefined}
              fw={t.path === current ? 700 : undefined}
            >
              {t.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  )
}
