import { MAX_PHOTO_BYTES } from '@repo/courses'
import { photoCompression } from './photoOptions'

/** What the photo input accepts: the types the submissions bucket takes. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** A photo ready to send: compressed on the phone, kept in the draft until it is sent. */
export interface DraftPhoto {
  /** The draft's own id of the photo (not its storage path). */
  id: string
  blob: Blob
}

export type PreparedPhoto = { ok: true; photo: DraftPhoto } | { ok: false; reason: PhotoRefusal }
export type PhotoRefusal = 'not_image' | 'too_big'

/**
 * Whether the file's first bytes are a JPEG's, a PNG's or a WebP's: the name and the type the
 * phone declares are only what the file says of itself (a .txt renamed .jpg).
 */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b)
  return (
    at(0, [0xff, 0xd8, 0xff]) ||
    at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50]))
  )
}

/**
 * A picked photo, checked and compressed to about 1 MB before anything is sent (a phone's
 * 12-megapixel photo is 4-8 MB of someone's mobile data). The compressor (~20 KB) loads with the
 * first photo picked, not with the page; decoding the photo is also the proof it is one.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!(await looksLikeImage(file))) return { ok: false, reason: 'not_image' }
  let blob: Blob
  try {
    const { default: compress } = await import('browser-image-compression')
    blob = await compress(file, photoCompression)
  } catch (error) {
    console.warn('A photo could not be compressed:', error)
    return { ok: false, reason: 'not_image' }
  }
  if (blob.size > MAX_PHOTO_BYTES) return { ok: false, reason: 'too_big' }
  return { ok: true, photo: { id: crypto.randomUUID(), blob } }
}

/** The bytes the photos will send, as megabytes with one decimal (at least 0.1 when any). */
export function megabytes(photos: readonly DraftPhoto[]): number {
  const bytes = photos.reduce((sum, p) => sum + p.blob.size, 0)
  if (bytes === 0) return 0
  return Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10)
}
