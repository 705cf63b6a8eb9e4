import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_API_KEY } from '../src/gateway'
import {
  adminSql,
  anon,
  decodeJwt,
  service,
  stackOn,
  storageError,
  type TestStack,
} from './helpers'

/**
 * Signed URLs of a private bucket, shaped like the project's `submissions` (learners' photos,
 * read by mentors), and the bucket's upload rules. The bucket and its policies are made here,
 * as the platform's superuser, not by a migration.
 */

const BUCKET = 'submissions-test'
const NOT_READABLE = 'Either the object does not exist or you do not have access to it'
const OBJECT_NOT_FOUND = {
  statusCode: '404',
  code: 'NoSuchKey',
  error: 'not_found',
  message: 'Object not found',
}
const own = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text`
const SETUP = [
  `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
   values ('${BUCKET}', '${BUCKET}', false, 4096, array['image/png', 'image/jpeg'])`,
  `create policy "submissions-test: upload into the own folder" on storage.objects
   for insert to authenticated with check (${own})`,
  `create policy "submissions-test: replace the own" on storage.objects
   for update to authenticated using (${own})`,
  `create policy "submissions-test: delete the own" on storage.objects
   for delete to authenticated using (${own})`,
  `create policy "submissions-test: the learner and mentors read" on storage.objects
   for select to authenticated using (${own}
     or (bucket_id = '${BUCKET}' and (select auth.jwt()) -> 'app_metadata' ->> 'role' = 'mentor'))`,
]

let stack: TestStack
let learner: SupabaseClient
let other: SupabaseClient
let mentor: SupabaseClient
const ids: Record<string, string> = {}
const tokens: Record<string, string> = {}

const png = (...bytes: number[]) =>
  new Blob([new Uint8Array([137, 80, 78, 71, ...bytes])], { type: 'image/png' })

async function signIn(email: string, appMetadata: Record<string, unknown> = {}) {
  const password = 'signed-pass-1'
  const made = await service(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: appMetadata,
  })
  expect(made.error).toBeNull()
  const client = anon(stack)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  ids[email] = data.user?.id ?? ''
  tokens[email] = data.session?.access_token ?? ''
  return client
}

/** A storage request as supabase-js sends it: the anon key, and the user's JWT if `as` names one. */
function storage(path: string, init: { as?: string; json?: unknown; method?: string } = {}) {
  const headers: Record<string, string> = { apikey: stack.anonKey }
  if (init.as) headers.authorization = `Bearer ${tokens[init.as]}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${stack.apiUrl}/storage/v1${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
}

/** A token as Storage would sign it, with the claims and times given. */
function token(claims: Record<string, unknown>, exp: number, secret = stack.jwtSecret) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(exp - 60)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret))
}

const signedUrl = (path: string, t: string) =>
  `${stack.apiUrl}/storage/v1/object/sign/${BUCKET}/${path}?token=${t}`
const now = () => Math.floor(Date.now() / 1000)
let photo: string
let othersPhoto: string

beforeAll(async () => {
  stack = await stackOn({})
  for (const statement of SETUP) await adminSql(stack, statement)
  learner = await signIn('learner@example.com')
  other = await signIn('other@example.com')
  mentor = await signIn('mentor@example.com', { role: 'mentor' })
  photo = `${ids['learner@example.com']}/project 1.png`
  othersPhoto = `${ids['other@example.com']}/project.png`
  expect((await learner.storage.from(BUCKET).upload(photo, png(1, 2, 3))).error).toBeNull()
  expect((await other.storage.from(BUCKET).upload(othersPhoto, png(9))).error).toBeNull()
})

afterAll(() => stack?.stop())

