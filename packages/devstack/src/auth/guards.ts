import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { Env, Room } from '../http'
import { tokenGrantNeedsCaptcha } from './captcha'
import { jsonBody, jsonString } from './requests'
import type { AuthState } from './state'
import { bearerClaims } from './tokens'

/**
 * What GoTrue checks before its handlers (api.go's routes): the captcha and the per-address
 * rate limits, in GoTrue's order for each route. Registered before the rooms' routes.
 */
export function guardRoutes(app: Room, state: AuthState): void {
  const { captcha, limits } = state

  const before = (
    methods: string[],
    check: (req: IncomingMessage, url: URL) => Promise<void> | void,
  ) =>
    (async (c, next) => {
      if (methods.includes(c.req.method)) await check(c.env.incoming, new URL(c.req.url))
      await next()
    }) satisfies MiddlewareHandler<Env>

  // captcha first; an anonymous sign-up (no email, no phone) is not a counted sign-up
  app.use(
    '/signup',
    before(['POST'], async (req) => {
      await captcha.check(req)
      const body = await jsonBody(req)
      if (jsonString(body, 'email') || jsonString(body, 'phone')) limits.take('signups', req)
    }),
  )
  // the limit first, then the captcha
  for (const path of ['recover', 'resend'] as const) {
    app.use(
      `/${path}`,
      before(['POST'], async (req) => {
        limits.take(path, req)
        await captcha.check(req)
      }),
    )
  }
  // every grant shares one bucket (token_refresh); only the sign-in grants need a captcha
  app.use(
    '/token',
    before(['POST'], async (req, url) => {
      const grant = url.searchParams.get('grant_type') ?? ''
      if (tokenGrantNeedsCaptcha(grant)) await captcha.check(req)
      if (['password', 'refresh_token', 'pkce', 'id_token'].includes(grant))
        limits.take('token', req)
    }),
  )
  app.use(
    '/verify',
    before(['GET', 'POST'], (req) => limits.take('verify', req)),
  )
  // counted once the caller is known: GoTrue limits PUT /user after requireAuthentication
  app.use(
    '/user',
    before(['PUT'], async (req) => {
      const signedIn = await bearerClaims(req).then(
        () => true,
        () => false,
      )
      if (signedIn) limits.take('user', req)
    }),
  )
}
