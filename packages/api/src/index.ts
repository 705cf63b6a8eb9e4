export { createSupabaseClient, type SupabaseEnv } from './client'