describe('POST /object/sign/{bucket}/{path}', () => {
  it('signs the owner’s object; the URL serves its bytes and type to anyone, without a key', async () => {
    const res = await storage(`/object/sign/${BUCKET}/${photo}`, {
      as: 'learner@example.com',
      json: { expiresIn: 60 },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { signedURL: string }
    expect(Object.keys(body)).toEqual(['signedURL'])
    const prefix = `/object/sign/${BUCKET}/${photo}?token=`
    expect(body.signedURL.startsWith(prefix)).toBe(true)
    const claims = decodeJwt(body.signedURL.slice(prefix.length))
    expect(claims).toMatchObject({ url: `${BUCKET}/${photo}`, scope: 'download' })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60)

    const { data, error } = await learner.storage.from(BUCKET).createSignedUrl(photo, 60)
    expect(error).toBeNull()
    const url = data?.signedUrl ?? ''
    expect(url.startsWith(encodeURI(`${stack.apiUrl}/storage/v1${prefix}`))).toBe(true)
    const got = await fetch(url)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    // Storage's renderer: the answer expires with the token and carries no cache-control
    const exp = Number(decodeJwt(new URL(url).searchParams.get('token') ?? '').exp)
    expect(got.headers.get('expires')).toBe(new Date(exp * 1000).toUTCString())
    expect(got.headers.get('cache-control')).toBeNull()
    expect([...new Uint8Array(await got.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3])

    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('7')
    expect(await head.text()).toBe('')
  })

  it('signs for whoever RLS lets select the row: a mentor too', async () => {
    const { data, error } = await mentor.storage.from(BUCKET).createSignedUrl(photo, 30)
    expect(error).toBeNull()
    expect((await fetch(data?.signedUrl ?? '')).status).toBe(200)
  })

  it('answers another learner, anon and a missing object with Object not found', async () => {
    const theirs = await other.storage.from(BUCKET).createSignedUrl(photo, 60)
    expect(theirs.data).toBeNull()
    expect(theirs.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    })
    const visitor = await anon(stack).storage.from(BUCKET).createSignedUrl(photo, 60)
    expect(visitor.error).toMatchObject({ status: 400, statusCode: '404' })
    for (const [as, path] of [
      ['other@example.com', photo],
      [undefined, photo],
      ['learner@example.com', `${ids['learner@example.com']}/never.png`],
      ['learner@example.com', othersPhoto],
    ] as const) {
      const res = await storage(`/object/sign/${BUCKET}/${path}`, { as, json: { expiresIn: 60 } })
      expect(await storageError(res), `${as} ${path}`).toEqual(OBJECT_NOT_FOUND)
    }
  })

  it("checks expiresIn as Storage's route schema does", async () => {
    for (const [json, message] of [
      [{}, "body must have required property 'expiresIn'"],
      [{ expiresIn: 0 }, 'body/expiresIn must be >= 1'],
      [{ expiresIn: 1.5 }, 'body/expiresIn must be integer'],
      [{ expiresIn: 'soon' }, 'body/expiresIn must be integer'],
    ] as const) {
      const res = await storage(`/object/sign/${BUCKET}/${photo}`, {
        as: 'learner@example.com',
        json,
      })
      expect(await storageError(res)).toEqual({ statusCode: '400', error: 'Error', message })
    }
    const late = await storage(`/object/sign/${BUCKET}/${photo}`, {
      as: 'learner@example.com',
      json: { expiresIn: Number.MAX_SAFE_INTEGER },
    })
    expect(await storageError(late)).toEqual({
      statusCode: '400',
      code: 'InvalidParameter',
      error: 'InvalidParameter',
      message: 'Invalid Parameter expiresIn',
    })
  })
})

describe('GET /object/sign/{bucket}/{path}?token=', () => {
  it('refuses an expired token with InvalidJWT', async () => {
    const t = await token({ url: `${BUCKET}/${photo}`, scope: 'download' }, now() - 5)
    const res = await fetch(signedUrl(encodeURI(photo), t))
    expect(await storageError(res)).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    })
  })

  it('refuses a tampered token, a foreign secret, another path, an upload token and no token', async () => {
    const { data } = await learner.storage.from(BUCKET).createSignedUrl(photo, 60)
    const good = new URL(data?.signedUrl ?? '').searchParams.get('token') ?? ''
    const [head, payload, signature] = good.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object
    const forged = Buffer.from(
      JSON.stringify({ ...claims, url: `${BUCKET}/${othersPhoto}` }),
    ).toString('base64url')
    const invalidJwt = (message: string) => ({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message,
    })
    const invalidSignature = (message = 'Invalid signature') => ({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message,
    })
    const later = now() + 60
    for (const [path, t, answer] of [
      // the payload changed to another learner's photo, the signature kept
      [othersPhoto, `${head}.${forged}.${signature}`, invalidJwt('signature verification failed')],
      // the signature changed
      [
        photo,
        `${head}.${payload}.${signature?.slice(0, -2)}AA`,
        invalidJwt('signature verification failed'),
      ],
      [
        photo,
        await token(
          { url: `${BUCKET}/${photo}` },
          later,
          'another-secret-of-at-least-32-characters',
        ),
        invalidJwt('signature verification failed'),
      ],
      // a good token, used for another object
      [othersPhoto, good, invalidSignature()],
      // the project's anon key is a JWT of the same secret, but no signed URL
      [photo, stack.anonKey, invalidSignature()],
      // an upload token (createSignedUploadUrl's claims) never reads
      [
        photo,
        await token({ url: `${BUCKET}/${photo}`, upsert: false }, later),
        invalidSignature('Token is not scoped for download'),
      ],
    ] as const) {
      const res = await fetch(signedUrl(encodeURI(path), t))
      expect(await storageError(res), path).toEqual(answer)
    }
    const none = await fetch(`${stack.apiUrl}/storage/v1/object/sign/${BUCKET}/${encodeURI(photo)}`)
    expect(await storageError(none)).toEqual({
      statusCode: '400',
      error: 'Error',
      message: "querystring must have required property 'token'",
    })
    // a token of Storage's older shape (no scope) still reads
    const legacy = await token({ url: `${BUCKET}/${photo}` }, later)
    expect((await fetch(signedUrl(encodeURI(photo), legacy))).status).toBe(200)
  })

  it('answers Object not found once the object is removed, though the token is still valid', async () => {
    const path = `${ids['learner@example.com']}/gone.png`
    expect((await learner.storage.from(BUCKET).upload(path, png(4))).error).toBeNull()
    const { data } = await learner.storage.from(BUCKET).createSignedUrl(path, 60)
    expect((await learner.storage.from(BUCKET).remove([path])).error).toBeNull()
    expect(await storageError(await fetch(data?.signedUrl ?? ''))).toEqual(OBJECT_NOT_FOUND)
  })
})

