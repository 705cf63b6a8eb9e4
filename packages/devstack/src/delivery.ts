import pg from 'pg'

/**
 * Locally, what pg_cron and pg_net do on hosted Supabase (docs/deploy.md): call the
 * deliver-notifications function when the outbox announces new rows (NOTIFY
 * notification_outbox, sent at commit) and on a timer, for retries and scheduled reminders.
 * Calls never overlap; one asked for during a call runs right after it.
 */
export interface DeliveryDriver {
  close(): Promise<void>
}

export const OUTBOX_CHANNEL = 'notification_outbox'

export async function startDeliveryDriver(opts: {
  dbUrl: string
  functionUrl: string
  serviceRoleKey: string
  intervalMs: number
  log: (m: string) => void
}): Promise<DeliveryDriver> {
  let running = false
  let again = false
  let closed = false
  let idle: Promise<void> = Promise.resolve()

  const call = async () => {
    try {
      const res = await fetch(opts.functionUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: '{}',
      })
      if (!res.ok) opts.log(`deliver-notifications answered ${res.status}: ${await res.text()}`)
      else await res.body?.cancel()
    } catch (err) {
      if (!closed) opts.log(`deliver-notifications could not be called: ${(err as Error).message}`)
    }
  }
  const kick = () => {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = true
    idle = (async () => {
      do {
        again = false
        await call()
      } while (again && !closed)
      running = false
    })()
  }

  const client = new pg.Client({ connectionString: opts.dbUrl })
  client.on('error', () => undefined)
  await client.connect()
  client.on('notification', kick)
  await client.query(`listen ${OUTBOX_CHANNEL}`)
  const timer = setInterval(kick, opts.intervalMs)
  kick()
  return {
    async close() {
      closed = true
      clearInterval(timer)
      await client.end().catch(() => undefined)
      await idle
    },
  }
}
