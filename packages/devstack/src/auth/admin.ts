import type { IncomingMessage, ServerResponse } from 'node:http'
import { node, sendJson, type Room, param, withParams } from '../http'
import { AuthError, badRequest, forbidden, unprocessable } from './errors'
import { hashPassword, validateEmail, type Db, type UserRow } from './model'
import { jsonBody, jsonString, jsonObject } from './requests'
import type { AuthState } from './state'
import { bearerClaims } from './tokens'

/**
 * GoTrue's admin users API (/auth/v1/admin/users...), for callers with the service_role key:
 * create, list, get, update (metadata, password, email, bans) and delete users.
 */
export function adminRoutes(app: Room, state: AuthState): void {
  const {
    pool,
    tx,
    findUserByEmail,
    findUserById,
    refuseTakenEmail,
    userJson,
    checkPasswordStrength,
    createUser,
    externalUrl,
  } = state

  async function requireAdmin(req: IncomingMessage): Promise<void> {
    const claims = await bearerClaims(req)
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
      throw forbidden('not_admin', 'User not allowed')
  }

  function durationSeconds(v: string): number {
    let total = 0
    let matched = ''
    for (const m of v.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
      matched += m[0]
      const n = Number(m[1])
      total += { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }[m[2] as 's'] * n
    }
    if (!matched || matched !== v)
      throw badRequest(
        'validation_failed',
        `invalid format for ban duration: time: invalid duration "${v}"`,
      )
    return total
  }

  async function adminUser(id: string, lock = false, db: Db = pool): Promise<UserRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
      throw new AuthError(404, 'validation_failed', 'user_id must be an UUID')
    const u = await findUserById(db, id, lock)
    if (!u) throw new AuthError(404, 'user_not_found', 'User not found')
    return u
  }

  async function adminCreateUser(req: IncomingMessage, res: ServerResponse) {
    await requireAdmin(req)
    const body = await jsonBody(req)
    const emailRaw = jsonString(body, 'email')
    if (jsonString(body, 'phone'))
      throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
    if (!emailRaw)
      throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
    const email = validateEmail(emailRaw)
    const hasPassword = body.password !== undefined && body.password !== null
    const password = jsonString(body, 'password')
    if (hasPassword) checkPasswordStrength(password)
    const userMeta = jsonObject(body, 'user_metadata') ?? {}
    const appMeta = jsonObject(body, 'app_metadata') ?? {}
    const role = jsonString(body, 'role') || 'authenticated'
    const confirm = body.email_confirm === true
    if (await findUserByEmail(pool, email))
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      )
    const hash = hasPassword && password ? await hashPassword(password) : null
    const out = await tx(async (c) => {
      const id = await createUser(
        c,
        {
          email,
          encryptedPassword: hash ?? '',
          role,
          confirmed: confirm,
          appMetadata: appMeta,
          userMetadata: userMeta,
        },
        'Database error creating new user',
      )
      return userJson(c, (await findUserById(c, id)) as UserRow)
    })
    sendJson(res, 200, out)
  }

  async function adminListUsers(req: IncomingMessage, res: ServerResponse, url: URL) {
    await requireAdmin(req)
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const perPage = Math.min(
      1000,
      Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50),
    )
    const { rows: total } = await pool.query<{ n: string }>(
      `select count(*) as n from auth.users where aud = 'authenticated'`,
    )
    const { rows } = await pool.query<UserRow>(
      `select * from auth.users where aud = 'authenticated' order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const users = []
    for (const u of rows) users.push(await userJson(pool, u))
    const count = Number(total[0]?.n ?? 0)
    const last = Math.max(1, Math.ceil(count / perPage))
    const base = `${externalUrl()}/admin/users`
    const links = [`<${base}?page=${last}&per_page=${perPage}>; rel="last"`]
    if (page < last) links.unshift(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    sendJson(
      res,
      200,
      { users, aud: 'authenticated' },
      { 'x-total-count': String(count), link: links.join(', ') },
    )
  }

  async function adminUpdateUser(req: IncomingMessage, res: ServerResponse, id: string) {
    await requireAdmin(req)
    const body = await jsonBody(req)
    const emailRaw = jsonString(body, 'email')
    const hasPassword = body.password !== undefined && body.password !== null
    const password = jsonString(body, 'password')
    const userMeta = jsonObject(body, 'user_metadata')
    const appMeta = jsonObject(body, 'app_metadata')
    const ban = jsonString(body, 'ban_duration')
    const role = jsonString(body, 'role')
    if (hasPassword) checkPasswordStrength(password)
    const email = emailRaw ? validateEmail(emailRaw) : ''
    const banSeconds = ban && ban !== 'none' ? durationSeconds(ban) : undefined
    const hash = hasPassword && password ? await hashPassword(password) : undefined
    const out = await tx(async (c) => {
      const u = await adminUser(id, true, c)
      if (email && email !== u.email) {
        await refuseTakenEmail(c, email, u.id)
        await c.query('update auth.users set email = $2 where id = $1', [u.id, email])
        await c.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'`,
          [u.id, email],
        )
      }
      if (hash)
        await c.query('update auth.users set encrypted_password = $2 where id = $1', [u.id, hash])
      const merge = (base: Record<string, unknown> | null, upd: Record<string, unknown>) => {
        const m: Record<string, unknown> = { ...(base ?? {}) }
        for (const [k, v] of Object.entries(upd)) {
          if (v === null) delete m[k]
          else m[k] = v
        }
        return m
      }
      if (userMeta)
        await c.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
          u.id,
          merge(u.raw_user_meta_data, userMeta),
        ])
      if (appMeta)
        await c.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
          u.id,
          merge(u.raw_app_meta_data, appMeta),
        ])
      if (role) await c.query('update auth.users set role = $2 where id = $1', [u.id, role])
      if (body.email_confirm === true)
        await c.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [u.id],
        )
      if (ban === 'none')
        await c.query('update auth.users set banned_until = null where id = $1', [u.id])
      else if (banSeconds !== undefined) {
        await c.query(
          `update auth.users set banned_until = now() + make_interval(secs => $2) where id = $1`,
          [u.id, banSeconds],
        )
        await c.query('delete from auth.sessions where user_id = $1', [u.id])
      }
      await c.query('update auth.users set updated_at = now() where id = $1', [u.id])
      return userJson(c, (await findUserById(c, u.id)) as UserRow)
    })
    sendJson(res, 200, out)
  }

  app.post('/admin/users', node(adminCreateUser))
  app.get('/admin/users', node(adminListUsers))
  app.get(
    '/admin/users/:id',
    node(async (req, res, _url, c) => {
      await requireAdmin(req)
      sendJson(res, 200, await userJson(pool, await adminUser(param(c, 'id'))))
    }),
  )
  app.put('/admin/users/:id', withParams(['id'], adminUpdateUser))
  app.delete(
    '/admin/users/:id',
    node(async (req, res, _url, c) => {
      await requireAdmin(req)
      const u = await adminUser(param(c, 'id'))
      await pool.query('delete from auth.users where id = $1', [u.id])
      sendJson(res, 200, {})
    }),
  )
}