describe('POST /object/sign/{bucket} (createSignedUrls)', () => {
  it('signs the paths the caller may select and names the others with an error', async () => {
    const missing = `${ids['learner@example.com']}/never.png`
    const paths = [photo, othersPhoto, missing]
    const res = await storage(`/object/sign/${BUCKET}`, {
      as: 'learner@example.com',
      json: { expiresIn: 120, paths },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { error: string | null; path: string; signedURL: string }[]
    expect(body).toEqual([
      {
        error: null,
        path: photo,
        signedURL: expect.stringMatching(
          new RegExp(
            `^/object/sign/${BUCKET}/${ids['learner@example.com']}/project 1\\.png\\?token=`,
          ),
        ),
      },
      { error: NOT_READABLE, path: othersPhoto, signedURL: null },
      { error: NOT_READABLE, path: missing, signedURL: null },
    ])
    const claims = decodeJwt(body[0]?.signedURL.split('?token=')[1] ?? '')
    expect(claims).toMatchObject({ url: `${BUCKET}/${photo}`, scope: 'download' })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(120)

    const { data, error } = await learner.storage.from(BUCKET).createSignedUrls(paths, 60)
    expect(error).toBeNull()
    expect(data?.map((d) => [d.path, d.error, d.signedUrl === null])).toEqual([
      [photo, null, false],
      [othersPhoto, NOT_READABLE, true],
      [missing, NOT_READABLE, true],
    ])
    const got = await fetch(data?.[0]?.signedUrl ?? '')
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')

    const asMentor = await mentor.storage.from(BUCKET).createSignedUrls(paths, 60)
    expect(asMentor.data?.map((d) => d.error)).toEqual([null, null, NOT_READABLE])
    const asAnon = await anon(stack).storage.from(BUCKET).createSignedUrls(paths, 60)
    expect(asAnon.data?.map((d) => d.error)).toEqual([NOT_READABLE, NOT_READABLE, NOT_READABLE])
  })

  it("checks the body as Storage's route schema does", async () => {
    for (const [json, message] of [
      [{ expiresIn: 60 }, "body must have required property 'paths'"],
      [{ paths: [photo] }, "body must have required property 'expiresIn'"],
      [{ expiresIn: 60, paths: [] }, 'body/paths must NOT have fewer than 1 items'],
      [{ expiresIn: 60, paths: photo }, 'body/paths must be array'],
      [{ expiresIn: 60, paths: [photo, 7] }, 'body/paths/1 must be string'],
    ] as const) {
      const res = await storage(`/object/sign/${BUCKET}`, { as: 'learner@example.com', json })
      expect(await storageError(res), message).toEqual({
        statusCode: '400',
        error: 'Error',
        message,
      })
    }
  })
})

describe('the gateway and signed URLs', () => {
  it('lets only GET and HEAD of /storage/v1/object/sign/... through without a key', async () => {
    const { data } = await learner.storage.from(BUCKET).createSignedUrl(photo, 60)
    const url = data?.signedUrl ?? ''
    // what an <img src> sends: no apikey, no authorization, maybe an Origin
    const img = await fetch(url, { headers: { origin: 'http://localhost:5173' } })
    expect(img.status).toBe(200)
    expect(img.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200)
    for (const [method, path] of [
      ['POST', `/object/sign/${BUCKET}/${encodeURI(photo)}`],
      ['POST', `/object/sign/${BUCKET}`],
      ['GET', `/object/authenticated/${BUCKET}/${encodeURI(photo)}`],
      ['GET', `/object/${BUCKET}/${encodeURI(photo)}`],
      ['DELETE', `/object/sign/${BUCKET}/${encodeURI(photo)}`],
    ] as const) {
      const res = await fetch(`${stack.apiUrl}/storage/v1${path}`, { method })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(await res.json()).toEqual(NO_API_KEY)
    }
  })
})

describe('uploads into the private bucket', () => {
  it("enforces the bucket's file_size_limit and allowed_mime_types", async () => {
    const folder = ids['learner@example.com']
    const big = await learner.storage
      .from(BUCKET)
      .upload(`${folder}/big.png`, new Blob([new Uint8Array(5000)], { type: 'image/png' }))
    expect(big.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    const raw = await fetch(`${stack.apiUrl}/storage/v1/object/${BUCKET}/${folder}/big-raw.png`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${tokens['learner@example.com']}`,
        'content-type': 'image/png',
      },
      body: new Uint8Array(5000),
    })
    expect(await storageError(raw)).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
    for (const type of ['text/plain', 'image/gif']) {
      const wrong = await learner.storage
        .from(BUCKET)
        .upload(`${folder}/wrong`, new Blob(['x'], { type }))
      expect(wrong.error, type).toMatchObject({
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      })
    }
    const jpeg = await learner.storage
      .from(BUCKET)
      .upload(`${folder}/ok.jpg`, new Blob([new Uint8Array(4096)], { type: 'image/jpeg' }))
    expect(jpeg.error).toBeNull()
    expect(
      await storageError(
        await storage(`/object/sign/${BUCKET}/${folder}/big.png`, {
          as: 'learner@example.com',
          json: { expiresIn: 60 },
        }),
      ),
    ).toEqual(OBJECT_NOT_FOUND)
  })

  it('refuses an existing name with x-upsert: false (409 Duplicate); x-upsert: true and PUT replace it', async () => {
    const path = `${ids['learner@example.com']}/again.png`
    const send = (method: string, upsert: string | undefined, ...bytes: number[]) =>
      fetch(`${stack.apiUrl}/storage/v1/object/${BUCKET}/${path}`, {
        method,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${tokens['learner@example.com']}`,
          'content-type': 'image/png',
          ...(upsert === undefined ? {} : { 'x-upsert': upsert }),
        },
        body: new Uint8Array([137, 80, 78, 71, ...bytes]),
      })
    const bytes = async () => {
      const { data } = await learner.storage.from(BUCKET).createSignedUrl(path, 60)
      return [...new Uint8Array(await (await fetch(data?.signedUrl ?? '')).arrayBuffer())].slice(4)
    }
    expect((await send('POST', 'false', 1)).status).toBe(200)
    const duplicate = {
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    }
    expect(await storageError(await send('POST', 'false', 2))).toEqual(duplicate)
    expect(await storageError(await send('POST', undefined, 2))).toEqual(duplicate)
    expect(await bytes()).toEqual([1])
    expect((await send('POST', 'true', 3)).status).toBe(200)
    expect(await bytes()).toEqual([3])
    // PUT is Storage's update: it replaces whatever x-upsert says
    expect((await send('PUT', 'false', 4)).status).toBe(200)
    expect(await bytes()).toEqual([4])
  })
})
