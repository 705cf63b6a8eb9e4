import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'

/** The parts of supabase/config.toml the devstack honours, with the Supabase CLI's defaults. */
export interface StackConfig {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number }
  auth: {
    siteUrl: string
    additionalRedirectUrls: string[]
    jwtExpiry: number
    enableSignup: boolean
    enableRefreshTokenRotation: boolean
    refreshTokenReuseInterval: number
    minimumPasswordLength: number
    passwordRequirements: string
    email: {
      enableSignup: boolean
      enableConfirmations: boolean
      doubleConfirmChanges: boolean
      maxFrequencySeconds: number
      otpExpiry: number
      otpLength: number
    }
    /**
     * `[auth.rate_limit]`, GoTrue's limits: per client address (the TCP peer) and per 5 minutes
     * for sign-ups, recoveries and resends (`sign_in_sign_ups`), token grants (`token_refresh`)
     * and verifications (`token_verifications`); mails per hour for the whole project
     * (`email_sent`). Enforced only when `enforced` (DEVSTACK_AUTH_RATE_LIMITS=on), as hosted
     * does; `supabase start` enforces none of them (docs/decisions/0052).
     */
    rateLimit: {
      enforced: boolean
      emailSent: number
      tokenRefresh: number
      signInSignUps: number
      tokenVerifications: number
    }
    /** `[auth.captcha]`: checked on sign-up, password sign-in, recovery and resend, as GoTrue does. */
    captcha: CaptchaConfig
  }
  storage: { fileSizeLimit: number }
  /** `[functions.<name>] verify_jwt`; a function not named here checks the JWT */
  functions: Record<string, { verifyJwt: boolean }>
  notes: string[]
}

export interface CaptchaConfig {
  enabled: boolean
  /** `hcaptcha` or `turnstile` (only Turnstile's test secrets can be checked offline) */
  provider: string
  /** with `env(NAME)` resolved from the environment; '' when unset */
  secret: string
}

type Table = Record<string, unknown>

const table = (v: unknown): Table =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Table) : {}
const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d)
const num = (v: unknown, d: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'bigint' ? Number(v) : d
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d)
const strs = (v: unknown, d: string[]) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : d

/** "50MiB", "5MB", "1GB", 1024 -> bytes */
export function parseSize(v: unknown, d: number): number {
  if (typeof v === 'number') return v
  if (typeof v !== 'string') return d
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?i?b?)?\s*$/i.exec(v)
  if (!m) return d
  const n = Number(m[1])
  const unit = (m[2] ?? '').toLowerCase()
  const pow = {
    '': 0,
    b: 0,
    k: 1,
    kb: 1,
    kib: 1,
    m: 2,
    mb: 2,
    mib: 2,
    g: 3,
    gb: 3,
    gib: 3,
    t: 4,
    tb: 4,
    tib: 4,
  }[unit]
  if (pow === undefined) return d
  const base = unit.includes('i') || unit.length === 1 ? 1024 : 1000
  return Math.round(n * base ** pow)
}

/** `env(NAME)` as the Supabase CLI resolves it: the variable's value; the text itself when unset. */
export function resolveEnv(v: string, env: NodeJS.ProcessEnv = process.env): string {
  const m = /^env\((.*)\)$/.exec(v)
  if (!m) return v
  const value = env[m[1] ?? '']
  return value ? value : v
}

/**
 * DEVSTACK_AUTH_RATE_LIMITS: `on` enforces `[auth.rate_limit]`. The CLI (`pnpm stack`, `pnpm dev`)
 * sets it to `on` unless told otherwise; a harness's startStack() leaves it off.
 */
function rateLimitsEnforced(env: NodeJS.ProcessEnv): boolean {
  const v = (env.DEVSTACK_AUTH_RATE_LIMITS ?? '').trim().toLowerCase()
  return ['on', '1', 'true', 'yes', 'hosted'].includes(v)
}

/** "1s", "60s", "1m", "1h" -> seconds */
function parseDuration(v: unknown, d: number): number {
  if (typeof v === 'number') return v
  if (typeof v !== 'string') return d
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/g
  let total = 0
  let matched = false
  for (const m of v.matchAll(re)) {
    matched = true
    const n = Number(m[1])
    total += m[2] === 'ms' ? n / 1000 : m[2] === 's' ? n : m[2] === 'm' ? n * 60 : n * 3600
  }
  return matched ? total : d
}

export function loadConfig(root: string, env: NodeJS.ProcessEnv = process.env): StackConfig {
  const notes: string[] = []
  const file = join(root, 'supabase', 'config.toml')
  let doc: Table = {}
  if (existsSync(file)) {
    try {
      doc = parse(readFileSync(file, 'utf8')) as Table
    } catch (err) {
      notes.push(
        `supabase/config.toml could not be parsed (${(err as Error).message}); using defaults`,
      )
    }
  } else {
    notes.push('supabase/config.toml not found; using the Supabase CLI defaults')
  }
  const api = table(doc.api)
  const auth = table(doc.auth)
  const email = table(auth.email)
  const rateLimit = table(auth.rate_limit)
  const captcha = table(auth.captcha)
  const secret = resolveEnv(str(captcha.secret, ''), env)
  const storage = table(doc.storage)
  return {
    api: {
      schemas: strs(api.schemas, ['public', 'graphql_public']),
      extraSearchPath: strs(api.extra_search_path, ['public', 'extensions']),
      maxRows: num(api.max_rows, 1000),
    },
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strs(auth.additional_redirect_urls, ['https://127.0.0.1:3000']),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      enableSignup: bool(auth.enable_signup, true),
      enableRefreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      passwordRequirements: str(auth.password_requirements, ''),
      email: {
        enableSignup: bool(email.enable_signup, true),
        enableConfirmations: bool(email.enable_confirmations, false),
        doubleConfirmChanges: bool(email.double_confirm_changes, true),
        maxFrequencySeconds: parseDuration(email.max_frequency, 1),
        otpExpiry: num(email.otp_expiry, 3600),
        otpLength: Math.min(10, Math.max(6, num(email.otp_length, 6))),
      },
      // the Supabase CLI's defaults (its config template)
      rateLimit: {
        enforced: rateLimitsEnforced(env),
        emailSent: num(rateLimit.email_sent, 2),
        tokenRefresh: num(rateLimit.token_refresh, 150),
        signInSignUps: num(rateLimit.sign_in_sign_ups, 30),
        tokenVerifications: num(rateLimit.token_verifications, 30),
      },
      captcha: {
        enabled: bool(captcha.enabled, false),
        provider: str(captcha.provider, 'hcaptcha'),
        // an unset env(NAME) leaves no secret (the CLI warns and keeps the text)
        secret: /^env\(.*\)$/.test(secret) ? '' : secret.trim(),
      },
    },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit, 50 * 1024 * 1024) },
    functions: Object.fromEntries(
      Object.entries(table(doc.functions)).map(([name, v]) => [
        name,
        { verifyJwt: bool(table(v).verify_jwt, true) },
      ]),
    ),
    notes,
  }
}
