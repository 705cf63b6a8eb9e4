/**
 * The client's address, as the gateway hands it on: taken from the TCP connection and written
 * into CF-Connecting-IP, X-Real-IP and X-Forwarded-For, whatever forwarding headers the client
 * sent itself (docs/decisions/0053-limits-in-the-database.md). The gateway alone, in front of a
 * stand-in PostgREST on a unix socket and a stand-in auth room that both echo what they received.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGateway, type Gateway } from '../src/gateway'
import { createRoom, FORWARDING_HEADERS, node, sendJson } from '../src/http'
import { ANON_KEY } from '../src/keys'
import { requestFrom } from './helpers'

interface Echo {
  headers: Record<string, string | string[] | undefined>
  /** the raw header names and values, as a service that reads rawHeaders would see them */
  raw: string[]
  /** auth only: the same headers as hono's Request shows them */
  hono?: Record<string, string>
}

let dir: string
let upstream: Server
let gateway: Gateway

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-address-'))
  const socket = join(dir, 'postgrest.sock')
  upstream = createServer((req, res) => {
    req.resume()
    sendJson(res, 200, { headers: req.headers, raw: req.rawHeaders } satisfies Echo)
  })
  await new Promise<void>((resolve) => upstream.listen(socket, resolve))
  const auth = createRoom()
  auth.get('/echo', (c) =>
    c.json({
      headers: c.env.incoming.headers,
      raw: c.env.incoming.rawHeaders,
      hono: Object.fromEntries(c.req.raw.headers.entries()),
    } satisfies Echo),
  )
  auth.get(
    '/node-echo',
    node((req, res) => sendJson(res, 200, { headers: req.headers, raw: req.rawHeaders })),
  )
  gateway = await startGateway(0, { postgrestSocket: () => socket, auth, log: () => undefined })
})

afterAll(async () => {
  await gateway?.close()
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()))
  rmSync(dir, { recursive: true, force: true })
})

/** A GET through the gateway from `localAddress`: what the service behind it received. */
async function get(
  path: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<Echo> {
  const { status, text } = await requestFrom(
    localAddress,
    `http://127.0.0.1:${gateway.port}${path}`,
    {
      headers: { apikey: ANON_KEY, ...headers },
    },
  )
  if (status !== 200) throw new Error(`${status}: ${text}`)
  return JSON.parse(text) as Echo
}

const forged = {
  'X-Forwarded-For': '6.6.6.6, 10.0.0.1',
  'X-Real-IP': '7.7.7.7',
  'CF-Connecting-IP': '8.8.8.8',
  Forwarded: 'for=9.9.9.9',
  'True-Client-IP': '5.5.5.5',
  'X-Client-IP': '4.4.4.4',
  'Sb-Forwarded-For': '3.3.3.3',
}

/** The forwarding headers of what a service received: exactly the gateway's three. */
function expectOnly(echo: Echo, address: string) {
  const seen = Object.fromEntries(
    FORWARDING_HEADERS.filter((h) => echo.headers[h] !== undefined).map((h) => [
      h,
      echo.headers[h],
    ]),
  )
  expect(seen).toEqual({
    'cf-connecting-ip': address,
    'x-real-ip': address,
    'x-forwarded-for': address,
  })
  const raw: string[] = []
  for (let i = 0; i + 1 < echo.raw.length; i += 2) {
    const name = echo.raw[i]!.toLowerCase()
    if ((FORWARDING_HEADERS as readonly string[]).includes(name))
      raw.push(`${name}: ${echo.raw[i + 1]}`)
  }
  expect(raw.sort()).toEqual(
    [`cf-connecting-ip: ${address}`, `x-forwarded-for: ${address}`, `x-real-ip: ${address}`].sort(),
  )
}

describe('the client address the gateway vouches for', () => {
  it('hands PostgREST the TCP peer of 127.0.0.1 and of 127.0.0.2: two clients', async () => {
    expectOnly(await get('/rest/v1/leads', '127.0.0.1'), '127.0.0.1')
    expectOnly(await get('/rest/v1/leads', '127.0.0.2'), '127.0.0.2')
  })

  it('drops every forwarding header the client wrote itself', async () => {
    const echo = await get('/rest/v1/leads', '127.0.0.2', forged)
    expectOnly(echo, '127.0.0.2')
    expect(JSON.stringify(echo)).not.toMatch(/[3-9]\.[3-9]\.[3-9]\.[3-9]|10\.0\.0\.1/)
  })

  it('hands the other services the same (auth: Node request, rawHeaders and hono alike)', async () => {
    const echo = await get('/auth/v1/echo', '127.0.0.3', forged)
    expectOnly(echo, '127.0.0.3')
    expect(echo.hono).toMatchObject({
      'cf-connecting-ip': '127.0.0.3',
      'x-real-ip': '127.0.0.3',
      'x-forwarded-for': '127.0.0.3',
    })
    expect(echo.hono).not.toHaveProperty('forwarded')
    expect(echo.hono).not.toHaveProperty('true-client-ip')
    expectOnly(await get('/auth/v1/node-echo', '127.0.0.4', forged), '127.0.0.4')
  })

  it('keeps the other headers as they were', async () => {
    const echo = await get('/rest/v1/leads', '127.0.0.2', { ...forged, 'X-Client-Info': 'test/1' })
    expect(echo.headers['x-client-info']).toBe('test/1')
    expect(echo.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  })
})
