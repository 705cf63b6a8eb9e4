// The CSP allows no eval (docs/decisions/0013-hosting-and-security-headers.md). zod (in
// @repo/api) probes `new Function` on its first parse, and the browser reports each blocked
// probe as a violation. Imported first by main.tsx, before any schema runs.
import { config } from 'zod'

config({ jitless: true })
