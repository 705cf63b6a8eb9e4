// pnpm db:seed-volume [--requests N] [--db <url>]: fills the running local stack with volume
// (src/volume.ts; docs/decisions/0057-volume-seed.md). Only a database on 127.0.0.x.
import { DEFAULT_REQUESTS, parseVolumeArgs, seedVolume } from './volume'
import { VOLUME_PASSWORD } from './volume-learners'
import { volumeSizes } from './volume-rows'

const USAGE = `Usage: pnpm db:seed-volume [--requests N] [--db postgresql://postgres:postgres@127.0.0.1:54322/postgres]

Adds N enrolment requests (default ${DEFAULT_REQUESTS.toLocaleString('en-US')}) and what goes with them to the
running local stack (pnpm stack): N/2 learners, about 22% of the requests still pending, 64%
approved, 12% rejected, 2% refunded, N/4 join-now leads, the notifications (their mails marked
sent, none left to send) and lesson progress. Run again to add more; pnpm stack:reset returns to
the plain seed. Every volume learner signs in with the password ${VOLUME_PASSWORD}.`

async function main(): Promise<number> {
  let args
  try {
    args = parseVolumeArgs(process.argv.slice(2))
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const s = volumeSizes(args.requests)
  const f = (n: number) => n.toLocaleString('en-US')
  console.log(
    `Seeding ${f(s.requests)} requests (${f(s.learners)} learners, ${f(s.pending)} pending, ${f(s.decisions)} decisions, ${f(s.leads)} leads) into ${args.db.replace(/\/\/[^@]*@/, '//')}`,
  )
  let report
  try {
    report = await seedVolume(args.db, args.requests, (line) => console.log(`  ${line}`))
  } catch (err) {
    const e = err as Error & { code?: string }
    if (e.code === 'ECONNREFUSED') {
      console.error(`No local stack at ${args.db}: start one with pnpm stack`)
    } else {
      console.error(`Seeding failed (nothing of the failed batch was kept): ${e.message}`)
    }
    return 1
  }
  console.log('')
  console.log('| added               |      rows |')
  console.log('| ------------------- | --------: |')
  for (const [name, n] of Object.entries(report.added)) {
    console.log(`| ${name.padEnd(19)} | ${f(n).padStart(9)} |`)
  }
  console.log('')
  console.log(
    `Done in ${report.seconds.toFixed(1)} s (${report.timings.map(([name, sec]) => `${name} ${sec.toFixed(1)} s`).join(', ')}).`,
  )
  if (report.mailsQueued > 0) {
    console.error(`${report.mailsQueued} mails were left waiting in the outbox: that is a bug.`)
    return 1
  }
  console.log('No mail was queued: the notifications are marked as sent (a few as failed).')
  return 0
}

process.exitCode = await main()
