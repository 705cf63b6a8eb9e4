/**
 * The backend's answers as the Supabase clients give them, for the tests of the console's words
 * (errorWords.test.ts, refusalWords.test.ts): what @repo/api makes of them, then the words.
 */
import { toApiError, type Operation } from '@repo/api'
import { errorWords } from './errorWords'

/** PostgREST's error body, as postgrest-js gives it. */
export const pgError = (code: string, message = 'reworded by the database', details = '') => ({
  code,
  message,
  details,
  hint: '',
})

/** A raise of the database with its hint (the contract) and detail. */
export const hinted = (code: string, hint: string, details = '') => ({
  code,
  message: 'reworded by the database',
  details,
  hint,
})

/** What the console says for `error` of `operation` (with the response's status). */
export const said = (error: unknown, operation: Operation, status?: number) =>
  errorWords(toApiError(error, operation, status))
