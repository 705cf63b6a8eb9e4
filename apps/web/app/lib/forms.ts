import type { z } from 'zod'

/** Field name -> first error message, from a failed zod parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !(key in out)) out[key] = issue.message
  }
  return out
}

/** Moves focus to the first field (in document order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name?.replace(/\[\]$/, '')
    if (name && name in errors && el instanceof HTMLElement) {
      el.focus()
      return
    }
  }
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
