import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { jwtVerify, SignJWT } from 'jose'
import type pg from 'pg'
import { bearer, header } from '../http'
import { AuthError, badRequest, forbidden } from './errors'
import { NIL_UUID, refreshTokenString, secret, type Claims, type Db, type UserRow } from './model'
import type { Core } from './core'

/**
 * The verified claims of the request's Bearer token: 401 without a token, 403 bad_jwt when it
 * does not verify, saying why with `reason` (by default the JWT library's own message).
 */
export async function bearerClaims(
  req: IncomingMessage,
  reason: (err: unknown) => string = (err) => (err as Error).message,
): Promise<Claims> {
  const token = bearer(req)
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload as Claims
  } catch (err) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason(err)}`)
  }
}

/** The wording of GoTrue's JWT library for the common failures. */
function goTrueJwtReason(err: unknown): string {
  const code = (err as { code?: string }).code
  if (code === 'ERR_JWT_EXPIRED') return 'token has invalid claims: token is expired'
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
    return 'token signature is invalid: signature is invalid'
  if (code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID')
    return 'token is malformed: could not JSON decode header'
  return (err as Error).message
}

/** Access tokens, sessions and the signed-in caller (what GoTrue keeps per sign-in). */
export function createTokens(core: Core) {
  const { cfg, pool, externalUrl, findUserById, userJson } = core

  async function accessToken(db: Db, u: UserRow, sessionId: string) {
    const { rows: amrRows } = await db.query<{ authentication_method: string; created_at: Date }>(
      'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
      [sessionId],
    )
    const { rows: sess } = await db.query<{ aal: string | null }>(
      'select aal from auth.sessions where id = $1',
      [sessionId],
    )
    const now = Math.floor(Date.now() / 1000)
    const exp = now + cfg.jwtExpiry
    const token = await new SignJWT({
      aud: u.aud ?? 'authenticated',
      exp,
      iat: now,
      iss: externalUrl(),
      sub: u.id,
      email: u.email ?? '',
      phone: u.phone ?? '',
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      role: u.role ?? 'authenticated',
      aal: sess[0]?.aal ?? 'aal1',
      amr: amrRows.map((r) => ({
        method: r.authentication_method,
        timestamp: Math.floor(r.created_at.getTime() / 1000),
      })),
      session_id: sessionId,
      is_anonymous: u.is_anonymous,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret)
    return { token, exp }
  }

  async function tokenResponse(
    db: Db,
    u: UserRow,
    sessionId: string,
    refreshToken: string,
    weak?: { message: string; reasons: string[] },
  ) {
    const { token, exp } = await accessToken(db, u, sessionId)
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: cfg.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, u),
      ...(weak ? { weak_password: weak } : {}),
    }
  }

  /** A new session with its first refresh token (GoTrue's IssueRefreshToken). */
  async function newSession(
    c: pg.PoolClient,
    req: IncomingMessage,
    userId: string,
    method: string,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID()
    const ua = header(req, 'user-agent') ?? null
    await c.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip, refreshed_at)
       values ($1, $2, now(), now(), 'aal1', $3, '127.0.0.1', null)`,
      [sessionId, userId, ua],
    )
    await c.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
       values ($1, now(), now(), $2, $3)`,
      [sessionId, method, randomUUID()],
    )
    const refreshToken = refreshTokenString()
    await c.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, $3, false, now(), now(), null, $4)`,
      [NIL_UUID, refreshToken, userId, sessionId],
    )
    await c.query(
      `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
      [userId],
    )
    await c.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId])
    return { sessionId, refreshToken }
  }

  /**
   * Signs the user in: a new session, and the token response that hands it out, with the user
   * as the session's inserts left them (last_sign_in_at).
   */
  async function startSession(
    c: pg.PoolClient,
    req: IncomingMessage,
    userId: string,
    method: string,
    weak?: { message: string; reasons: string[] },
  ) {
    const { sessionId, refreshToken } = await newSession(c, req, userId, method)
    const user = (await findUserById(c, userId)) as UserRow
    return tokenResponse(c, user, sessionId, refreshToken, weak)
  }

  /** The signed-in caller: GoTrue's requireAuthentication + maybeLoadUserOrSession. */
  async function authenticate(
    req: IncomingMessage,
  ): Promise<{ user: UserRow; sessionId?: string; claims: Claims }> {
    const claims = await bearerClaims(req, goTrueJwtReason)
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
    if (!/^[0-9a-f-]{36}$/i.test(claims.sub))
      throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
    const user = await findUserById(pool, claims.sub)
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
    let sessionId: string | undefined
    if (claims.session_id && claims.session_id !== NIL_UUID) {
      if (!/^[0-9a-f-]{36}$/i.test(claims.session_id))
        throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
      const { rowCount } = await pool.query('select 1 from auth.sessions where id = $1', [
        claims.session_id,
      ])
      if (!rowCount)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
      sessionId = claims.session_id
    }
    return { user, sessionId, claims }
  }

  return {
    tokenResponse,
    startSession,
    authenticate,
  }
}
