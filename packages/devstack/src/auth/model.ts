import { createHash, randomBytes, randomInt } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { JWTPayload } from 'jose'
import type pg from 'pg'
import { JWT_SECRET } from '../keys'
import { badRequest, type AuthError } from './errors'

/** Rows of GoTrue's tables and the small pure helpers the auth service is built from. */

export const NIL_UUID = '00000000-0000-0000-0000-000000000000'
export const MAX_PASSWORD_LENGTH = 72
export const BODY_LIMIT = 1024 * 1024
export const secret = new TextEncoder().encode(JWT_SECRET)

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  email_change: string | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  is_anonymous: boolean
  deleted_at: Date | null
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

export interface Claims extends JWTPayload {
  sub?: string
  session_id?: string
  role?: string
  email?: string
}

export type Db = pg.PoolClient | pg.Pool

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined)

/** GoTrue stores sha224(email + otp) in confirmation_token / recovery_token and mails the hash as the link token. */
export const tokenHash = (emailOrPhone: string, otp: string) =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')

export function refreshTokenString(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = randomBytes(12)
  let out = ''
  for (const b of bytes) out += alphabet[b % alphabet.length]
  return out
}

export function otpCode(length: number): string {
  let s = ''
  for (let i = 0; i < length; i++) s += String(randomInt(10))
  return s
}

/** The same bcrypt that GoTrue and pgcrypto's crypt(..., gen_salt('bf')) produce ($2a$, cost 10). */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, 10)
  return hash.replace(/^\$2b\$/, '$2a$')
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$/.test(hash)) return false
  try {
    return await bcrypt.compare(password, hash.replace(/^\$2[xy]\$/, '$2a$'))
  } catch {
    return false
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email === '')
    throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_RE.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}

export const isBanned = (u: UserRow) => !!u.banned_until && u.banned_until.getTime() > Date.now()

export const isConfirmed = (u: UserRow) => !!u.email_confirmed_at

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1'
}

/** GoTrue's glob for additional_redirect_urls: `*` stops at `.` and `/`, `**` crosses them. */
export function globToRegExp(pattern: string): RegExp {
  let re = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string
    if (c === '*') {
      if (pattern[i + 1] === '*') {
        re += '.*'
        i++
      } else re += '[^./]*'
    } else if (c === '?') re += '[^./]'
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}

/** Work that must be kept even though the request fails (GoTrue's NewCommitWithError). */
export class CommitThenFail extends Error {
  constructor(readonly failure: AuthError) {
    super(failure.message)
  }
}

/** PKCE (flowType: 'pkce' in supabase-js): the challenge a sign-up or recovery carries. */
export interface Pkce {
  method: 's256' | 'plain'
  challenge: string
}
