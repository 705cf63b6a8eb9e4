/**
 * Learner accounts: sign up (with a username for the profile), sign in, sign out, the password
 * reset by mail, and auth state changes. Every failure is an ApiError from ./errors.
 */
import type { LoginFormInput, SignupFormInput } from '@repo/courses'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import type { ApiClient } from './client'
import { invalidForm, toApiError } from './errors'
import { formSchemas } from './formSchemas'

export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'

export interface SignUpResult {
  userId: string | null
  /** True when the account waits for the confirmation mail (no session yet). */
  needsConfirmation: boolean
}

/**
 * Creates the account with the username and the page's language in its metadata (the database
 * trigger makes the profile from it; mails follow profiles.locale). When the server signs the user in straight away (confirmations off), the
 * profile is also upserted with id and username, as docs/product.md#calls describes.
 */
export async function signUp(
  client: ApiClient,
  input: SignupFormInput,
  options: { emailRedirectTo?: string; locale?: 'en' | 'bn'; captchaToken?: string } = {},
): Promise<SignUpResult> {
  const parsed = (await formSchemas()).signupSchema.safeParse(input)
  if (!parsed.success) throw invalidForm('auth.signUp', parsed.error)
  const { email, username, password } = parsed.data
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: {
      data: { username, ...(options.locale ? { locale: options.locale } : {}) },
      ...(options.emailRedirectTo ? { emailRedirectTo: options.emailRedirectTo } : {}),
      ...(options.captchaToken ? { captchaToken: options.captchaToken } : {}),
    },
  })
  if (error) throw toApiError(error, 'auth.signUp')
  const userId = data.user?.id ?? null
  if (data.session && userId) {
    const { error: profileError, status } = await client
      .from('profiles')
      .upsert({ id: userId, username }, { onConflict: 'id' })
    if (profileError) throw toApiError(profileError, 'profile.update', status)
  }
  return { userId, needsConfirmation: data.session === null }
}

/**
 * Email and password sign-in; a refusal carries the server's own message (docs/product.md#messages).
 * `captchaToken`: when Auth has captcha on, it asks for one here too (docs/decisions/0052).
 */
export async function signIn(
  client: ApiClient,
  input: LoginFormInput,
  options: { captchaToken?: string } = {},
): Promise<Session> {
  const parsed = (await formSchemas()).loginSchema.safeParse(input)
  if (!parsed.success) throw invalidForm('auth.signIn', parsed.error)
  const { data, error } = await client.auth.signInWithPassword({
    ...parsed.data,
    ...(options.captchaToken ? { options: { captchaToken: options.captchaToken } } : {}),
  })
  if (error) throw toApiError(error, 'auth.signIn')
  return data.session
}

export type SignOutScope = 'global' | 'local' | 'others'

/**
 * Signs out. 'local' (the default) ends this browser's session; 'global' every session of the
 * user; 'others' all but this one. An already ended session counts as signed out.
 */
export async function signOut(client: ApiClient, scope: SignOutScope = 'local'): Promise<void> {
  const { error } = await client.auth.signOut({ scope })
  if (!error) return
  const mapped = toApiError(error, 'auth.signOut')
  if (mapped.kind === 'session') return
  throw mapped
}

/**
 * Sends the recovery mail. `redirectTo` is the page the mail's link opens (the site's
 * /reset-password). The server answers the same for unknown addresses (no account probing).
 */
export async function requestPasswordReset(
  client: ApiClient,
  email: string,
  redirectTo: string,
  options: { captchaToken?: string } = {},
): Promise<void> {
  const parsed = (await formSchemas()).loginSchema.shape.email.safeParse(email)
  if (!parsed.success) throw invalidForm('auth.resetPassword', parsed.error)
  const { error } = await client.auth.resetPasswordForEmail(parsed.data, {
    redirectTo,
    ...(options.captchaToken ? { captchaToken: options.captchaToken } : {}),
  })
  if (error) throw toApiError(error, 'auth.resetPassword')
}

/** Sets a new password for the signed-in user (after following the recovery link). */
export async function updatePassword(client: ApiClient, password: string): Promise<void> {
  const parsed = (await formSchemas()).signupSchema.shape.password.safeParse(password)
  if (!parsed.success) throw invalidForm('auth.updatePassword', parsed.error)
  const { error } = await client.auth.updateUser({ password: parsed.data })
  if (error) throw toApiError(error, 'auth.updatePassword')
}

/** The current session, or null (read from storage; refreshed when it has expired). */
export async function getSession(client: ApiClient): Promise<Session | null> {
  const { data, error } = await client.auth.getSession()
  if (error) throw toApiError(error, 'auth.signIn')
  return data.session
}

/** Calls `listener` on every auth event (docs/product.md#states lists them); returns the unsubscribe. */
export function onAuthChange(
  client: ApiClient,
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = client.auth.onAuthStateChange(listener)
  return () => data.subscription.unsubscribe()
}
