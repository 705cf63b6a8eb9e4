import { createCore, type AuthOptions } from './core'
import { createMails } from './mails'
import { createTokens } from './tokens'

/** The state and helpers the rooms of the auth service share, passed to each room. */
export function createAuthState(opts: AuthOptions) {
  const core = createCore(opts)
  return { ...core, ...createTokens(core), ...createMails(core) }
}

export type AuthState = ReturnType<typeof createAuthState>
