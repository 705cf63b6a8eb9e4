import type { ApiError } from '@repo/api'

/**
 * True for the ApiError of packages/api (checked by shape, so a page that loads @repo/api
 * lazily can tell without importing the class).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    typeof (error as { kind?: unknown }).kind === 'string'
  )
}

/** Offline right now, as far as the browser knows: the one offline check of the site (forms too). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
