import type { Locale } from '@repo/courses'
import { toast } from '@repo/ui'
import { useState } from 'react'
import { m } from '../../i18n'
import type { useValidatedForm } from '../../lib/forms'
import { getSupabase, type SupabaseClient } from '../../lib/supabase'
import { authErrorText } from './errors'

type Form = Pick<ReturnType<typeof useValidatedForm>, 'run' | 'loadSchemas'>

/**
 * What the account pages do alike around their one request: the form schemas (or a toast titled
 * `failedTitle` when they do not load), the auth client (or "unavailable" on the page), the auth
 * server's refusal on the page and in the same toast, and everything typed kept.
 */
export function useAuthRequest(form: Form, failedTitle: string, locale: Locale) {
  const [serverError, setServerError] = useState<string | null>(null)

  const loadSchemas = () =>
    form.loadSchemas({ title: failedTitle, text: m.auth_network({}, { locale }) })

  /** Runs the request; with `hold` the form stays locked after it (the page navigates away). */
  async function request(
    task: (client: SupabaseClient) => Promise<unknown>,
    { hold = false, onError }: { hold?: boolean; onError?: (error: unknown) => void } = {},
  ) {
    const client = await getSupabase()
    if (!client) {
      setServerError(m.auth_unavailable({}, { locale }))
      return
    }
    setServerError(null)
    await form.run(
      () => task(client),
      (error) => {
        onError?.(error)
        const text = authErrorText(error, locale)
        setServerError(text)
        toast({ title: failedTitle, description: text, variant: 'destructive' })
      },
      { hold },
    )
  }

  return { serverError, loadSchemas, request }
}
