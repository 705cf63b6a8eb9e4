// What the functions share about a request's body: a refusal with its HTTP status, a body read
// up to a limit, and its check: strict JSON, then the function's zod schema. Web APIs and zod
// only (Request, streams), so it runs under Deno and under Node alike.
import type { z } from 'zod'

/** A request refused with this status and message (the caller answers it as JSON). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** a stable code the apps map to words, when the refusal has one */
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * The body, at most `maxBytes`: a longer one is refused (413) without reading more than one byte
 * past the limit, whatever Content-Length claims.
 */
export async function readBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new Refusal(413, `The body is larger than ${maxBytes} bytes.`)
  const declared = req.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) {
    await req.body?.cancel()
    throw tooLarge()
  }
  const body = new Uint8Array(maxBytes + 1)
  let length = 0
  if (req.body) {
    const reader = req.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      // copy no more than one byte past the limit: a longer body is refused, never kept
      const room = body.length - length
      body.set(value.subarray(0, room), length)
      length += Math.min(value.length, room)
      if (length > maxBytes) {
        await reader.cancel()
        throw tooLarge()
      }
    }
  }
  return body.subarray(0, length)
}

/**
 * `value` as `schema` reads it, or a 400 `invalid` refusal naming the first issue's field (under
 * `at`, when the value sits there in the body).
 */
export function check<T extends z.ZodType>(schema: T, value: unknown, at?: string): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const field = [...(at ? [at] : []), ...(first?.path ?? [])].map(String).join('.') || 'body'
  throw new Refusal(400, `${field}: ${first?.message ?? 'not valid'}`, 'invalid')
}

/**
 * The body as JSON (strict UTF-8) checked with `schema`; an empty body is no value (undefined),
 * which the schema takes or refuses. Else a 400 `invalid` refusal.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: Uint8Array): z.output<T> {
  let value: unknown
  try {
    value = body.length
      ? JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
      : undefined
  } catch {
    throw new Refusal(400, 'The body is not JSON.', 'invalid')
  }
  return check(schema, value)
}
