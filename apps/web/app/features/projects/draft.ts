import { createStore, del, get, set } from 'idb-keyval'
import type { DraftPhoto } from './photos'

/*
 * A hand-in being written survives a reload and a lost signal (issue 33): its words in local
 * storage, its compressed photos in IndexedDB (too big for local storage), both per learner and
 * project, cleared only once the hand-in is sent.
 */

export interface DraftText {
  note: string
  links: string[]
  /** The photos' order (their bytes are in IndexedDB under the same ids). */
  photoIds: string[]
  /** Photo id -> storage path, for the photos already uploaded: a retry sends only the rest. */
  uploaded: Record<string, string>
  /** When Send was tapped (ms), while that send has not landed: what counts for the due date. */
  tappedAt: number | null
}

export interface Draft extends Omit<DraftText, 'photoIds'> {
  photos: DraftPhoto[]
}

export const emptyDraft: Draft = { note: '', links: [], photos: [], uploaded: {}, tappedAt: null }

const TEXT_KEY = 'skill-courses_project-draft'

const textKey = (userId: string, projectId: string) => `${TEXT_KEY}:${userId}:${projectId}`

// One database of the site's own; created on first use, so a page that never drafts opens none.
let photoStore: ReturnType<typeof createStore> | undefined
const photos = () => (photoStore ??= createStore('skill-courses-drafts', 'photos'))

/** Stored as bytes and type: a Blob does not survive every browser's IndexedDB (nor jsdom's). */
interface StoredPhoto {
  type: string
  bytes: ArrayBuffer
}

function readText(userId: string, projectId: string): DraftText | null {
  try {
    const raw = window.localStorage.getItem(textKey(userId, projectId))
    const parsed = raw ? (JSON.parse(raw) as Partial<DraftText>) : null
    if (!parsed || typeof parsed !== 'object') return null
    return {
      note: typeof parsed.note === 'string' ? parsed.note : '',
      links: Array.isArray(parsed.links) ? parsed.links.filter((l) => typeof l === 'string') : [],
      photoIds: Array.isArray(parsed.photoIds) ? parsed.photoIds : [],
      uploaded:
        parsed.uploaded && typeof parsed.uploaded === 'object' ? { ...parsed.uploaded } : {},
      tappedAt: typeof parsed.tappedAt === 'number' ? parsed.tappedAt : null,
    }
  } catch {
    return null
  }
}

/** The draft kept for this learner and project (an empty one when none, or when unreadable). */
export async function readDraft(userId: string, projectId: string): Promise<Draft> {
  const text = readText(userId, projectId)
  if (!text) return emptyDraft
  const { photoIds, ...rest } = text
  const found = await Promise.all(
    photoIds.map(async (id): Promise<DraftPhoto | null> => {
      try {
        const stored = await get<StoredPhoto>(`${userId}:${projectId}:${id}`, photos())
        return stored ? { id, blob: new Blob([stored.bytes], { type: stored.type }) } : null
      } catch (error) {
        console.warn('A photo of the draft could not be read:', error)
        return null
      }
    }),
  )
  return { ...rest, photos: found.filter((p) => p !== null) }
}

/** Keeps the draft's words, links, photo order, uploads and tap (synchronous: nothing typed is lost). */
export function saveDraftText(userId: string, projectId: string, draft: Draft): void {
  const text: DraftText = {
    note: draft.note,
    links: draft.links,
    photoIds: draft.photos.map((p) => p.id),
    uploaded: draft.uploaded,
    tappedAt: draft.tappedAt,
  }
  try {
    window.localStorage.setItem(textKey(userId, projectId), JSON.stringify(text))
  } catch (error) {
    // Storage full or off (a private window): the draft lives as long as the page.
    console.warn('The draft could not be kept on this phone:', error)
  }
}

/** Keeps one compressed photo of the draft. */
export async function savePhoto(userId: string, projectId: string, photo: DraftPhoto) {
  const stored: StoredPhoto = { type: photo.blob.type, bytes: await photo.blob.arrayBuffer() }
  await set(`${userId}:${projectId}:${photo.id}`, stored, photos())
}

/** Forgets one photo of the draft. */
export async function removePhoto(userId: string, projectId: string, photoId: string) {
  await del(`${userId}:${projectId}:${photoId}`, photos())
}

/** Forgets the whole draft (once it is sent). */
export async function clearDraft(userId: string, projectId: string, photoIds: readonly string[]) {
  try {
    window.localStorage.removeItem(textKey(userId, projectId))
  } catch {
    // Nothing kept to forget.
  }
  await Promise.all(photoIds.map((id) => removePhoto(userId, projectId, id)))
}
