/**
 * The Inbox's page in the address (?page=…): an opaque token of the message it starts after
 * (older) or before (newer), so a reload or Back opens the same page (docs/decisions/0060).
 */
import type { WalletMessageCursor } from '@repo/api'
import { z } from 'zod'

/** Which page: the first, or the one after (older) or before (newer) a message. */
export type PageAt = { after?: WalletMessageCursor; before?: WalletMessageCursor }

export const INBOX_PAGE_PARAM = 'page'

const cursor = z.object({ createdAt: z.string().min(1).max(64), id: z.string().min(1).max(64) })
const tokenSchema = z.union([
  z.object({ after: cursor }).strict(),
  z.object({ before: cursor }).strict(),
])

export function encodeInboxPage(at: PageAt): string | null {
  return at.after || at.before ? btoa(JSON.stringify(at)) : null
}

/** The page a token names, or null when it is not one of ours (edited, cut short). */
export function decodeInboxPage(token: string): PageAt | null {
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(atob(token)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
