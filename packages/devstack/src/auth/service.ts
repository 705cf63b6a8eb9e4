import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerErrors, createRoom, node, sendJson, type Room } from '../http'
import { adminRoutes } from './admin'
import { confirmationRoutes } from './confirmation'
import type { AuthOptions } from './core'
import { devstackRoutes } from './devstack'
import type { Captcha } from './captcha'
import { AuthError, OAuthError, sendAuthError } from './errors'
import { recoveryRoutes } from './recovery'
import { sessionRoutes } from './sessions'
import { signupRoutes } from './signup'
import { guardRoutes } from './guards'
import { createAuthState } from './state'
import { userRoutes } from './users'

/**
 * The GoTrue (Supabase Auth) subset the project uses, written for the devstack against
 * GoTrue's documented behaviour: same routes, JSON shapes, status and error codes, and the
 * real auth.users / identities / sessions / refresh_tokens tables. Each room (sign-up,
 * confirmation, sessions, recovery, the user, admin) adds its routes; they share one state.
 */

export interface AuthService {
  /** mounted by the gateway at /auth/v1 */
  app: Room
  /** `[auth.captcha]` as it is now (the test hook changes it), for the join-now function */
  captcha: Pick<Captcha, 'settings' | 'onChange'>
  close(): Promise<void>
}

export function createAuthService(opts: AuthOptions): AuthService {
  const state = createAuthState(opts)
  const { cfg, autoconfirm } = state
  const app = createRoom()

  app.get(
    '/health',
    node((_req, res) =>
      sendJson(res, 200, {
        version: 'devstack',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
    ),
  )
  function settings(_req: IncomingMessage, res: ServerResponse) {
    const providers = [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'snapchat',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'workos',
      'twitch',
      'twitter',
      'email',
      'phone',
      'zoom',
    ]
    const external: Record<string, boolean> = {}
    // [auth.email] enable_signup is GoTrue's EXTERNAL_EMAIL_ENABLED (the Supabase CLI maps it so)
    for (const p of providers) external[p] = p === 'email' ? cfg.email.enableSignup : false
    sendJson(res, 200, {
      external,
      disable_signup: !cfg.enableSignup,
      mailer_autoconfirm: autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    })
  }

  app.get('/settings', node(settings))
  // HS256 keys are secret: the key set is empty, so supabase-js verifies through GET /user
  app.get(
    '/.well-known/jwks.json',
    node((_req, res) => sendJson(res, 200, { keys: [] })),
  )
  // the captcha and the rate limits, before the routes they guard
  guardRoutes(app, state)
  signupRoutes(app, state)
  confirmationRoutes(app, state)
  sessionRoutes(app, state)
  recoveryRoutes(app, state)
  userRoutes(app, state)
  adminRoutes(app, state)
  devstackRoutes(app, state)
  app.all(
    '*',
    node((req, _res, url) => {
      const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/'
      throw new AuthError(
        404,
        'not_found',
        `The devstack does not emulate ${req.method} /auth/v1${path}`,
      )
    }),
  )

  answerErrors(app, (err, req, res) => {
    if (err instanceof AuthError || err instanceof OAuthError) {
      sendAuthError(req, res, err)
      return
    }
    console.error(`[devstack] auth: ${err.stack ?? String(err)}`)
    sendAuthError(
      req,
      res,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    )
  })

  return { app, captcha: state.captcha, close: () => state.pool.end() }
}
