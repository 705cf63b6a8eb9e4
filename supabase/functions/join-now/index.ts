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
import postgres from 'npm:postgres@3.4.9'
import { formSchemas, resolveCourseId } from '@repo/courses'
import { json, parseJson, postgrestAnswer, publicCors, refuse } from '../_shared/answers.ts'
import { readBody, Refusal } from '../_shared/body.ts'

/** A join-now form is well under 2 KB; anything much larger is not one. */
const MAX_BODY_BYTES = 8 * 1024
/** Cloudflare answers in well under a second; a visitor should not wait longer than this. */
const VERIFY_TIMEOUT_MS = 10_000
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

const env = (name: string) => Deno.env.get(name) ?? ''

// opened on the first lead; a burst of leads shares these few connections
const sql = postgres(env('SUPABASE_DB_URL'), { max: 4, prepare: false, onnotice: () => {} })

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

// ---------------------------------------------------------------- the form

// a type, not an interface: postgres.js takes it as a JSON value
type Lead = {
  name: string
  email: string
  whatsapp: string
  course_id: string
  payment_method: string | null
}

function parseForm(body: Uint8Array): { lead: Lead; token: string } {
  const data = parseJson(body)
  if (!isObject(data)) throw new Refusal(400, 'The body is not a join-now form.', 'invalid')
  const form = formSchemas.joinNow.safeParse(data)
  if (!form.success) {
    const first = form.error.issues[0]
    throw new Refusal(400, `${first?.path.join('.') ?? 'form'}: ${first?.message}`, 'invalid')
  }
  const courseId = resolveCourseId(form.data.course)
  if (!courseId) throw new Refusal(400, 'course: unknown course.', 'invalid')
  const token = typeof data.captchaToken === 'string' ? data.captchaToken.trim() : ''
  return {
    lead: {
      name: form.data.name,
      email: form.data.email,
      whatsapp: form.data.whatsapp,
      course_id: courseId,
      payment_method: form.data.paymentMethod,
    },
    token,
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

/** The database's refusal as PostgREST would answer it (its 429 with Retry-After, a check). */
function fromDatabase(err: unknown): Response {
  const answer = postgrestAnswer(err)
  if (answer) return answer
  const e = err as { code?: string }
  if (e.code === '23514' || e.code === '23503' || e.code === '23502' || e.code === '22001') {
    return json(400, { code: e.code, message: 'The form is not valid.', hint: 'invalid' })
  }
  console.error(err)
  return json(503, { code: '503', message: 'The form could not be stored now; try again.' })
}

async function handle(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: publicCors })
  if (req.method !== 'POST') return json(405, { message: 'Use POST.' }, { allow: 'POST, OPTIONS' })
  // the address the platform's gateway vouches for (the client cannot set it); the database
  // reads it as it reads its own requests' (private.normalized_address)
  const address = req.headers.get('cf-connecting-ip')
  const { lead, token } = parseForm(await readBody(req, MAX_BODY_BYTES))
  const secret = env('TURNSTILE_SECRET_KEY')
  if (secret) await checkCaptcha(secret, token, address)
  try {
    await sql`select private.submit_lead(${sql.json(lead)}::jsonb, ${address})`
  } catch (err) {
    return fromDatabase(err)
  }
  return json(201, { stored: true })
}

Deno.serve(async (req) => {
  try {
    return await handle(req)
  } catch (err) {
    if (err instanceof Refusal) return refuse(err)
    console.error(err)
    return json(503, { code: '503', message: 'The form could not be stored now; try again.' })
  }
})
