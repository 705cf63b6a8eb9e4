import type { Locale } from '@repo/courses'
import { toast } from '@repo/ui'
import { useState } from 'react'
import { m } from '../../i18n'
import { getSupabase, type SupabaseClient } from '../../lib/supabase'
import { authErrorText } from './errors'

/**
 * What the account pages do alike around their one request (their `useForm`'s `failure`,
 * `submit` and `onError`): a toast titled `failedTitle` when the form schemas do not load, the
 * auth client (or "unavailable" on the page), the auth server's refusal on the page and in the
 * same toast, and everything typed kept.
 */
export function useAuthRequest(failedTitle: string, locale: Locale) {
  const [serverError, setServerError] = useState<string | null>(null)

  /** Runs the request with the auth client. */
  async function withClient(task: (client: SupabaseClient) => Promise<unknown>) {
    const client = await getSupabase()
    if (!client) {
      setServerError(m.auth_unavailable({}, { locale }))
      return
    }
    setServerError(null)
    await task(client)
  }

  /** The auth server's refusal, on the page and in a toast. */
  function failed(error: unknown) {
    const text = authErrorText(error, locale)
    setServerError(text)
    toast({ title: failedTitle, description: text, variant: 'destructive' })
  }

  const failure = { title: failedTitle, text: m.auth_network({}, { locale }) }
  return { serverError, failure, withClient, failed }
}
