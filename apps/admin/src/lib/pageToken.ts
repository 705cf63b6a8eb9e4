/**
 * The page an admin is on, in the address (?after=…): an opaque token of where each page before
 * it started, so a reload, a shared link, Back and Forward all open the same page, and Previous
 * still goes back from there (docs/decisions/0060). The server checks each position again.
 */
import type { KeysetCursor } from '@repo/api'
import { z } from 'zod'

const tokenSchema = z
  .array(z.tuple([z.string().min(1).max(64), z.string().min(1).max(64)]))
  .min(1)
  .max(500)

/** The token for the page that starts after the last of `starts` (page `starts.length + 1`). */
export function encodePageToken(starts: readonly KeysetCursor[]): string {
  return btoa(JSON.stringify(starts.map((c) => [c.at, c.id])))
}

/** The page starts a token holds, or null when it is not one of ours (edited, cut short). */
export function decodePageToken(token: string): KeysetCursor[] | null {
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(atob(token)))
    return parsed.success ? parsed.data.map(([at, id]) => ({ at, id })) : null
  } catch {
    return null
  }
}
