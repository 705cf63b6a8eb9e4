/**
 * Test helpers: what the scripted server of test-support.ts answers, as PostgREST and GoTrue
 * would: a body, the database's refusals, an Auth error. Apart from the client and its
 * outcomes, so a test imports the answers it scripts beside the calls it makes.
 */

/** An HTTP answer: `body` as JSON (or as it is, for another content type). */
export function reply(status: number, body: unknown, contentType = 'application/json'): Response {
  const text =
    typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body)
  return new Response(text, { status, headers: { 'content-type': contentType } })
}

/**
 * The answers to a list read a page at a time and counted: its count function (named `…_count`)
 * answers `total`, every other request `rows`.
 */
export function countedList(rows: unknown[], total: { total: number; estimated: boolean }) {
  return (request: { path: string }): Response =>
    request.path.endsWith('_count') ? reply(200, total) : reply(200, rows)
}

/** PostgREST's answer to a database error: the SQLSTATE, the message, and the raise's details and hint. */
export function databaseError(
  status: number,
  code: string,
  message: string,
  more: { details?: string; hint?: string } = {},
): Response {
  return reply(status, { code, message, details: more.details ?? null, hint: more.hint ?? null })
}

/** PostgREST's answer to a write that breaks the unique constraint `constraint` (no hint). */
export function uniqueViolation(constraint: string, details?: string): Response {
  return databaseError(
    409,
    '23505',
    `duplicate key value violates unique constraint "${constraint}"`,
    { details },
  )
}

/** PostgREST's answer to a write a row-level security policy of `table` refuses. */
export function rlsRefusal(table: string): Response {
  return databaseError(
    403,
    '42501',
    `new row violates row-level security policy for table "${table}"`,
  )
}

/** GoTrue's answer to a refused call: the HTTP status (again as `code`), its error code and message. */
export function authError(
  status: number,
  errorCode: string,
  msg: string,
  more: Record<string, unknown> = {},
): Response {
  return reply(status, { code: status, error_code: errorCode, msg, ...more })
}
