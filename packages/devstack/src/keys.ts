/**
 * The Supabase CLI's well-known local secrets. They are public on purpose (every
 * `supabase start` uses them), so `supabase start` is a drop-in replacement for the devstack.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** role anon, iss supabase-demo, exp 2033 */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** role service_role, iss supabase-demo, exp 2033 */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export const DB_PASSWORD = 'postgres'
