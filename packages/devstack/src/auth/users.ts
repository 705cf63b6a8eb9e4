import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, node, type Room } from '../http'
import { badRequest, forbidden, unprocessable } from './errors'
import { hashPassword, passwordMatches, validateEmail, type UserRow } from './model'
import { jsonBody, jsonString, jsonObject } from './requests'
import type { AuthState } from './state'

/** The signed-in user: GET and PUT /user. */
export function userRoutes(app: Room, state: AuthState): void {
  const {
    pool,
    autoconfirm,
    checkPasswordStrength,
    referrer,
    tx,
    findUserById,
    refuseTakenEmail,
    userJson,
    authenticate,
    sendEmailChange,
  } = state

  async function getUser(req: IncomingMessage, res: ServerResponse) {
    const { user } = await authenticate(req)
    sendJson(res, 200, await userJson(pool, user))
  }

  async function updateUser(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await jsonBody(req)
    const { user, sessionId } = await authenticate(req)
    const emailRaw = jsonString(body, 'email')
    const phone = jsonString(body, 'phone')
    const hasPassword = body.password !== undefined && body.password !== null
    const password = jsonString(body, 'password')
    const data = jsonObject(body, 'data')
    const appData = jsonObject(body, 'app_metadata')
    const email = emailRaw ? validateEmail(emailRaw) : ''
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
    if (hasPassword) checkPasswordStrength(password)
    if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
    if (email && email !== user.email) {
      await refuseTakenEmail(pool, email, user.id)
    }
    if (
      hasPassword &&
      password !== '' &&
      user.encrypted_password &&
      (await passwordMatches(password, user.encrypted_password))
    ) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      )
    }
    const newHash = hasPassword && password !== '' ? await hashPassword(password) : undefined
    const redirectTo = referrer(req, url, body.email_redirect_to)
    const out = await tx(async (c) => {
      if (newHash) {
        await c.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, newHash],
        )
        // a new password signs out every other session (GoTrue's UpdatePassword)
        if (sessionId)
          await c.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            user.id,
            sessionId,
          ])
      }
      if (data) {
        const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) }
        for (const [k, v] of Object.entries(data)) {
          if (v === null) delete merged[k]
          else merged[k] = v
        }
        await c.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [user.id, merged],
        )
      }
      if (email && email !== user.email) {
        if (autoconfirm) {
          await c.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
            user.id,
            email,
          ])
          await c.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
            [user.id, email],
          )
        } else {
          const locked = (await findUserById(c, user.id, true)) as UserRow
          await sendEmailChange(c, locked, email, redirectTo)
        }
      }
      return userJson(c, (await findUserById(c, user.id)) as UserRow)
    })
    sendJson(res, 200, out)
  }

  app.get('/user', node(getUser))
  app.put('/user', node(updateUser))
}
