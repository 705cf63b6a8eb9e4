/**
 * Test helpers: a page read through a database function (functionPage), checked in one call by
 * the tests of each list read that way.
 */
import { expect } from 'vitest'
import { fakeBackend } from './test-support'
import type { ScriptedClient } from './test-support'
import { reply } from './test-answers'

/**
 * One page read through a database function (functionPage): the backend answers `answer` (the
 * page and the one row more); `call` answers `page` after asking `rpc` once with `body`.
 */
export async function expectPageRead<T>(read: {
  answer: unknown[]
  call: (client: ScriptedClient) => Promise<T>
  page: T
  rpc: string
  body: unknown
}): Promise<void> {
  const { client, requests } = fakeBackend(() => reply(200, read.answer))
  expect(await read.call(client)).toEqual(read.page)
  expect(requests[0]!.path).toBe(`/rest/v1/rpc/${read.rpc}`)
  expect(requests[0]!.body).toEqual(read.body)
}
