// The learner site's page views (issue 36; docs/decisions/0074-page-views.md). Each prerendered
// page sends one beacon after load (apps/web/app/lib/pageView.head.ts): its id (its prerendered
// English path, the same for its Bangla twin) and its language, as a text/plain body (no CORS
// preflight). This function checks both against the site's own lists (pages.json, generated from
// apps/web/app/pages.ts; the locales of @repo/courses) and hands them, with the client's address,
// to private.record_page_view(), which spends the page_view allowance of that address and adds
// one view to today's count (Asia/Dhaka) of the page in that language. No cookie is read or set;
// the address is used for the allowance only and is not stored with the count.
//
// A request with Sec-GPC: 1 or DNT: 1 is answered 204 and not counted. Answers: 204 counted (or
// not to be counted), 400 `invalid` for an unknown page or language, 413 past 1 KB, 429 with
// Retry-After past the allowance (the database's own answer), 405 for any method but POST and
// OPTIONS, 503 when it cannot store. verify_jwt = false (supabase/config.toml): a beacon carries
// no key.
import postgres from 'npm:postgres@3.4.9'
import { localeSchema } from '@repo/courses'
import { z } from 'zod'
import { json, parseJson, postgrestAnswer, publicCors, refuse } from '../_shared/answers.ts'
import { readBody, Refusal } from '../_shared/body.ts'
import generated from './pages.json' with { type: 'json' }

/** A beacon's body is some 60 bytes; anything past this is not one. */
const MAX_BODY_BYTES = 1024

const env = (name: string) => Deno.env.get(name) ?? ''

// opened on the first view; a burst of views shares these few connections
const sql = postgres(env('SUPABASE_DB_URL'), { max: 4, prepare: false, onnotice: () => {} })

const pageView = z.strictObject({
  page: z.enum(generated.pages as [string, ...string[]]),
  locale: localeSchema,
})

const counted = () => new Response(null, { status: 204, headers: publicCors })

/** The browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
const optedOut = (req: Request) =>
  req.headers.get('sec-gpc')?.trim() === '1' || req.headers.get('dnt')?.trim() === '1'

function parseView(body: Uint8Array): z.infer<typeof pageView> {
  const view = pageView.safeParse(parseJson(body))
  if (!view.success) {
    const first = view.error.issues[0]
    const field = first?.path.join('.') || 'body'
    throw new Refusal(400, `${field}: ${first?.message ?? 'not a page view'}`, 'invalid')
  }
  return view.data
}

/** The database's refusal as PostgREST would answer it (its 429 with Retry-After, a check). */
function fromDatabase(err: unknown): Response {
  const answer = postgrestAnswer(err)
  if (answer) return answer
  const e = err as { code?: string; hint?: string }
  if (e.code === '22023' && e.hint === 'page_view_invalid') {
    return json(400, { code: 'invalid', message: 'Not a page view.', hint: 'invalid' })
  }
  console.error(err)
  return json(503, { code: '503', message: 'The view could not be counted now.' })
}

async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: publicCors })
  if (req.method !== 'POST') return json(405, { message: 'Use POST.' }, { allow: 'POST, OPTIONS' })
  if (optedOut(req)) {
    await req.body?.cancel()
    return counted()
  }
  // the address the platform's gateway vouches for (the client cannot set it), for the
  // allowance only: the database reads it as private.normalized_address and keeps no copy
  const address = req.headers.get('cf-connecting-ip')
  const view = parseView(await readBody(req, MAX_BODY_BYTES))
  try {
    await sql`select private.record_page_view(${view.page}, ${view.locale}, ${address})`
  } catch (err) {
    return fromDatabase(err)
  }
  return counted()
}

Deno.serve(async (req) => {
  try {
    return await handle(req)
  } catch (err) {
    if (err instanceof Refusal) return refuse(err)
    console.error(err)
    return json(503, { code: '503', message: 'The view could not be counted now.' })
  }
})
