import { describe, expect, it } from 'vitest'
import {
  avatarPath,
  avatarPathFromUrl,
  getProfile,
  saveProfile,
  saveProfileWithAvatar,
  toSocialLinks,
  uploadAvatar,
} from './profile'
import { fakeBackend, rejection } from './test-support'
import { databaseError, reply } from './test-answers'

const uid = '11111111-1111-4111-8111-111111111111'
const base = 'http://127.0.0.1:54321'
const oldUrl = `${base}/storage/v1/object/public/avatars/${uid}/old.png`
const profileRow = {
  id: uid,
  username: 'rahim',
  name: 'Rahim Uddin',
  phone: '01712345678',
  avatar_url: oldUrl,
  social_links: { facebook: 'https://facebook.com/rahim' },
  role: 'learner',
}
const edit = {
  name: 'Rahim Uddin',
  phone: '017-1234-5678',
  social_links: { twitter: '', linkedin: 'https://linkedin.com/in/rahim', facebook: '' },
}
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' })

describe('getProfile', () => {
  it('reads the profile by id and fills in missing links', async () => {
    const { client, requests } = fakeBackend(() => reply(200, profileRow))
    const p = await getProfile(client, uid)
    expect(p?.social_links).toEqual({
      twitter: null,
      linkedin: null,
      facebook: 'https://facebook.com/rahim',
    })
    expect(new URL(requests[0]!.url).searchParams.get('id')).toBe(`eq.${uid}`)
  })

  it('answers null when there is no profile and maps a failure', async () => {
    expect(await getProfile(fakeBackend(() => reply(200, null)).client, uid)).toBeNull()
    const down = fakeBackend(() => databaseError(500, 'XX000', 'internal'))
    expect((await rejection(getProfile(down.client, uid))).operation).toBe('profile.read')
  })

  it('ignores whatever else the links column holds', () => {
    expect(toSocialLinks(null)).toEqual({ twitter: null, linkedin: null, facebook: null })
    expect(toSocialLinks(['x'])).toEqual({ twitter: null, linkedin: null, facebook: null })
    expect(toSocialLinks({ twitter: 3, linkedin: '' })).toEqual({
      twitter: null,
      linkedin: null,
      facebook: null,
    })
  })
})

describe('saveProfile', () => {
  it('upserts name, phone, avatar and links on the id', async () => {
    const { client, requests } = fakeBackend(() => reply(201, profileRow))
    await saveProfile(client, uid, edit, oldUrl)
    const r = requests[0]!
    expect(r.method).toBe('POST')
    expect(new URL(r.url).searchParams.get('on_conflict')).toBe('id')
    expect(r.body).toEqual({
      id: uid,
      name: 'Rahim Uddin',
      phone: '01712345678',
      avatar_url: oldUrl,
      social_links: { twitter: null, linkedin: 'https://linkedin.com/in/rahim', facebook: null },
    })
  })

  it.each([
    [{ ...edit, phone: '02-123456' }, 'Enter a Bangladeshi mobile number like 01712345678.'],
    [
      { ...edit, social_links: { ...edit.social_links, twitter: 'javascript:alert(1)' } },
      'Enter a full link starting with http:// or https://, like https://facebook.com/yourname.',
    ],
    [{ ...edit, name: '' }, 'Enter your name.'],
  ])('refuses %o before sending anything', async (input, message) => {
    const { client, requests } = fakeBackend(() => reply(201, profileRow))
    const e = await rejection(saveProfile(client, uid, input, null))
    expect(e.kind).toBe('invalid')
    expect(e.serverText).toBe(message)
    expect(requests).toHaveLength(0)
  })

  it("answers 'Update failed' when the database refuses, and a lost connection as retryable", async () => {
    const refused = fakeBackend(() =>
      databaseError(400, '23514', 'violates check constraint "profiles_phone_check"'),
    )
    const e = await rejection(saveProfile(refused.client, uid, edit, null))
    expect([e.kind, e.code, e.operation]).toEqual(['invalid', '23514', 'profile.update'])
    const rls = fakeBackend(() =>
      databaseError(403, '42501', 'new row violates row-level security policy'),
    )
    expect((await rejection(saveProfile(rls.client, uid, edit, null))).kind).toBe('forbidden')
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect((await rejection(saveProfile(offline.client, uid, edit, null))).kind).toBe('network')
  })
})

