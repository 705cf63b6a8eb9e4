/// <reference types="node" />
/** Test helpers: a Supabase client whose HTTP goes to a scripted function instead of a server. */
import { expect } from 'vitest'
import { createSupabaseClient } from './client'
import { ApiError } from './errors'

export interface RecordedRequest {
  url: string
  method: string
  headers: Headers
  body: unknown
}

export function reply(status: number, body: unknown, contentType = 'application/json'): Response {
  const text =
    typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body)
  return new Response(text, { status, headers: { 'content-type': contentType } })
}

/** A client (no persisted session, no auto refresh) answering every request with `handler`. */
export function fakeBackend(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = init?.body === undefined || init.body === null ? '' : String(init.body)
    let body: unknown = text
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      // not JSON: keep the text
    }
    const recorded = { url: request.url, method: request.method, headers: request.headers, body }
    requests.push(recorded)
    return handler(recorded)
  }
  const client = createSupabaseClient(
    { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key' },
    {
      global: { fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    },
  )
  return { client, requests }
}

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected the call to fail, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ApiError)
  return outcome.error as ApiError
}
