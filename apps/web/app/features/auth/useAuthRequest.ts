import type { Locale } from '@repo/courses'
import { toast } from '@repo/ui'
import { useState } from 'react'
import { m } from '../../i18n'
import type { SendFailure } from '../../lib/forms'
import { getSupabase, type SupabaseClient } from '../../lib/supabase'
import { authErrorText } from './errors'

/**
 * What the account pages do alike around their one request (their `useForm`'s `failureToast`,
 * `send` and failed `onResult`): a toast titled `failedTitle` when the form schemas do not load,
 * the auth client (or "unavailable" on the page), the auth server's refusal on the page and in
 * the same toast, and everything typed kept.
 */
export function useAuthRequest(failedTitle: string, locale: Locale) {
  const [serverError, setServerError] = useState<string | null>(null)

  /** Runs the request with the auth client: its answer, or null without a client (said). */
  async function withClient<T>(task: (client: SupabaseClient) => Promise<T>): Promise<T | null> {
    const client = await getSupabase()
    if (!client) {
      setServerError(m.auth_unavailable({}, { locale }))
      return null
    }
    setServerError(null)
    return task(client)
  }

  /** A request not sent (offline) or refused: the reason on the page and in a toast. */
  function failed(result: SendFailure) {
    const text = authErrorText(result.reason === 'refused' ? result.error : undefined, locale)
    setServerError(text)
    toast({ title: failedTitle, description: text, variant: 'destructive' })
  }

  const failureToast = { title: failedTitle, text: m.auth_network({}, { locale }) }
  return { serverError, failureToast, withClient, failed }
}
