export { createBrowserClient } from './client'
export type { SupabaseEnv } from './env'
export { createPublicClient, type DataClient } from './publicClient'
export type { ApiClient, AppSupabaseClient } from './client'
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums } from './database.types'
export {
  ApiError,
  apiCodes,
  apiErrorKinds,
  databaseHints,
  operations,
  refusal,
  toApiError,
  type ApiCode,
  type ApiErrorInit,
  type ApiErrorKind,
  type DatabaseHint,
  type Operation,
} from './errors'
export * from './admin'
export * from './decisions'
export * from './coupons'
export {
  createJoinNowCaller,
  submitLead,
  LeadSubmitError,
  type JoinNowBody,
  type Lead,
  type LeadsClient,
} from './leads'
export * from './auth'
export * from './profile'
export * from './enrollment'
export * from './activity'
export * from './classroom'
export * from './notifications'
export * from './wallet'
export type { KeysetCursor, KeysetPage, KeysetQuery, ListTotal } from './keyset'
export * from './lists'
export * from './projects'
export * from './questions'
export * from './quizzes'
export * from './reports'
