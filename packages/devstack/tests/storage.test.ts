import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anon,
  AVATARS_MIGRATION,
  SEED_USER,
  service,
  sql,
  stackOn,
  storageError,
  type TestStack,
} from './helpers'

let stack: TestStack
let learner: SupabaseClient
let uid: string

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name)
}

const png = (...bytes: number[]) =>
  new Blob([new Uint8Array([137, 80, 78, 71, ...bytes])], { type: 'image/png' })

beforeAll(async () => {
  stack = await stackOn({
    config: '[storage]\nfile_size_limit = "1MiB"\n',
    migrations: { '20240101000000_avatars.sql': AVATARS_MIGRATION },
    seed: SEED_USER,
  })
  learner = anon(stack)
  const { data, error } = await learner.auth.signInWithPassword({
    email: 'seeded@example.com',
    password: 'seeded-pass-1',
  })
  expect(error).toBeNull()
  uid = data.user?.id ?? ''
})

afterAll(() => stack?.stop())

describe('upload and public read', () => {
  it('uploads into the own folder and serves it publicly with its type and cache-control', async () => {
    const path = `${uid}/avatar.png`
    const { data, error } = await learner.storage
      .from('avatars')
      .upload(path, png(1, 2, 3), { cacheControl: '3600', upsert: false })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` })

    const url = learner.storage.from('avatars').getPublicUrl(path).data.publicUrl
    expect(url).toBe(`${stack.apiUrl}/storage/v1/object/public/avatars/${path}`)
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3])
    expect(res.headers.get('content-disposition')).toBeNull()
    const asFile = await fetch(
      learner.storage.from('avatars').getPublicUrl(path, { download: 'me.png' }).data.publicUrl,
    )
    expect(asFile.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''me.png")

    const [row] = await sql<{ owner_id: string; metadata: { size: number; mimetype: string } }>(
      stack,
      `select owner_id, metadata from storage.objects where bucket_id = 'avatars' and name = $1`,
      [path],
    )
    expect(row).toMatchObject({ owner_id: uid, metadata: { size: 7, mimetype: 'image/png' } })
    expect(
      readdirSync(join(stack.fx.dataDir, 'storage', 'avatars', uid, 'avatar.png')),
    ).toHaveLength(1)
  })

  it('refuses to overwrite without x-upsert and replaces with it', async () => {
    const path = `${uid}/replace.png`
    expect((await learner.storage.from('avatars').upload(path, png(1))).error).toBeNull()
    const dup = await learner.storage.from('avatars').upload(path, png(2))
    expect(dup.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })

    const up = await learner.storage
      .from('avatars')
      .upload(path, png(9, 9), { upsert: true, cacheControl: '60' })
    expect(up.error).toBeNull()
    const res = await fetch(learner.storage.from('avatars').getPublicUrl(path).data.publicUrl)
    expect(res.headers.get('cache-control')).toBe('max-age=60')
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71, 9, 9])
    // the replaced version's bytes are gone from disk
    expect(
      readdirSync(join(stack.fx.dataDir, 'storage', 'avatars', uid, 'replace.png')),
    ).toHaveLength(1)
  })

  it("lets RLS refuse another user's folder and anonymous uploads", async () => {
    const other = await learner.storage.from('avatars').upload('someone-else/a.png', png(1))
    expect(other.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    const visitor = await anon(stack).storage.from('avatars').upload(`${uid}/x.png`, png(1))
    expect(visitor.error).toMatchObject({ statusCode: '403' })
    expect(
      await sql(stack, `select 1 from storage.objects where name in ('someone-else/a.png', $1)`, [
        `${uid}/x.png`,
      ]),
    ).toEqual([])
  })

  it("honours the global file_size_limit of config.toml and the bucket's types", async () => {
    const big = await learner.storage
      .from('avatars')
      .upload(`${uid}/big.png`, new Blob([new Uint8Array(1024 * 1024 + 10)], { type: 'image/png' }))
    expect(big.error).toMatchObject({ statusCode: '413' })
    const text = await learner.storage
      .from('avatars')
      .upload(`${uid}/note.txt`, new Blob(['hi'], { type: 'text/plain' }))
    expect(text.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    })
  })
})

describe('read, list and remove', () => {
  it('lists a folder sorted by name', async () => {
    await learner.storage.from('avatars').upload(`${uid}/b.png`, png(1))
    await learner.storage.from('avatars').upload(`${uid}/a.png`, png(1))
    const { data, error } = await learner.storage.from('avatars').list(uid)
    expect(error).toBeNull()
    const names = (data ?? []).map((f) => f.name)
    expect(names).toEqual([...names].sort())
    expect(names).toContain('a.png')
    expect(data?.find((f) => f.name === 'a.png')).toMatchObject({
      id: expect.any(String),
      metadata: { mimetype: 'image/png' },
    })
    const newestFirst = await learner.storage
      .from('avatars')
      .list(uid, { sortBy: { column: 'created_at', order: 'desc' } })
    expect(newestFirst.data?.[0]?.name).toBe('a.png')
    const root = await learner.storage.from('avatars').list()
    expect(root.data).toEqual([
      {
        name: uid,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ])
  })

  it('removes by the paths supabase-js sends, then the public URL answers Object not found', async () => {
    const path = `${uid}/gone.png`
    await learner.storage.from('avatars').upload(path, png(1))
    const { data, error } = await learner.storage
      .from('avatars')
      .remove([path, `${uid}/never-existed.png`])
    expect(error).toBeNull()
    expect(data?.map((o) => o.name)).toEqual([path])
    const res = await fetch(learner.storage.from('avatars').getPublicUrl(path).data.publicUrl)
    expect(await storageError(res)).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
    // the bytes are gone from disk
    expect(filesUnder(join(stack.fx.dataDir, 'storage', 'avatars', uid, 'gone.png'))).toEqual([])
  })

  it('does not serve a private bucket publicly, but to a caller RLS allows', async () => {
    expect(
      (await service(stack).storage.createBucket('private', { public: false })).error,
    ).toBeNull()
    expect(
      (await service(stack).storage.from('private').upload('doc.png', png(5))).error,
    ).toBeNull()
    const res = await fetch(`${stack.apiUrl}/storage/v1/object/public/private/doc.png`)
    expect(await storageError(res)).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    })
    const asService = await service(stack).storage.from('private').download('doc.png')
    expect(asService.error).toBeNull()
    expect(asService.data?.size).toBe(5)
    const asLearner = await learner.storage.from('private').download('doc.png')
    expect(asLearner.error).not.toBeNull()
  })
})

describe('buckets', () => {
  it('lets the service role create, change (partially), empty and delete a bucket', async () => {
    const admin = service(stack).storage
    expect(
      (await admin.createBucket('scratch', { public: true, fileSizeLimit: 2048 })).error,
    ).toBeNull()
    expect((await admin.createBucket('scratch')).error).toMatchObject({ statusCode: '409' })
    expect(
      (await admin.updateBucket('scratch', { public: true, allowedMimeTypes: ['image/png'] }))
        .error,
    ).toBeNull()
    const { data } = await admin.getBucket('scratch')
    expect(data).toMatchObject({ id: 'scratch', public: true, allowed_mime_types: ['image/png'] })
    expect((await admin.from('scratch').upload('x.png', png(1))).error).toBeNull()
    const notEmpty = await admin.deleteBucket('scratch')
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })
    expect((await admin.emptyBucket('scratch')).error).toBeNull()
    expect((await admin.from('scratch').list()).data).toEqual([])
    expect((await admin.deleteBucket('scratch')).error).toBeNull()
    expect((await admin.getBucket('scratch')).error).toMatchObject({ statusCode: '404' })
  })

  it('leaves bucket settings to the service role (RLS on storage.buckets)', async () => {
    expect((await learner.storage.createBucket('mine')).error).toMatchObject({ statusCode: '403' })
    expect((await learner.storage.updateBucket('avatars', { public: false })).error).toMatchObject({
      statusCode: '404',
    })
    expect((await learner.storage.emptyBucket('avatars')).error).toMatchObject({
      statusCode: '404',
    })
    expect((await learner.storage.deleteBucket('avatars')).error).toMatchObject({
      statusCode: '409',
    })
    const [bucket] = await sql<{ public: boolean }>(
      stack,
      `select public from storage.buckets where id = 'avatars'`,
    )
    expect(bucket?.public).toBe(true)
  })
})
