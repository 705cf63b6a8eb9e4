// The join-now form's way in (issue 25; docs/decisions/0054-join-now-function.md). The site posts
// the form's fields and, when captcha is on, the visitor's Turnstile token; this function checks
// the fields with the form's own schema (@repo/courses), the token with Cloudflare's siteverify,
// and hands the lead with the client's address to private.submit_lead(), which spends the
// join_now allowance of that address and stores it (migrations, section join_now_function).
// The public roles cannot insert leads themselves any more, so nothing walks past the check.
//
// Captcha is on when TURNSTILE_SECRET_KEY is set (the same secret as [auth.captcha]);
// TURNSTILE_VERIFY_URL points the check elsewhere (the devstack's offline siteverify).
// Answers are PostgREST-shaped ({ code, message, details, hint }), so the site's error mapping
// reads them as it reads the database's: 429 with Retry-After past the limit, 400 `captcha_failed`
// for a missing or refused token, 400 `invalid` for a bad form, 503 when it cannot check or store.
// verify_jwt = false (supabase/config.toml): the form is public; the key would prove nothing.
import { formSchemas, resolveCourseId } from '@repo/courses'
import { z } from 'zod'
import { browser } from '../_shared/answers.ts'
import { parseBody, readBody, Refusal } from '../_shared/body.ts'
import { env, serve, sql } from '../_shared/runtime.ts'

/** A join-now form is well under 2 KB; anything much larger is not one. */
const MAX_BODY_BYTES = 8 * 1024
/** Cloudflare answers in well under a second; a visitor should not wait longer than this. */
const VERIFY_TIMEOUT_MS = 10_000
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

// ---------------------------------------------------------------- the form

/** The form's own schema, and the visitor's token beside it: anything but text is no token. */
const joinNowBody = formSchemas.joinNow.extend({ captchaToken: z.string().trim().catch('') })

// a type, not an interface: postgres.js takes it as a JSON value
type Lead = {
  name: string
  email: string
  whatsapp: string
  course_id: string
  payment_method: string | null
}

function parseForm(body: Uint8Array): { lead: Lead; token: string } {
  const form = parseBody(joinNowBody, body)
  const courseId = resolveCourseId(form.course)
  if (!courseId) throw new Refusal(400, 'course: unknown course.', 'invalid')
  return {
    lead: {
      name: form.name,
      email: form.email,
      whatsapp: form.whatsapp,
      course_id: courseId,
      payment_method: form.paymentMethod,
    },
    token: form.captchaToken,
  }
}

// ---------------------------------------------------------------- the security check

/** Cloudflare's verdict on the token (one use); a refusal when it is missing or refused. */
async function checkCaptcha(secret: string, token: string, address: string | null) {
  if (!token) throw new Refusal(400, 'The security check was not done.', 'captcha_failed')
  if (token.length > 2048) throw new Refusal(400, 'The token is not one.', 'captcha_failed')
  let verdict: { success?: unknown; 'error-codes'?: unknown }
  try {
    const res = await fetch(env('TURNSTILE_VERIFY_URL') || SITEVERIFY, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret, response: token, ...(address ? { remoteip: address } : {}) }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    verdict = (await res.json()) as typeof verdict
  } catch (err) {
    console.error('siteverify did not answer:', err)
    throw new Refusal(503, 'The security check could not be verified now; try again.', 'retry')
  }
  if (verdict.success !== true) {
    console.warn('captcha refused:', verdict['error-codes'])
    throw new Refusal(400, 'The security check did not pass.', 'captcha_failed')
  }
}

// ---------------------------------------------------------------- storing

/** A check the database refused the lead by (its other refusals are passed on as they are). */
const invalidLead = (err: unknown) =>
  ['23514', '23503', '23502', '22001'].includes((err as { code?: string }).code ?? '')

serve(browser, 'The form could not be stored now; try again.', async (req) => {
  // the address the platform's gateway vouches for (the client cannot set it); the database
  // reads it as it reads its own requests' (private.normalized_address)
  const address = req.headers.get('cf-connecting-ip')
  const { lead, token } = parseForm(await readBody(req, MAX_BODY_BYTES))
  const secret = env('TURNSTILE_SECRET_KEY')
  if (secret) await checkCaptcha(secret, token, address)
  try {
    await sql`select private.submit_lead(${sql.json(lead)}::jsonb, ${address})`
  } catch (err) {
    if (!invalidLead(err)) throw err
    const { code } = err as { code: string }
    return browser.json(400, { code, message: 'The form is not valid.', hint: 'invalid' })
  }
  return browser.json(201, { stored: true })
})
