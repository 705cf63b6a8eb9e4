import { runSql, startStack } from '@repo/devstack'
import { mkdirSync } from 'node:fs'
import { ports } from './ports'

/** The real local backend (Postgres + PostgREST + auth behind the gateway), fresh for each run. */
export default async function globalSetup() {
  const dataDir = new URL('./.build/stack/', import.meta.url).pathname
  mkdirSync(dataDir, { recursive: true })
  const stack = await startStack({
    apiPort: ports.api,
    dbPort: ports.db,
    smtpPort: ports.smtp,
    dataDir,
    // mails go out as events commit, as with `pnpm dev` (tests/journeys/notifications.spec.ts)
    deliverNotifications: true,
    reset: true,
    quiet: true,
  })
  // The suite plays the seeded learner through more paid enrolment requests in an hour, all from
  // 127.0.0.1, than production allows one learner (docs/decisions/0053-limits-in-the-database.md).
  // It also opens far more than 60 pages in 10 minutes from that address, each sending a page-view
  // beacon; past the page_view allowance the browser logs the refused beacon (429) as a console
  // error, which fails any test (docs/decisions/0074-page-views.md). This throwaway stack lifts
  // those two limits; every other call runs under the production limits
  // (tests/site/page-views.spec.ts sets its own for each test).
  await runSql(
    stack,
    `update public.rate_limits set max_requests = 10000
      where call in ('enrolment_request', 'page_view')`,
  )
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey
  return async () => {
    await stack.stop()
  }
}
