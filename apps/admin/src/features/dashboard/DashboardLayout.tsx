import { AppShell, Box, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, useId, useRef, useState } from 'react'
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
 * The tabs on a phone (below Mantine's `sm`, 768 px), where their row would wrap into three: one
 * button naming the current tab, which shows or hides the tabs as a list of links below it (a
 * disclosure, the WAI pattern for navigation; the current link `aria-current="page"`; Escape
 * closes it). No popover: nothing more to load than the tabs. From `sm` up the tabs show.
 */
function TabMenu({ tabs, current }: { tabs: readonly Tab[]; current: string | null }) {
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(current)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  // a tab chosen closes the list, and so does any other move of the address (a link in a tab)
  if (openedAt !== current) {
    setOpenedAt(current)
    setOpen(false)
  }
  const label = tabs.find((t) => t.path === current)?.label ?? 'Tabs'
  const close = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return
    setOpen(false)
    button.current?.focus()
  }
  return (
    <Box component="nav" aria-label="Tabs" hiddenFrom="sm" mb="md" onKeyDown={close}>
      <Button
        ref={button}
        variant="default"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls={listId}
        rightSection={<Chevron open={open} />}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      {open ? (
        <Stack
          id={listId}
          component="ul"
          gap={2}
          mt={4}
          mb={0}
          mx={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {tabs.map((t) => (
            <li key={t.path}>
              <Button
                component={Link}
                to={t.path}
                // the theme's autoContrast keeps dark text on the current one's teal
                variant={t.path === current ? 'filled' : 'default'}
                fullWidth
                justify="flex-start"
                aria-current={t.path === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {t.label}
              </Button>
            </li>
          ))}
        </Stack>
      ) : null}
    </Box>
  )
}

/** A chevron pointing down, or up while the list is open. */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      style={{ transform: open ? 'rotate(180deg)' : undefined }}
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
