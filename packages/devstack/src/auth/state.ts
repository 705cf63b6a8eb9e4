import { createCaptcha } from './captcha'
import { createCore, type AuthOptions } from './core'
import { createLimits } from './limits'
import { createMails } from './mails'
import { createTokens } from './tokens'

/** The state and helpers the rooms of the auth service share, passed to each room. */
export function createAuthState(opts: AuthOptions) {
  const core = createCore(opts)
  const limits = createLimits(core.cfg.rateLimit)
  const captcha = createCaptcha(core.cfg.captcha)
  return { ...core, limits, captcha, ...createTokens(core), ...createMails(core, limits) }
}

export type AuthState = ReturnType<typeof createAuthState>
