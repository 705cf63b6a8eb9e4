import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { jwtVerify, SignJWT } from 'jose'
import pg from 'pg'
import type { StackConfig } from '../config'
import type { RouteContext } from '../gateway'
import { bearer, BodyTooLargeError, header, readBody, sendJson } from '../http'
import type { Mailbox } from '../mailbox'
import { createAdminRoutes } from './admin'
import {
  AuthError,
  badRequest,
  forbidden,
  OAuthError,
  sendAuthError,
  unprocessable,
} from './errors'
import {
  BODY_LIMIT,
  globToRegExp,
  hashPassword,
  isLoopback,
  iso,
  MAX_PASSWORD_LENGTH,
  NIL_UUID,
  otpCode,
  passwordMatches,
  refreshTokenString,
  secret,
  str,
  tokenHash,
  validateEmail,
  type Claims,
  type Db,
  type IdentityRow,
  type UserRow,
} from './model'

/**
 * The GoTrue (Supabase Auth) subset the project uses, written for the devstack against
 * GoTrue's documented behaviour: same routes, JSON shapes, status and error codes, and the
 * real auth.users / identities / sessions / refresh_tokens tables.
 */

export interface AuthService {
  handle(ctx: RouteContext): Promise<void>
  close(): Promise<void>
}

