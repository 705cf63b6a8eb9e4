import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import pg from 'pg'
import type { StackConfig } from '../config'
import { header } from '../http'
import type { Mailbox } from '../mailbox'
import { AuthError, badRequest, unprocessable } from './errors'
import {
  globToRegExp,
  isLoopback,
  iso,
  MAX_PASSWORD_LENGTH,
  str,
  type Db,
  type IdentityRow,
  type UserRow,
  CommitThenFail,
  type Pkce,
  NIL_UUID,
} from './model'

export interface AuthOptions {
  dbUrl: string
  config: StackConfig
  mailbox: Mailbox
  apiUrl: () => string
}

/**
 * What every room of the auth service shares: the configuration, the connection pool,
 * transactions, users and their JSON, request bodies, password and redirect rules.
 */
export function createCore(opts: AuthOptions) {
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

  /**
   * `fn` in one transaction: committed when it returns, rolled back when it throws, except a
   * CommitThenFail, whose work is committed before its failure is thrown.
   */
  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
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

  /** Refuses an address another user already has (GoTrue's email_exists). */
  async function refuseTakenEmail(db: Db, email: string, userId: string): Promise<void> {
    const other = await findUserByEmail(db, email)
    if (other && other.id !== userId)
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
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

  /**
   * A new user of the email provider with its identity, as GoTrue's signup and admin create
   * both make one (signupNewUser, createNewIdentity); the new id. The identity's data adds
   * `identityExtra` (sign-up's metadata) to the standard claims. A failing insert (a trigger
   * refusing) is GoTrue's 500 with `failure` as its message.
   */
  async function createUser(
    c: pg.PoolClient,
    user: {
      email: string
      encryptedPassword: string
      role: string
      confirmed: boolean
      appMetadata: Record<string, unknown>
      userMetadata: Record<string, unknown>
      identityExtra?: Record<string, unknown>
    },
    failure: string,
  ): Promise<string> {
    const id = randomUUID()
    try {
      await c.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
         values ($1, $2, 'authenticated', $3, $4, $5, case when $6::boolean then now() end, $7, $8, now(), now(), '', '', '', '', false, false)`,
        [
          NIL_UUID,
          id,
          user.role,
          user.email,
          user.encryptedPassword,
          user.confirmed,
          { ...user.appMetadata, provider: 'email', providers: ['email'] },
          user.userMetadata,
        ],
      )
    } catch (err) {
      throw dbError(failure, err)
    }
    const claims = {
      sub: id,
      email: user.email,
      email_verified: user.confirmed,
      phone_verified: false,
    }
    await c.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, 'email', now(), now(), now())`,
      [id, id, { ...user.identityExtra, ...claims }],
    )
    return id
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

  return {
    mailbox: opts.mailbox,
    cfg,
    pool,
    autoconfirm,
    externalUrl,
    passwordWeakness,
    checkPasswordStrength,
    referrer,
    tx,
    dbError,
    findUserByEmail,
    findUserById,
    refuseTakenEmail,
    userJson,
    createUser,
    saveFlowState,
  }
}

export type Core = ReturnType<typeof createCore>
