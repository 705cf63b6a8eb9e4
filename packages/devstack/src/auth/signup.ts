import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, node, type Room } from '../http'
import { badRequest, unprocessable } from './errors'
import { hashPassword, NIL_UUID, validateEmail, type UserRow, isConfirmed } from './model'
import { jsonBody, jsonString, jsonObject, pkceParams } from './requests'
import type { AuthState } from './state'

/** Sign-up: POST /signup. */
export function signupRoutes(app: Room, state: AuthState): void {
  const {
    cfg,
    autoconfirm,
    checkPasswordStrength,
    referrer,
    tx,
    dbError,
    findUserByEmail,
    findUserById,
    userJson,
    startSession,
    sendConfirmation,
  } = state

  async function signup(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!cfg.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
    const body = await jsonBody(req)
    const email = jsonString(body, 'email')
    const phone = jsonString(body, 'phone')
    const password = jsonString(body, 'password')
    const data = jsonObject(body, 'data') ?? {}
    if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(password)
    const pkce = pkceParams(body)
    if (email && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      )
    if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
    if (!email) throw badRequest('validation_failed', 'Sign up only available with email provider')
    if (!cfg.email.enableSignup)
      throw badRequest('email_provider_disabled', 'Email signups are disabled')
    const normalized = validateEmail(email)
    const redirectTo = referrer(req, url)

    const result = await tx(async (c) => {
      let user = await findUserByEmail(c, normalized, true)
      if (user && isConfirmed(user)) return { kind: 'exists' as const }
      if (!user) {
        const id = randomUUID()
        const hash = await hashPassword(password)
        try {
          await c.query('savepoint new_user')
          await c.query(
            `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
               created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
             values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), '', '', '', '', false, false)`,
            [NIL_UUID, id, normalized, hash, { provider: 'email', providers: ['email'] }, data],
          )
          await c.query('release savepoint new_user')
        } catch (err) {
          throw dbError('Database error saving new user', err)
        }
        const identityData: Record<string, unknown> = {
          sub: id,
          email: normalized,
          email_verified: false,
          phone_verified: false,
        }
        for (const [k, v] of Object.entries(data)) if (!(k in identityData)) identityData[k] = v
        await c.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values ($1, $2, $3, 'email', now(), now(), now())`,
          [id, id, identityData],
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