describe('avatars', () => {
  it('names the object {uid}/<random>.<ext>', () => {
    expect(avatarPath(uid, 'image/jpeg', 'abc')).toBe(`${uid}/abc.jpg`)
    const a = avatarPath(uid, 'image/webp')
    expect(a).toMatch(new RegExp(`^${uid}/[0-9a-f]{32}\\.webp$`))
    expect(avatarPath(uid, 'image/webp')).not.toBe(a)
  })

  it('uploads without overwriting, cached for an hour, and answers the public URL', async () => {
    const bodies: unknown[] = []
    const { client, requests } = fakeBackend((r) => {
      bodies.push(r.body)
      return reply(200, { Key: `avatars/${r.path.split('/avatars/')[1]}`, Id: 'o1' })
    })
    const uploaded = await uploadAvatar(client, uid, png())
    const r = requests[0]!
    expect(r.method).toBe('POST')
    expect(r.path).toMatch(new RegExp(`^/storage/v1/object/avatars/${uid}/[0-9a-f]{32}\\.png$`))
    expect(r.headers.get('x-upsert')).toBe('false')
    expect(uploaded.publicUrl).toBe(`${base}/storage/v1/object/public/avatars/${uploaded.path}`)
    expect(uploaded.path.startsWith(`${uid}/`)).toBe(true)
  })

  it('sends cacheControl 3600 with the file', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { Key: 'avatars/x', Id: 'o1' }))
    await uploadAvatar(client, uid, png())
    const form = requests[0]!.sent
    expect(form).toBeInstanceOf(FormData)
    expect((form as FormData).get('cacheControl')).toBe('3600')
  })

  it.each([
    [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'Choose an image file: JPEG, PNG, WebP or GIF.',
    ],
    [png(2 * 1024 * 1024 + 1), 'The image is too large: choose one of 2 MB or less.'],
    [png(0), 'This file is empty: choose another image.'],
  ])('refuses %o before sending anything', async (file, message) => {
    const { client, requests } = fakeBackend(() => reply(200, {}))
    const e = await rejection(uploadAvatar(client, uid, file))
    expect(e.kind).toBe('invalid')
    expect(e.serverText).toBe(message)
    expect(requests).toHaveLength(0)
  })

  it("answers 'Upload failed' when storage refuses and a lost connection as retryable", async () => {
    const refused = fakeBackend(() =>
      reply(400, {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      }),
    )
    const e = await rejection(uploadAvatar(refused.client, uid, png()))
    expect(e.kind).toBe('unknown')
    expect(e.operation).toBe('storage.upload')
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect((await rejection(uploadAvatar(offline.client, uid, png()))).kind).toBe('network')
  })

  it("finds the object of the learner's own avatar URLs only", () => {
    expect(avatarPathFromUrl(oldUrl, uid)).toBe(`${uid}/old.png`)
    expect(
      avatarPathFromUrl(`${base}/storage/v1/object/public/avatars/other-user/old.png`, uid),
    ).toBeNull()
    expect(avatarPathFromUrl('https://example.com/me.png', uid)).toBeNull()
    expect(
      avatarPathFromUrl(`${base}/storage/v1/object/public/avatars/${uid}/a/b.png`, uid),
    ).toBeNull()
    expect(avatarPathFromUrl('not a url', uid)).toBeNull()
  })
})

describe('saveProfileWithAvatar', () => {
  function backend(upsert: () => Response) {
    return fakeBackend((r) => {
      if (r.method === 'POST' && r.path.startsWith('/storage/v1/object/avatars/'))
        return reply(200, { Key: 'k', Id: 'o1' })
      if (r.path === '/rest/v1/profiles') return upsert()
      if (r.method === 'DELETE') return reply(200, [{ name: 'x' }])
      return reply(404, { message: 'unexpected' })
    })
  }

  it('uploads, saves the new URL, then removes the old picture', async () => {
    const { client, requests } = backend(() => reply(201, profileRow))
    const result = await saveProfileWithAvatar(client, uid, edit, { avatarUrl: oldUrl }, png())
    expect(result.oldAvatarLeft).toBe(false)
    expect(requests.map((r) => `${r.method} ${r.path.split('/').slice(0, 5).join('/')}`)).toEqual([
      'POST /storage/v1/object/avatars',
      'POST /rest/v1/profiles',
      'DELETE /storage/v1/object/avatars',
    ])
    const saved = requests[1]!.body as { avatar_url: string }
    expect(saved.avatar_url).toMatch(
      new RegExp(`/storage/v1/object/public/avatars/${uid}/[0-9a-f]{32}\\.png$`),
    )
    expect(requests[2]!.body).toEqual({ prefixes: [`${uid}/old.png`] })
  })

  it('removes the new picture again when the save fails, and keeps the old one', async () => {
    const { client, requests } = backend(() => databaseError(500, 'XX000', 'internal'))
    const e = await rejection(
      saveProfileWithAvatar(client, uid, edit, { avatarUrl: oldUrl }, png()),
    )
    expect(e.operation).toBe('profile.update')
    const removed = requests.find((r) => r.method === 'DELETE')!.body as { prefixes: string[] }
    expect(removed.prefixes[0]).toMatch(new RegExp(`^${uid}/[0-9a-f]{32}\\.png$`))
  })

  it('uploads nothing when the form is invalid, and saves without a new picture', async () => {
    const bad = backend(() => reply(201, profileRow))
    await rejection(
      saveProfileWithAvatar(bad.client, uid, { ...edit, phone: '123' }, { avatarUrl: null }, png()),
    )
    expect(bad.requests).toHaveLength(0)
    const plain = backend(() => reply(201, profileRow))
    await saveProfileWithAvatar(plain.client, uid, edit, { avatarUrl: oldUrl }, null)
    expect(plain.requests.map((r) => r.path)).toEqual(['/rest/v1/profiles'])
  })
})
