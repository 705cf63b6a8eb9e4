/// <reference types="node" />
/** Test helpers: a Supabase client whose HTTP goes to a scripted function instead of a server. */
import { expect } from 'vitest'
import { createSupabaseClient } from './supabaseClient'
import { ApiError } from './errors'
import { reply } from './test-answers'

export interface RecordedRequest {
  url: string
  method: string
  headers: Headers
  /** The path (/rest/v1/<table>, /rest/v1/rpc/<function>) and the query asked for. */
  path: string
  params: URLSearchParams
  body: unknown
  /** The body as given to fetch (an upload's FormData), and the request's abort signal. */
  sent: RequestInit['body']
  signal: RequestInit['signal']
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
    const { url, method, headers } = request
    const { pathname: path, searchParams: params } = new URL(url)
    const recorded = {
      url,
      method,
      headers,
      path,
      params,
      body,
      sent: init?.body,
      signal: init?.signal,
    }
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

/** Ids shaped as the database makes them (version 4): as many as a test file names, in order. */
export const testIds = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
  '44444444-4444-4444-8444-444444444444',
  '55555555-5555-4555-8555-555555555555',
] as const

/** The client of a scripted backend. */
export type ScriptedClient = ReturnType<typeof fakeBackend>['client']

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome))
    throw new Error(`expected the call to fail, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ApiError)
  return outcome.error as ApiError
}

/** The ApiError `call` fails with when the backend answers every request with `answer`. */
export async function failureOn(
  answer: () => Response,
  call: (client: ScriptedClient) => Promise<unknown>,
): Promise<ApiError> {
  return rejection(call(fakeBackend(answer).client))
}

/** What GoTrue answers a sign-in with: a session of `userId` valid for an hour. */
export function fakeSession(userId: string) {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const exp = Math.floor(Date.now() / 1000) + 3600
  const accessToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: userId, role: 'authenticated', exp })}.sig`
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: 'refresh',
    user: {
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: `${userId}@example.com`,
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
  }
}

/**
 * A fake backend with `userId` signed in (the sign-in request is answered here and not
 * recorded); `handler` answers everything after it.
 */
export async function signedInBackend(
  userId: string,
  handler: (request: RecordedRequest) => Response | Promise<Response>,
) {
  let signedIn = false
  const backend = fakeBackend((request) =>
    signedIn ? handler(request) : reply(200, fakeSession(userId)),
  )
  const { error } = await backend.client.auth.signInWithPassword({
    email: `${userId}@example.com`,
    password: 'pw',
  })
  if (error) throw error
  signedIn = true
  backend.requests.length = 0
  return backend
}
