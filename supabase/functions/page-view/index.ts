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
import { localeSchema } from '@repo/courses'
import { z } from 'zod'
import { browser } from '../_shared/answers.ts'
import { parseBody, readBody } from '../_shared/body.ts'
import { serve, sql } from '../_shared/runtime.ts'
import generated from './pages.json' with { type: 'json' }

/** A beacon's body is some 60 bytes; anything past this is not one. */
const MAX_BODY_BYTES = 1024

const pageView = z.strictObject({
  page: z.enum(generated.pages as [string, ...string[]]),
  locale: localeSchema,
})

const counted = () => new Response(null, { status: 204, headers: { ...browser.cors } })

/** The browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
const optedOut = (req: Request) =>
  req.headers.get('sec-gpc')?.trim() === '1' || req.headers.get('dnt')?.trim() === '1'

/** The database's own check of the page (its other refusals are passed on as they are). */
const invalidView = (err: unknown) => {
  const e = err as { code?: string; hint?: string }
  return e.code === '22023' && e.hint === 'page_view_invalid'
}

serve(browser, 'The view could not be counted now.', async (req) => {
  if (optedOut(req)) {
    await req.body?.cancel()
    return counted()
  }
  // the address the platform's gateway vouches for (the client cannot set it), for the
  // allowance only: the database reads it as private.normalized_address and keeps no copy
  const address = req.headers.get('cf-connecting-ip')
  const view = parseBody(pageView, await readBody(req, MAX_BODY_BYTES))
  try {
    await sql`select private.record_page_view(${view.page}, ${view.locale}, ${address})`
  } catch (err) {
    if (!invalidView(err)) throw err
    return browser.json(400, { code: 'invalid', message: 'Not a page view.', hint: 'invalid' })
  }
  return counted()
})
