import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson, node, type Room } from '../http'
import { AuthError, badRequest, OAuthError, unprocessable } from './errors'
import {
  CommitThenFail,
  isBanned,
  isConfirmed,
  NIL_UUID,
  passwordMatches,
  refreshTokenString,
} from './model'
import { emailNotPhone, jsonBody, jsonString } from './requests'
import type { AuthState } from './state'

/** Sessions and tokens: the password, refresh_token and pkce grants of POST /token, and POST /logout. */
export function sessionRoutes(app: Room, state: AuthState): void {
  const {
    cfg,
    pool,
    passwordWeakness,
    tx,
    findUserByEmail,
    findUserById,
    tokenResponse,
    startSession,
    authenticate,
  } = state

  async function pkceGrant(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const authCode = jsonString(body, 'auth_code')
    const verifier = jsonString(body, 'code_verifier')
    if (!authCode || !verifier)
      throw badRequest(
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      )
    const out = await tx(async (c) => {
      const { rows } = await c.query<{
        id: string
        user_id: string | null
        code_challenge_method: string
        code_challenge: string
        authentication_method: string
        expired: boolean
      }>(
        `select id, user_id, code_challenge_method::text, code_challenge, authentication_method,
                now() > created_at + interval '300 seconds' as expired
           from auth.flow_state where auth_code = $1 for update`,
        [authCode],
      )
      const flow = rows[0]
      if (!flow || !flow.user_id)
        throw new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        )
      if (flow.expired)
        throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
      const computed =
        flow.code_challenge_method === 's256'
          ? createHash('sha256').update(verifier).digest('base64url')
          : verifier
      if (computed !== flow.code_challenge)
        throw badRequest(
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        )
      const user = await findUserById(c, flow.user_id)
      if (!user)
        throw new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        )
      await c.query('delete from auth.flow_state where id = $1', [flow.id])
      return startSession(c, req, user.id, flow.authentication_method)
    })
    sendJson(res, 200, out)
  }

  async function passwordGrant(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const password = jsonString(body, 'password')
    const email = emailNotPhone(body, 'login')
    if (!cfg.email.enableSignup)
      throw unprocessable('email_provider_disabled', 'Email logins are disabled')
    const user = await findUserByEmail(pool, email)
    const invalid = badRequest('invalid_credentials', 'Invalid login credentials')
    if (!user || !user.encrypted_password) throw invalid
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
    const ok = await passwordMatches(password, user.encrypted_password)
    if (!ok) throw invalid
    if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
    const weak = passwordWeakness(password) ?? undefined
    const out = await tx((c) => startSession(c, req, user.id, 'password', weak))
    sendJson(res, 200, out)
  }

  async function refreshGrant(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const token = jsonString(body, 'refresh_token')
    if (!token) throw new OAuthError('invalid_request', 'refresh_token required')
    const out = await tx(async (c) => {
      const { rows } = await c.query<{
        id: string
        token: string
        revoked: boolean
        session_id: string | null
        user_id: string
        too_late: boolean
      }>(
        `select id, token, revoked, session_id, user_id,
                now() > updated_at + make_interval(secs => $2) as too_late
           from auth.refresh_tokens where token = $1 for update`,
        [token, cfg.refreshTokenReuseInterval],
      )
      const row = rows[0]
      if (!row)
        throw badRequest(
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      const user = await findUserById(c, row.user_id)
      if (!user)
        throw badRequest(
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
      const sessionOk = row.session_id
        ? (
            await c.query(
              'select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())',
              [row.session_id],
            )
          ).rowCount
        : 0
      if (!row.session_id || !sessionOk) {
        await c.query('delete from auth.refresh_tokens where id = $1', [row.id])
        throw new CommitThenFail(
          badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
        )
      }
      const sessionId = row.session_id
      let issued = ''
      if (row.revoked) {
        const { rows: active } = await c.query<{ token: string; parent: string | null }>(
          `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
          [sessionId],
        )
        if (active[0] && active[0].parent === row.token) {
          // a concurrent refresh already swapped this token: hand out its successor
          issued = active[0].token
        } else if (row.too_late) {
          if (cfg.enableRefreshTokenRotation) {
            await c.query(
              `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
              [sessionId],
            )
          }
          throw new CommitThenFail(
            badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
          )
        }
      }
      if (!issued) {
        await c.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
          [row.id],
        )
        issued = refreshTokenString()
        await c.query(
          `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
           values ($1, $2, $3, false, now(), now(), $4, $5)`,
          [NIL_UUID, issued, user.id, row.token, sessionId],
        )
      }
      await c.query(
        'update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1',
        [sessionId],
      )
      return tokenResponse(c, user, sessionId, issued)
    })
    sendJson(res, 200, out)
  }

  async function logout(req: IncomingMessage, res: ServerResponse, url: URL) {
    const scopeParam = url.searchParams.get('scope') ?? ''
    if (!['', 'global', 'local', 'others'].includes(scopeParam)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scopeParam}"`)
    }
    const scope = scopeParam || 'global'
    const { user, sessionId } = await authenticate(req)
    await tx(async (c) => {
      if (sessionId && scope === 'local')
        await c.query('delete from auth.sessions where id = $1', [sessionId])
      else if (sessionId && scope === 'others')
        await c.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ])
      else await c.query('delete from auth.sessions where user_id = $1', [user.id])
    })
    res.writeHead(204)
    res.end()
  }

  app.post(
    '/token',
    node((req, res, url) => {
      const grant = url.searchParams.get('grant_type') ?? ''
      if (grant === 'password') return passwordGrant(req, res)
      if (grant === 'refresh_token') return refreshGrant(req, res)
      if (grant === 'pkce') return pkceGrant(req, res)
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
    }),
  )
  app.post('/logout', node(logout))
}