export function createAuthService(opts: {
  dbUrl: string
  config: StackConfig
  mailbox: Mailbox
  apiUrl: () => string
}): AuthService {
  const cfg = opts.config.auth
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: 6 })
  pool.on('error', () => undefined)
  const autoconfirm = !cfg.email.enableConfirmations
  const externalUrl = () => `${opts.apiUrl()}/auth/v1`

  const requiredCharacters = (() => {
    const lower = 'abcdefghijklmnopqrstuvwxyz'
    const upper = lower.toUpperCase()
    const digits = '0123456789'
    const symbols = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'
    switch (cfg.passwordRequirements) {
      case 'letters_digits':
        return [lower + upper, digits]
      case 'lower_upper_letters_digits':
        return [lower, upper, digits]
      case 'lower_upper_letters_digits_symbols':
        return [lower, upper, digits, symbols]
      default:
        return []
    }
  })()

  /** null when strong enough, else GoTrue's message and reasons */
  function passwordWeakness(password: string): { message: string; reasons: string[] } | null {
    const reasons: string[] = []
    const messages: string[] = []
    if ([...password].length < cfg.minimumPasswordLength) {
      reasons.push('length')
      messages.push(`Password should be at least ${cfg.minimumPasswordLength} characters.`)
    }
    for (const set of requiredCharacters) {
      if (![...password].some((ch) => set.includes(ch))) {
        reasons.push('characters')
        messages.push(
          `Password should contain at least one character of each: ${requiredCharacters.join(', ')}.`,
        )
        break
      }
    }
    return reasons.length ? { message: messages.join(' '), reasons } : null
  }

  function checkPasswordStrength(password: string): void {
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw badRequest(
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      )
    }
    const weak = passwordWeakness(password)
    if (weak)
      throw new AuthError(422, 'weak_password', weak.message, { weakPassword: weak.reasons })
  }

  function redirectAllowed(candidate: string): boolean {
    if (!candidate) return false
    let ref: URL
    let base: URL
    try {
      ref = new URL(candidate)
      base = new URL(cfg.siteUrl)
    } catch {
      return false
    }
    if (
      base.hostname === ref.hostname &&
      base.protocol === ref.protocol &&
      (base.port === ref.port || isLoopback(ref.hostname))
    ) {
      return true
    }
    if (/^\d+$/.test(ref.hostname)) return false
    if (/^[\d.]+$/.test(ref.hostname) || ref.hostname.startsWith('['))
      return isLoopback(ref.hostname) || ref.hostname.startsWith('127.')
    const matchAgainst = candidate.split('#')[0] ?? candidate
    return cfg.additionalRedirectUrls.some((p) => globToRegExp(p).test(matchAgainst))
  }

  /** redirect_to from the query (or body), else the Referer, else site_url (GoTrue's GetReferrer). */
  function referrer(req: IncomingMessage, url: URL, bodyRedirect?: unknown): string {
    const fromQuery = url.searchParams.get('redirect_to') ?? str(bodyRedirect)
    if (redirectAllowed(fromQuery)) return fromQuery
    const ref = header(req, 'referer') ?? ''
    if (redirectAllowed(ref)) return ref
    return cfg.siteUrl
  }

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect()
    try {
      await c.query('begin')
      const out = await fn(c)
      await c.query('commit')
      return out
    } catch (err) {
      await c.query('rollback').catch(() => undefined)
      throw err
    } finally {
      c.release()
    }
  }

  /** Work that must be kept even though the request fails (GoTrue's NewCommitWithError). */
  class CommitThenFail extends Error {
    constructor(readonly failure: AuthError) {
      super(failure.message)
    }
  }

  async function txKeepOnFailure<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect()
    try {
      await c.query('begin')
      try {
        const out = await fn(c)
        await c.query('commit')
        return out
      } catch (err) {
        if (err instanceof CommitThenFail) {
          await c.query('commit')
          throw err.failure
        }
        throw err
      }
    } catch (err) {
      await c.query('rollback').catch(() => undefined)
      throw err
    } finally {
      c.release()
    }
  }

  function dbError(message: string, err: unknown): AuthError {
    const e = err as { message?: string }
    const wrapped = new AuthError(500, 'unexpected_failure', message)
    wrapped.cause = e
    console.error(`[devstack] auth: ${message}: ${e.message ?? String(err)}`)
    return wrapped
  }

  async function findUserByEmail(
    db: Db,
    email: string,
    lock = false,
  ): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(
      `select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false${lock ? ' for update' : ''}`,
      [email],
    )
    return rows[0]
  }

  async function findUserById(db: Db, id: string, lock = false): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(
      `select * from auth.users where id = $1${lock ? ' for update' : ''}`,
      [id],
    )
    return rows[0]
  }

  async function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
    const { rows } = await db.query<IdentityRow>(
      'select * from auth.identities where user_id = $1 order by created_at nulls first, id',
      [userId],
    )
    return rows
  }

  function identityJson(i: IdentityRow) {
    return {
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data ?? {},
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at) ?? new Date(0).toISOString(),
      updated_at: iso(i.updated_at) ?? new Date(0).toISOString(),
      email: i.email ?? undefined,
    }
  }

  async function userJson(db: Db, u: UserRow, identities?: IdentityRow[]) {
    const ids = identities ?? (await identitiesOf(db, u.id))
    return {
      id: u.id,
      aud: u.aud ?? '',
      role: u.role ?? '',
      email: u.email ?? '',
      email_confirmed_at: iso(u.email_confirmed_at),
      invited_at: iso(u.invited_at),
      phone: u.phone ?? '',
      phone_confirmed_at: iso(u.phone_confirmed_at),
      confirmation_sent_at: iso(u.confirmation_sent_at),
      confirmed_at: iso(u.confirmed_at),
      recovery_sent_at: iso(u.recovery_sent_at),
      new_email: u.email_change || undefined,
      email_change_sent_at: iso(u.email_change_sent_at),
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: ids.map(identityJson),
      created_at: iso(u.created_at) ?? new Date(0).toISOString(),
      updated_at: iso(u.updated_at) ?? new Date(0).toISOString(),
      banned_until: iso(u.banned_until),
      deleted_at: iso(u.deleted_at),
      is_anonymous: u.is_anonymous,
    }
  }

  const isBanned = (u: UserRow) => !!u.banned_until && u.banned_until.getTime() > Date.now()
  const isConfirmed = (u: UserRow) => !!u.email_confirmed_at

  // ---------------------------------------------------------------- sessions and tokens

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

  // ---------------------------------------------------------------- mail

  function sentTooRecently(sentAt: Date | null): void {
    const freq = cfg.email.maxFrequencySeconds * 1000
    if (sentAt && sentAt.getTime() + freq > Date.now()) {
      const left = Math.floor((sentAt.getTime() + freq - Date.now()) / 1000)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      )
    }
  }

  function mail(
    to: string,
    type: string,
    hash: string,
    otp: string,
    redirectTo: string,
    newEmail = to,
  ) {
    const link = `${externalUrl()}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
    const texts: Record<string, { subject: string; title: string; lead: string; label: string }> = {
      signup: {
        subject: 'Confirm Your Signup',
        title: 'Confirm your signup',
        lead: 'Follow this link to confirm your user:',
        label: 'Confirm your mail',
      },
      recovery: {
        subject: 'Reset Your Password',
        title: 'Reset Password',
        lead: 'Follow this link to reset the password for your user:',
        label: 'Reset Password',
      },
      email_change: {
        subject: 'Confirm Email Change',
        title: 'Confirm Change of Email',
        lead: `Follow this link to confirm the update of your email from ${to === newEmail ? 'your old address' : to} to ${newEmail}:`,
        label: 'Change Email',
      },
    }
    const t = texts[type] ?? {
      subject: 'Your Magic Link',
      title: 'Magic Link',
      lead: 'Follow this link to login:',
      label: 'Log In',
    }
    const esc = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
    opts.mailbox.add({
      to: to.toLowerCase(),
      subject: t.subject,
      type,
      text: `${t.title}\n\n${t.lead}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
      html: `<h2>${t.title}</h2>\n<p>${esc(t.lead)}</p>\n<p><a href="${esc(link)}">${t.label}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
      actionLink: link,
      otp,
      tokenHash: hash,
      redirectTo,
    })
  }

  async function saveOneTimeToken(
    c: pg.PoolClient,
    userId: string,
    type: string,
    hash: string,
    relatesTo: string,
  ) {
    await c.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
      userId,
      type,
    ])
    await c.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)`,
      [randomUUID(), userId, type, hash, relatesTo],
    )
  }

  async function sendConfirmation(c: pg.PoolClient, u: UserRow, redirectTo: string, pkce?: Pkce) {
    sentTooRecently(u.confirmation_sent_at)
    const email = u.email ?? ''
    const otp = otpCode(cfg.email.otpLength)
    const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp)
    if (pkce) await saveFlowState(c, u.id, pkce, 'email/signup')
    await c.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
      [u.id, hash],
    )
    await saveOneTimeToken(c, u.id, 'confirmation_token', hash, email)
    mail(email, 'signup', hash, otp, redirectTo)
  }

  async function sendRecovery(c: pg.PoolClient, u: UserRow, redirectTo: string, pkce?: Pkce) {
    sentTooRecently(u.recovery_sent_at)
    const email = u.email ?? ''
    const otp = otpCode(cfg.email.otpLength)
    const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp)
    if (pkce) await saveFlowState(c, u.id, pkce, 'recovery')
    await c.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [u.id, hash],
    )
    await saveOneTimeToken(c, u.id, 'recovery_token', hash, email)
    mail(email, 'recovery', hash, otp, redirectTo)
  }

  /** With double_confirm_changes both the current and the new address get a link; both must be followed. */
  async function sendEmailChange(
    c: pg.PoolClient,
    u: UserRow,
    newEmail: string,
    redirectTo: string,
  ) {
    sentTooRecently(u.email_change_sent_at)
    const otpNew = otpCode(cfg.email.otpLength)
    const hashNew = tokenHash(newEmail, otpNew)
    const current = u.email ?? ''
    const double = cfg.email.doubleConfirmChanges && current !== ''
    const otpCurrent = double ? otpCode(cfg.email.otpLength) : ''
    const hashCurrent = double ? tokenHash(current, otpCurrent) : ''
    await c.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
         email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
      [u.id, newEmail, hashNew, hashCurrent],
    )
    await saveOneTimeToken(c, u.id, 'email_change_token_new', hashNew, newEmail)
    mail(newEmail, 'email_change', hashNew, otpNew, redirectTo)
    if (double) {
      await saveOneTimeToken(c, u.id, 'email_change_token_current', hashCurrent, current)
      mail(current, 'email_change', hashCurrent, otpCurrent, redirectTo, newEmail)
    }
  }

  const SINGLE_CONFIRMATION =
    'Confirmation link accepted. Please proceed to confirm link sent to the other email'

  // ---------------------------------------------------------------- request helpers

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let raw: Buffer
    try {
      raw = await readBody(req, BODY_LIMIT)
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        throw new AuthError(
          413,
          'request_entity_too_large',
          `Request body too large (max ${BODY_LIMIT} bytes)`,
        )
      }
      throw err
    }
    const text = raw.toString('utf8')
    if (text.trim() === '') return {}
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (err) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: ${(err as Error).message}`,
      )
    }
    if (parsed === null) return {}
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw badRequest(
        'bad_json',
        'Could not parse request body as JSON: json: cannot unmarshal into Go value of type object',
      )
    }
    return parsed as Record<string, unknown>
  }

  function jsonString(body: Record<string, unknown>, key: string): string {
    const v = body[key]
    if (v === undefined || v === null) return ''
    if (typeof v !== 'string') {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${typeof v} into Go struct field .${key} of type string`,
      )
    }
    return v
  }

  function jsonObject(
    body: Record<string, unknown>,
    key: string,
  ): Record<string, unknown> | undefined {
    const v = body[key]
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'object' || Array.isArray(v)) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go struct field .${key} of type map[string]interface {}`,
      )
    }
    return v as Record<string, unknown>
  }

  /** The signed-in caller: GoTrue's requireAuthentication + maybeLoadUserOrSession. */
  async function authenticate(
    req: IncomingMessage,
  ): Promise<{ user: UserRow; sessionId?: string; claims: Claims }> {
    const token = bearer(req)
    if (!token)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    let claims: Claims
    try {
      claims = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload as Claims
    } catch (err) {
      const code = (err as { code?: string }).code
      // the wording of GoTrue's JWT library for the common cases
      const reason =
        code === 'ERR_JWT_EXPIRED'
          ? 'token has invalid claims: token is expired'
          : code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'
            ? 'token signature is invalid: signature is invalid'
            : code === 'ERR_JWS_INVALID' || code === 'ERR_JWT_INVALID'
              ? 'token is malformed: could not JSON decode header'
              : (err as Error).message
      throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
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

  // ---------------------------------------------------------------- PKCE (flowType: 'pkce' in supabase-js)

  interface Pkce {
    method: 's256' | 'plain'
    challenge: string
  }

  function pkceParams(body: Record<string, unknown>): Pkce | undefined {
    const method = jsonString(body, 'code_challenge_method').toLowerCase()
    const challenge = jsonString(body, 'code_challenge')
    if (!method && !challenge) return undefined
    if (!method || !challenge)
      throw badRequest(
        'validation_failed',
        'PKCE flow requires code_challenge_method and code_challenge',
      )
    if (method !== 's256' && method !== 'plain')
      throw badRequest('validation_failed', `code challenge method ${method} is not supported`)
    if (challenge.length < 43 || challenge.length > 128)
      throw badRequest(
        'validation_failed',
        'code challenge has to be between 43 and 128 characters',
      )
    if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
      throw badRequest(
        'validation_failed',
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      )
    }
    return { method, challenge }
  }

  async function saveFlowState(c: pg.PoolClient, userId: string, pkce: Pkce, method: string) {
    await c.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at, authentication_method)
       values ($1, $2, $3, $4, $5, $6, now(), now(), $7)`,
      [
        randomUUID(),
        userId,
        randomUUID(),
        pkce.method,
        pkce.challenge,
        method === 'recovery' ? 'recovery' : 'email',
        method,
      ],
    )
  }

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
      const session = await newSession(c, req, user.id, flow.authentication_method)
      await c.query('delete from auth.flow_state where id = $1', [flow.id])
      return tokenResponse(
        c,
        (await findUserById(c, user.id)) as UserRow,
        session.sessionId,
        session.refreshToken,
      )
    })
    sendJson(res, 200, out)
  }

  const adminRoute = createAdminRoutes({
    pool,
    tx,
    findUserByEmail,
    findUserById,
    userJson,
    jsonBody,
    jsonString,
    jsonObject,
    checkPasswordStrength,
    dbError,
    externalUrl,
  })

  // ---------------------------------------------------------------- endpoints

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
        const session = await newSession(c, req, user.id, 'password')
        const fresh = (await findUserById(c, user.id)) as UserRow
        return {
          kind: 'session' as const,
          body: await tokenResponse(c, fresh, session.sessionId, session.refreshToken),
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

  async function passwordGrant(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const email = jsonString(body, 'email')
    const phone = jsonString(body, 'phone')
    const password = jsonString(body, 'password')
    if (email && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on login.',
      )
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
    if (!email) throw badRequest('validation_failed', 'missing email or phone')
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
    const out = await tx(async (c) => {
      const s = await newSession(c, req, user.id, 'password')
      const fresh = (await findUserById(c, user.id)) as UserRow
      return tokenResponse(c, fresh, s.sessionId, s.refreshToken, weak)
    })
    sendJson(res, 200, out)
  }

  async function refreshGrant(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const token = jsonString(body, 'refresh_token')
    if (!token) throw new OAuthError('invalid_request', 'refresh_token required')
    const out = await txKeepOnFailure(async (c) => {
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
      const other = await findUserByEmail(pool, email)
      if (other && other.id !== user.id)
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
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
    if (emailRaw && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided.',
      )
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
    if (!emailRaw) throw badRequest('validation_failed', 'Missing email address or phone number')
    const email = validateEmail(emailRaw)
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
      const other = await findUserByEmail(c, user.email_change ?? '')
      if (other && other.id !== user.id)
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        )
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
    const s = await newSession(c, req, user.id, 'otp')
    const fresh = (await findUserById(c, user.id)) as UserRow
    return tokenResponse(c, fresh, s.sessionId, s.refreshToken)
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

  function settings(res: ServerResponse) {
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

  async function route(ctx: RouteContext): Promise<void> {
    const { req, res, url } = ctx
    const path = ctx.path.replace(/\/+$/, '') || '/'
    const m = req.method ?? 'GET'
    if (path === '/health' && m === 'GET') {
      sendJson(res, 200, {
        version: 'devstack',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      })
      return
    }
    if (path === '/settings' && m === 'GET') return settings(res)
    if (path === '/signup' && m === 'POST') return signup(req, res, url)
    if (path === '/token' && m === 'POST') {
      const grant = url.searchParams.get('grant_type') ?? ''
      if (grant === 'password') return passwordGrant(req, res)
      if (grant === 'refresh_token') return refreshGrant(req, res)
      if (grant === 'pkce') return pkceGrant(req, res)
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
    }
    if (path === '/user' && m === 'GET') return getUser(req, res)
    if (path === '/user' && m === 'PUT') return updateUser(req, res, url)
    if (path === '/logout' && m === 'POST') return logout(req, res, url)
    if (path === '/recover' && m === 'POST') return recover(req, res, url)
    if (path === '/verify' && m === 'GET') return verifyGet(req, res, url)
    if (path === '/verify' && m === 'POST') return verifyPost(req, res)
    if (path === '/resend' && m === 'POST') return resend(req, res, url)
    if (path === '/.well-known/jwks.json' && m === 'GET') {
      // HS256 keys are secret: the key set is empty, so supabase-js verifies through GET /user
      sendJson(res, 200, { keys: [] })
      return
    }
    if (path.startsWith('/admin/') && (await adminRoute(req, res, url, path, m))) return
    throw new AuthError(404, 'not_found', `The devstack does not emulate ${m} /auth/v1${path}`)
  }

  return {
    async handle(ctx) {
      try {
        await route(ctx)
      } catch (err) {
        if (err instanceof AuthError || err instanceof OAuthError) {
          sendAuthError(ctx.req, ctx.res, err)
          return
        }
        console.error(`[devstack] auth: ${(err as Error).stack ?? String(err)}`)
        sendAuthError(
          ctx.req,
          ctx.res,
          new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          ),
        )
      }
    },
    close: () => pool.end(),
  }
}
