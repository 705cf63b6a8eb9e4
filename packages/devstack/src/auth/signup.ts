import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, node, type Room } from '../http'
import { badRequest, unprocessable } from './errors'
import { hashPassword, validateEmail, type UserRow, isConfirmed } from './model'
import { emailNotPhone, jsonBody, jsonString, jsonObject, pkceParams } from './requests'
import type { AuthState } from './state'

/** Sign-up: POST /signup. */
export function signupRoutes(app: Room, state: AuthState): void {
  const {
    cfg,
    autoconfirm,
    checkPasswordStrength,
    referrer,
    tx,
    findUserByEmail,
    findUserById,
    createUser,
    userJson,
    startSession,
    sendConfirmation,
  } = state

  async function signup(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!cfg.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
    const body = await jsonBody(req)
    const password = jsonString(body, 'password')
    const data = jsonObject(body, 'data') ?? {}
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(password)
    const pkce = pkceParams(body)
    const email = emailNotPhone(body, 'signup')
    if (!cfg.email.enableSignup)
      throw badRequest('email_provider_disabled', 'Email signups are disabled')
    const normalized = validateEmail(email)
    const redirectTo = referrer(req, url)

    const result = await tx(async (c) => {
      let user = await findUserByEmail(c, normalized, true)
      if (user && isConfirmed(user)) return { kind: 'exists' as const }
      if (!user) {
        const id = await createUser(
          c,
          {
            email: normalized,
            encryptedPassword: await hashPassword(password),
            role: 'authenticated',
            confirmed: false,
            appMetadata: {},
            userMetadata: data,
            identityExtra: data,
          },
          'Database error saving new user',
        )
        user = (await findUserById(c, id)) as UserRow
      }
      if (autoconfirm) {
        await c.query(
          `update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1`,
          [user.id],
        )
        await c.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}' where user_id = $1 and provider = 'email'`,
          [user.id],
        )
        return {
          kind: 'session' as const,
          body: await startSession(c, req, user.id, 'password'),
        }
      }
      await sendConfirmation(c, user, redirectTo, pkce)
      const fresh = (await findUserById(c, user.id)) as UserRow
      return { kind: 'user' as const, body: await userJson(c, fresh) }
    })

    if (result.kind === 'exists') {
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
      // GoTrue hides that the address is taken: a made-up user without identities
      const now = new Date().toISOString()
      sendJson(res, 200, {
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email: normalized,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      })
      return
    }
    sendJson(res, 200, result.body)
  }

  app.post('/signup', node(signup))
}
