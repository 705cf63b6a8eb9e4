// What the functions share about a request's body: a refusal with its HTTP status, and a body
// read up to a limit. Pure TypeScript on web APIs (Request, streams), so it runs under Deno and
// under Node's tests alike.

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
