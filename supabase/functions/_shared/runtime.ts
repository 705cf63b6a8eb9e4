// What every function takes from its runtime: its variables, the one database pool, and
// Deno.serve with the answers of its audience (answers.ts) around a handler that may throw.
import postgres from 'npm:postgres@3.4.9'
import type { Answers } from './answers.ts'
import { Refusal } from './body.ts'

/** A variable of the function's environment, or `fallback` when it is not set. */
export const env = (name: string, fallback = '') => Deno.env.get(name) ?? fallback

// opened on the first query; a burst of requests shares these few connections
export const sql = postgres(env('SUPABASE_DB_URL'), { max: 4, prepare: false, onnotice: () => {} })

/**
 * Serves `handle` for POST (and the CORS preflight when the audience is a browser): a thrown
 * Refusal is answered as one, a database raise the audience passes on as it is, anything else
 * is logged and answered 503 with `failure`, so the caller may try again.
 */
export function serve(
  answers: Answers,
  failure: string,
  handle: (req: Request) => Promise<Response>,
): void {
  const allow = answers.cors ? 'POST, OPTIONS' : 'POST'
  Deno.serve(async (req) => {
    if (answers.cors && req.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: answers.cors })
    }
    if (req.method !== 'POST') return answers.json(405, { message: 'Use POST.' }, { allow })
    try {
      return await handle(req)
    } catch (err) {
      if (err instanceof Refusal) return answers.refuse(err)
      const passed = answers.passOn(err)
      if (passed) return passed
      console.error(err)
      return answers.refuse(new Refusal(503, failure))
    }
  })
}
