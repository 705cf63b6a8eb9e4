import type { ServerResponse } from 'node:http'
import { type JWTPayload } from 'jose'
import { sendJson } from '../http'
import { JWT_SECRET } from '../keys'

/** Storage's errors, rows and key and MIME rules, shared by the rooms of the storage service. */

export const secret = new TextEncoder().encode(JWT_SECRET)

/** Storage API errors: {statusCode, code, error, message}; like Storage, the HTTP status is 400 unless it is a 500. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message)
  }
}

export const E = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mime: (m: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${m} is not supported`,
    ),
  exists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  denied: (m: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', m),
  jwt: (m: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', m),
  key: (k: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${k}`),
  request: (m: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', m),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  notFound: () => new StorageError(404, 'NotFound', 'not_found', 'Route not found'),
  signature: (m = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', m),
  parameter: (p: string) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', `Invalid Parameter ${p}`),
  /** a request that fails Storage's route schema: Fastify's answer, which names no `code` */
  schema: (m: string) => new StorageError(400, '', 'Error', m),
}

export function sendError(res: ServerResponse, e: StorageError) {
  sendJson(res, e.httpStatus, {
    statusCode: String(e.statusCode),
    ...(e.code ? { code: e.code } : {}),
    error: e.error,
    message: e.message,
  })
}

export function fromPg(err: unknown): StorageError {
  const e = err as { code?: string; message?: string }
  if (e.code === '42501') {
    return E.denied(
      e.message?.includes('row-level security')
        ? 'new row violates row-level security policy'
        : (e.message ?? 'Access denied'),
    )
  }
  if (e.code === '23505') return E.exists()
  if (e.code === '23503')
    return new StorageError(
      404,
      'RelatedResourceNotFound',
      'RelatedResourceNotFound',
      'The related resource does not exist',
    )
  if (e.code === '57014')
    return new StorageError(
      544,
      'DatabaseTimeout',
      'DatabaseTimeout',
      'The connection to the database timed out',
      500,
    )
  return new StorageError(
    500,
    'DatabaseError',
    'DatabaseError',
    `database error, code: ${e.code ?? 'unknown'}`,
  )
}

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: JWTPayload & { role?: string; sub?: string }
}

export interface BucketRow {
  id: string
  name: string
  public: boolean | null
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
  owner: string | null
  owner_id: string | null
  created_at: Date
  updated_at: Date
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: Record<string, unknown> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
}

/** `text` as a JSON object, or an InvalidRequest with `refusal`. */
export function jsonObject(text: string, refusal: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
  } catch {
    // fall through
  }
  throw E.request(refusal)
}

export function validKey(name: string): boolean {
  if (!name || name.length > 1024) return false
  if (name.startsWith('/') || name.split('/').some((s) => s === '..' || s === '.')) return false
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(name)
}

export function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, ext, ...rest] = mimeType.split('/')
  if (type === undefined || ext === undefined || rest.length) throw E.mime(mimeType)
  for (const a of allowed) {
    const [at, ae] = a.split('/')
    if (at === type && (ae === '*' || ae === ext)) return
  }
  throw E.mime(mimeType)
}
