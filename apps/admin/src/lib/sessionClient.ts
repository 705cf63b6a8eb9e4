/**
 * The console's one Supabase client (the apps' light one: auth, database and storage, decision
 * 0046), made once: the login page signs in with it and the console then reads with it, so one
 * auth client holds and refreshes the session (sessionStore.ts says where it is kept).
 */
import { createBrowserClient, signInToConsole, type ApiClient } from '@repo/api'

let client: ApiClient | null = null

export function browserClient(): ApiClient {
  client ??= createBrowserClient({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  })
  return client
}

/** The login page's sign-in (who it is, through @repo/api), on this client. */
export const signIn = (email: string, password: string, captchaToken?: string) =>
  signInToConsole(browserClient(), email, password, captchaToken)
