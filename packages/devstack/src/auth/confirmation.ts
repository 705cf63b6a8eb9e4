import type { IncomingMessage, ServerResponse } from 'node:http'
import type pg from 'pg'
import { sendJson, node, type Room } from '../http'
import { AuthError, badRequest, forbidden, unprocessable } from './errors'
import { tokenHash, validateEmail, type UserRow, isBanned, isConfirmed } from './model'
import { emailNotPhone, jsonBody, jsonString, jsonObject, pkceParams } from './requests'
import type { AuthState } from './state'

/** Confirmation: the links and codes of mails (GET and POST /verify) and POST /resend. */
export function confirmationRoutes(app: Room, state: AuthState): void {
  const {
    cfg,
    pool,
    referrer,
    tx,
    findUserByEmail,
    refuseTakenEmail,
    startSession,
    sendConfirmation,
    sendEmailChange,
  } = state

  const SINGLE_CONFIRMATION =
    'Confirmation link accepted. Please proceed to confirm link sent to the other email'

  async function resend(req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = await jsonBody(req)
    const type = jsonString(body, 'type')
    const emailRaw = jsonString(body, 'email')
    const phone = jsonString(body, 'phone')
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      )
    }
    if (!emailRaw && type === 'signup')
      throw badRequest('validation_failed', 'Type provided requires an email address')
    if (!phone && type === 'sms')
      throw badRequest('validation_failed', 'Type provided requires a phone number')
    const email = validateEmail(emailNotPhone(body, 'resend'))
    const redirectTo = referrer(req, url, (jsonObject(body, 'options') ?? {}).email_redirect_to)
    await tx(async (c) => {
      const user = await findUserByEmail(c, email, true)
      if (!user) return
      if (type === 'signup' && !isConfirmed(user))
        await sendConfirmation(c, user, redirectTo, pkceParams(body))
      if (type === 'email_change' && user.email_change)
        await sendEmailChange(c, user, user.email_change, redirectTo)
    })
    sendJson(res, 200, {})
  }

  const otpExpired = (sentAt: Date | null) =>
    !sentAt || sentAt.getTime() + cfg.email.otpExpiry * 1000 < Date.now()

  /** Applies a verified token: confirms, recovers or changes the email; returns the session. */
  async function completeVerification(
    c: pg.PoolClient,
    req: IncomingMessage,
    user: UserRow,
    type: string,
    withSession = true,
    usedHash = '',
  ) {
    if (type === 'signup' || type === 'invite') {
      await c.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = $1`,
        [user.id],
      )
      await c.query(
        `delete from auth.one_time_tokens where user_id = $1 and token_type = 'confirmation_token'`,
        [user.id],
      )
    } else if (type === 'recovery' || type === 'magiclink') {
      await c.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [user.id],
      )
      await c.query(
        `delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`,
        [user.id],
      )
    } else if (type === 'email_change') {
      const bothPending = !!user.email_change_token_current && !!user.email_change_token_new
      if (
        cfg.email.doubleConfirmChanges &&
        user.email &&
        user.email_change_confirm_status === 0 &&
        bothPending
      ) {
        // first of the two links: remember it, wait for the other one
        const column =
          usedHash === user.email_change_token_current
            ? 'email_change_token_current'
            : 'email_change_token_new'
        await c.query(
          `update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`,
          [user.id],
        )
        return SINGLE_CONFIRMATION
      }
      await refuseTakenEmail(c, user.email_change ?? '', user.id)
      await c.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
           email_change_confirm_status = 0, email_change_sent_at = null, updated_at = now() where id = $1`,
        [user.id],
      )
      await c.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', (select email from auth.users where id = $1)) where user_id = $1 and provider = 'email'`,
        [user.id],
      )
      await c.query(
        `delete from auth.one_time_tokens where user_id = $1 and token_type::text like 'email_change%'`,
        [user.id],
      )
    }
    await c.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}' where user_id = $1 and provider = 'email'`,
      [user.id],
    )
    if (!withSession) return undefined
    return startSession(c, req, user.id, 'otp')
  }

  async function userByTokenHash(c: pg.PoolClient, type: string, hash: string): Promise<UserRow> {
    const column: Record<string, string> = {
      signup: 'confirmation_token',
      invite: 'confirmation_token',
      recovery: 'recovery_token',
      magiclink: 'recovery_token',
      email_change: 'email_change_token_new',
    }
    const expired = forbidden('otp_expired', 'Email link is invalid or has expired')
    let user: UserRow | undefined
    if (type === 'email') {
      const { rows } = await c.query<UserRow>(
        `select * from auth.users where confirmation_token in ($1::text, 'pkce_' || $1::text) or recovery_token in ($1::text, 'pkce_' || $1::text) for update`,
        [hash],
      )
      user = rows[0]
    } else {
      const col = column[type]
      if (!col) throw badRequest('validation_failed', 'Invalid email verification type')
      const also =
        type === 'email_change'
          ? ` or email_change_token_current in ($1::text, 'pkce_' || $1::text)`
          : ''
      const { rows } = await c.query<UserRow>(
        `select * from auth.users where ${col} in ($1::text, 'pkce_' || $1::text)${also} for update`,
        [hash],
      )
      user = rows[0]
    }
    if (!user) throw expired
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned')
    const sentAt =
      type === 'signup' || type === 'invite'
        ? user.confirmation_sent_at
        : type === 'email_change'
          ? user.email_change_sent_at
          : type === 'email'
            ? user.recovery_token === hash || user.recovery_token === `pkce_${hash}`
              ? user.recovery_sent_at
              : user.confirmation_sent_at
            : user.recovery_sent_at
    if (otpExpired(sentAt)) throw expired
    return user
  }

  async function verifyGet(req: IncomingMessage, res: ServerResponse, url: URL) {
    const token = url.searchParams.get('token') ?? ''
    const type = url.searchParams.get('type') ?? ''
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type')
    if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash')
    const redirectTo = referrer(req, url)
    if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change'].includes(type)) {
      redirectWithError(
        res,
        redirectTo,
        badRequest('validation_failed', 'Unsupported verification type'),
      )
      return
    }
    const pkce = token.startsWith('pkce_')
    let session: Awaited<ReturnType<typeof completeVerification>>
    let authCode = ''
    try {
      session = await tx(async (c) => {
        const user = await userByTokenHash(c, type, token)
        const out = await completeVerification(c, req, user, type, !pkce, token)
        if (out === SINGLE_CONFIRMATION) return out
        if (pkce) {
          const method =
            type === 'signup' || type === 'invite'
              ? 'email/signup'
              : type === 'email_change'
                ? 'email_change'
                : 'recovery'
          const { rows } = await c.query<{ auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
              where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1)
              returning auth_code`,
            [user.id, method],
          )
          if (!rows[0])
            throw unprocessable('flow_state_not_found', 'No valid flow state found for user.')
          authCode = rows[0].auth_code
        }
        return out
      })
    } catch (err) {
      if (err instanceof AuthError) {
        redirectWithError(res, redirectTo, err, pkce)
        return
      }
      throw err
    }
    if (pkce) {
      const target = new URL(redirectTo)
      target.searchParams.set('code', authCode)
      res.writeHead(303, { location: target.toString() })
      res.end()
      return
    }
    if (session === SINGLE_CONFIRMATION) {
      const frag = new URLSearchParams({ message: SINGLE_CONFIRMATION, sb: '' })
      res.writeHead(303, { location: `${redirectTo.split('#')[0]}#${frag.toString()}` })
      res.end()
      return
    }
    if (!session)
      throw new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      )
    const frag = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    })
    res.writeHead(303, { location: `${redirectTo}#${frag.toString()}` })
    res.end()
  }

  function redirectWithError(
    res: ServerResponse,
    redirectTo: string,
    err: AuthError,
    pkce = false,
  ) {
    const oauth: Record<number, string> = {
      400: 'invalid_request',
      401: 'unauthorized_client',
      403: 'access_denied',
      500: 'server_error',
      503: 'temporarily_unavailable',
    }
    const frag = new URLSearchParams()
    if (oauth[err.status]) frag.set('error', oauth[err.status] as string)
    frag.set('error_code', err.code)
    frag.set('error_description', err.message)
    const base = new URL(redirectTo.split('#')[0] ?? redirectTo)
    if (pkce) {
      // the PKCE flow also gets the error in the query string
      base.searchParams.set('error_code', err.code)
      base.searchParams.set('error_description', err.message)
    }
    frag.set('sb', '')
    res.writeHead(303, { location: `${base.toString()}#${frag.toString()}` })
    res.end()
  }

  async function verifyPost(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    let type = jsonString(body, 'type')
    const token = jsonString(body, 'token')
    const hashParam = jsonString(body, 'token_hash')
    const emailRaw = jsonString(body, 'email')
    const phone = jsonString(body, 'phone')
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type')
    if ((!token && !hashParam) || (token && hashParam))
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
    if (phone || type === 'sms' || type === 'phone_change')
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
    if (!['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'].includes(type)) {
      throw badRequest('validation_failed', 'Unsupported verification type')
    }
    let hash = hashParam
    if (token) {
      if (!emailRaw)
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        )
      let email: string
      try {
        email = validateEmail(emailRaw)
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format')
      }
      hash = tokenHash(email, token)
      const invalid = forbidden('otp_expired', 'Token has expired or is invalid')
      // an email change is confirmed from the new address too, which no user has yet
      const { rows: found } = await pool.query<UserRow>(
        type === 'email_change'
          ? `select * from auth.users where lower(email) = lower($1) or lower(email_change) = lower($1)`
          : `select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false`,
        [email],
      )
      const user = found[0]
      if (!user) throw invalid
      if (type === 'email') {
        const is = (stored: string | null) => stored === hash || stored === `pkce_${hash}`
        if (is(user.confirmation_token) && !otpExpired(user.confirmation_sent_at)) type = 'signup'
        else if (is(user.recovery_token) && !otpExpired(user.recovery_sent_at)) type = 'magiclink'
        else throw invalid
      }
    } else if (emailRaw || phone || body.redirect_to) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    }
    const out = await tx(async (c) => {
      let user: UserRow
      try {
        user = await userByTokenHash(c, type === 'email' ? 'email' : type, hash)
      } catch (err) {
        if (token && err instanceof AuthError && err.code === 'otp_expired')
          throw forbidden('otp_expired', 'Token has expired or is invalid')
        throw err
      }
      if (type === 'email')
        type =
          user.recovery_token === hash || user.recovery_token === `pkce_${hash}`
            ? 'magiclink'
            : 'signup'
      return completeVerification(c, req, user, type, true, hash)
    })
    if (out === SINGLE_CONFIRMATION) sendJson(res, 200, { msg: SINGLE_CONFIRMATION, code: '200' })
    else sendJson(res, 200, out)
  }

  app.get('/verify', node(verifyGet))
  app.post('/verify', node(verifyPost))
  app.post('/resend', node(resend))
}
