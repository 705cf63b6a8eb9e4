import { Alert, Box, Button, Stack, Text, useComputedColorScheme } from '@mantine/core'
import { captchaLoading, controlCaptcha, type CaptchaHandle } from '@repo/api/captcha'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'

/** The login form's handle on its security check, from its submit handler. */
export type { CaptchaHandle }

/** What the check is doing, in the console's words (the learner site's, in English). */
export const captchaTexts = {
  loading: 'Loading the security check…',
  checking: 'Checking that you are a person. This takes a moment.',
  done: 'Done. You can log in.',
  failed: 'The security check did not pass. Try again.',
  expired: 'The security check expired and is running again.',
  unavailable: 'The security check could not load. Check your connection and try again.',
}
export const captchaRequired = 'Wait until the security check says Done, then log in again.'
export const captchaRetry = 'Try the check again'

/**
 * The console login's security check (Cloudflare Turnstile, through the shared core
 * `@repo/api/captcha`), rendered only when the build has a sitekey (VITE_TURNSTILE_SITE_KEY):
 * Auth asks for a token at every password sign-in once `[auth.captcha]` is on
 * (docs/decisions/0052). Mantine's look; what it is doing is announced politely, a failure
 * offers to try again, and a form sent before there is a token gets an alert and focus here.
 */
export function Captcha({
  handleRef,
  siteKey,
}: {
  handleRef: RefObject<CaptchaHandle | null>
  siteKey: string
}) {
  const labelId = useId()
  const group = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [{ status, early, trouble, retry }, setView] = useState(captchaLoading)
  const scheme = useComputedColorScheme('light')

  useEffect(
    () =>
      controlCaptcha(box.current!, {
        sitekey: siteKey,
        look: () => ({ theme: scheme, size: 'flexible', language: 'en' }),
        onView: setView,
        focus: () => group.current?.focus(),
        handle: handleRef,
      }),
    [siteKey, scheme, handleRef],
  )

  return (
    <Stack
      ref={group}
      gap="xs"
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
      data-captcha={status}
    >
      <Text id={labelId} size="sm" fw={500}>
        Security check
      </Text>
      <Box ref={box} mih={65} />
      <Text aria-live="polite" size="sm" c={trouble ? 'red' : 'dimmed'}>
        {captchaTexts[status]}
      </Text>
      {early ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {captchaRequired}
        </Alert>
      ) : null}
      {trouble ? (
        <Button variant="default" size="xs" onClick={retry} style={{ alignSelf: 'flex-start' }}>
          {captchaRetry}
        </Button>
      ) : null}
    </Stack>
  )
}
