/**
 * The learner's own profile: read, save (name, phone, avatar_url, social_links) and the avatar
 * picture in the public `avatars` bucket, under the learner's folder `{uid}/`.
 */
import { avatarUpload, type AvatarMimeType, type ProfileEditFormInput } from '@repo/courses'
import type { ApiClient } from './client'
import { formSchemas } from './formSchemas'
import type { Json, Tables } from './database.types'
import { answered, invalidForm, toApiError, unexpectedResponse } from './errors'

export interface SocialLinks {
  twitter: string | null
  linkedin: string | null
  facebook: string | null
}

export type Profile = Omit<
  Pick<
    Tables<'profiles'>,
    'id' | 'username' | 'name' | 'phone' | 'avatar_url' | 'social_links' | 'role'
  >,
  'social_links'
> & { social_links: SocialLinks }

const profileColumns = 'id, username, name, phone, avatar_url, social_links, role'

/** The stored jsonb, whatever it holds, as the three links (anything else is dropped). */
export function toSocialLinks(value: Json | null | undefined): SocialLinks {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  const pick = (key: keyof SocialLinks) => {
    const v = source[key]
    return typeof v === 'string' && v !== '' ? v : null
  }
  return { twitter: pick('twitter'), linkedin: pick('linkedin'), facebook: pick('facebook') }
}

function toProfile(
  row: Pick<
    Tables<'profiles'>,
    'id' | 'username' | 'name' | 'phone' | 'avatar_url' | 'social_links' | 'role'
  >,
): Profile {
  return { ...row, social_links: toSocialLinks(row.social_links) }
}

/** The profile of `userId` (RLS: only the owner or an admin sees it); null when there is none. */
export async function getProfile(client: ApiClient, userId: string): Promise<Profile | null> {
  const row = answered(
    await client.from('profiles').select(profileColumns).eq('id', userId).maybeSingle(),
    'profile.read',
  )
  return row ? toProfile(row) : null
}

/** The parsed edit form, or an 'invalid' ApiError with the first problem's message. */
async function parseProfileEdit(input: ProfileEditFormInput) {
  const parsed = (await formSchemas()).profileEditSchema.safeParse(input)
  if (!parsed.success) throw invalidForm('profile.update', parsed.error)
  return parsed.data
}

/**
 * Validates the edit form (Bangladeshi mobile, http(s) links) and upserts the profile on its
 * id. `avatarUrl` is what the profile's picture should be after the save.
 */
export async function saveProfile(
  client: ApiClient,
  userId: string,
  input: ProfileEditFormInput,
  avatarUrl: string | null,
): Promise<Profile> {
  const { name, phone, social_links } = await parseProfileEdit(input)
  const { data, error, status } = await client
    .from('profiles')
    .upsert(
      { id: userId, name, phone, avatar_url: avatarUrl, social_links: { ...social_links } },
      { onConflict: 'id' },
    )
    .select(profileColumns)
    .single()
  if (error) throw toApiError(error, 'profile.update', status)
  return toProfile(data)
}

/** A random object name that works outside secure contexts too (no crypto.randomUUID). */
export function randomObjectName(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The storage path of an avatar for a file: `{uid}/<random>.<ext>`. */
export function avatarPath(
  userId: string,
  mimeType: AvatarMimeType,
  name: string = randomObjectName(),
): string {
  return `${userId}/${name}.${avatarUpload.extensions[mimeType]}`
}

/** Checks an avatar file before anything is sent: images only, at most 2 MB, not empty. */
export async function checkAvatarFile(file: File): Promise<void> {
  const parsed = (await formSchemas()).avatarFileSchema.safeParse(file)
  if (!parsed.success) throw invalidForm('storage.upload', parsed.error)
}

export interface UploadedAvatar {
  path: string
  publicUrl: string
}

/**
 * Uploads the picture as a new object (cache-control 3600 seconds, never overwriting) and
 * answers its public URL. The profile is not changed here (see saveProfileWithAvatar).
 */
export async function uploadAvatar(
  client: ApiClient,
  userId: string,
  file: File,
): Promise<UploadedAvatar> {
  await checkAvatarFile(file)
  const path = avatarPath(userId, file.type as AvatarMimeType)
  const bucket = client.storage.from(avatarUpload.bucket)
  const { data, error } = await bucket.upload(path, file, {
    cacheControl: String(avatarUpload.cacheControlSeconds),
    upsert: avatarUpload.upsert,
    contentType: file.type,
  })
  if (error) throw toApiError(error, 'storage.upload')
  if (!data?.path) throw unexpectedResponse('storage.upload', data)
  return { path: data.path, publicUrl: bucket.getPublicUrl(data.path).data.publicUrl }
}

/**
 * The object path of one of `userId`'s avatars from its public URL, or null when the URL is
 * not a picture of theirs in the avatars bucket (an external URL is never touched).
 */
export function avatarPathFromUrl(publicUrl: string, userId: string): string | null {
  const marker = `/storage/v1/object/public/${avatarUpload.bucket}/`
  let pathname: string
  try {
    pathname = new URL(publicUrl).pathname
  } catch {
    return null
  }
  const at = pathname.indexOf(marker)
  if (at < 0) return null
  const path = decodeURIComponent(pathname.slice(at + marker.length))
  const [folder, ...rest] = path.split('/')
  return folder === userId && rest.length === 1 && rest[0] !== '' && !rest[0]!.includes('..')
    ? path
    : null
}

/** Removes one of the user's avatar objects by its public URL; other URLs are left alone. */
export async function removeAvatar(
  client: ApiClient,
  userId: string,
  publicUrl: string,
): Promise<void> {
  const path = avatarPathFromUrl(publicUrl, userId)
  if (path === null) return
  const { error } = await client.storage.from(avatarUpload.bucket).remove([path])
  if (error) throw toApiError(error, 'storage.remove')
}

export interface SaveProfileResult {
  profile: Profile
  /** The old picture could not be removed (it stays in storage; the profile is saved). */
  oldAvatarLeft: boolean
}

/**
 * Saves the profile and, when `newAvatar` is given, first uploads it; after a successful save
 * the old picture is removed. If the save fails, the just uploaded picture is removed again,
 * so a failed edit leaves storage and the profile as they were.
 */
export async function saveProfileWithAvatar(
  client: ApiClient,
  userId: string,
  input: ProfileEditFormInput,
  current: { avatarUrl: string | null },
  newAvatar?: File | null,
): Promise<SaveProfileResult> {
  // Validate the form before spending the learner's data on an upload.
  await parseProfileEdit(input)
  const uploaded = newAvatar ? await uploadAvatar(client, userId, newAvatar) : null
  let profile: Profile
  try {
    profile = await saveProfile(
      client,
      userId,
      input,
      uploaded ? uploaded.publicUrl : current.avatarUrl,
    )
  } catch (error) {
    if (uploaded)
      await client.storage
        .from(avatarUpload.bucket)
        .remove([uploaded.path])
        .catch(() => undefined)
    throw error
  }
  let oldAvatarLeft = false
  if (uploaded && current.avatarUrl && current.avatarUrl !== uploaded.publicUrl) {
    try {
      await removeAvatar(client, userId, current.avatarUrl)
    } catch {
      oldAvatarLeft = true
    }
  }
  return { profile, oldAvatarLeft }
}
