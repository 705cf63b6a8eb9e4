/** The learner site, where anyone who is not an admin is sent (VITE_SITE_URL). */
export const siteUrl = import.meta.env.VITE_SITE_URL || 'http://localhost:5173'

/**
 * Cloudflare Turnstile's sitekey (VITE_TURNSTILE_SITE_KEY, public), the same as the learner
 * site's: with it the login shows the security check and sends its token to Auth; without it
 * there is no check and no request to Cloudflare (docs/decisions/0052). Read at render, so a
 * test can switch it with `vi.stubEnv`.
 */
export function turnstileSiteKey(): string {
  return import.meta.env.VITE_TURNSTILE_SITE_KEY ?? ''
}
