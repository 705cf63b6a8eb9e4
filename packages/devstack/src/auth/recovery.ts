import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, node, type Room } from '../http'
import { badRequest } from './errors'
import { validateEmail } from './model'
import { jsonBody, jsonString, pkceParams } from './requests'
import type { AuthState } from './state'

/** Recovery: POST /recover mails a link that signs in to set a new password. */
export function recoveryRoutes(app: Room, state: AuthState): void {
  const { referrer, tx, findUserByEmail, sendRecovery } = state

  async function recover(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await jsonBody(req)
    const emailRaw = jsonString(body, 'email')
    if (!emailRaw) throw badRequest('validation_failed', 'Password recovery requires an email')
    const email = validateEmail(emailRaw)
    const pkce = pkceParams(body)
    const redirectTo = referrer(req, url)
    await tx(async (c) => {
      const user = await findUserByEmail(c, email, true)
      if (user) await sendRecovery(c, user, redirectTo, pkce)
    })
    sendJson(res, 200, {})
  }

  app.post('/recover', node(recover))
}
