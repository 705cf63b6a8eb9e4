import { TURNSTILE_HOST } from '@repo/api/captcha'
import { describe, expect, it } from 'vitest'
import { consolePolicy, headersFile } from '../hosting'

const supabase = 'https://abc.supabase.co'
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe("the console's CSP", () => {
  it('without a Turnstile sitekey: no Cloudflare, no frames', () => {
    for (const key of [undefined, '']) {
      const policy = consolePolicy(supabase, key)
      expect(policy).not.toContain('cloudflare')
      expect(directive(policy, 'script-src')).toEqual(["'self'"])
      expect(directive(policy, 'frame-src')).toEqual(["'none'"])
    }
  })

  it("with one: Cloudflare's challenge host for the script and the frame, nothing else", () => {
    const policy = consolePolicy(supabase, '1x00000000000000000000AA')
    expect(directive(policy, 'script-src')).toEqual(["'self'", TURNSTILE_HOST])
    expect(directive(policy, 'frame-src')).toEqual([TURNSTILE_HOST])
    expect(directive(policy, 'connect-src')).not.toContain(TURNSTILE_HOST)
    expect(headersFile(supabase, '1x00000000000000000000AA')).toContain(
      `Content-Security-Policy: ${policy}`,
    )
  })
})
