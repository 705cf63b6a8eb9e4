import { env } from '../config/env'

export class FormServiceError extends Error {
  override name = 'FormServiceError'
}

/**
 * Sends a form to the form-collection service (VITE_FORM_ENDPOINT) and resolves when it
 * accepted it. `body` is JSON (contact form) or URL-encoded fields (workshop form, exactly
 * what the browser posts without JavaScript). Any network failure or non-2xx rejects.
 */
export async function sendToFormService(
  body: Record<string, unknown> | URLSearchParams,
  endpoint = env.formEndpoint,
): Promise<void> {
  if (!endpoint) throw new FormServiceError('VITE_FORM_ENDPOINT is not set')
  const json = !(body instanceof URLSearchParams)
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : body,
  })
  if (!response.ok) throw new FormServiceError(`The form service answered ${response.status}`)
}
