import type { z } from 'zod'

/** Which part of an error's path names its field: the first, or the last (nested input). */
export type ErrorField = 'path-start' | 'path-end'

/** Field name -> first error message, from a failed zod parse. */
export function fieldErrors(
  error: z.ZodError,
  errorField: ErrorField = 'path-start',
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { path, message } of error.issues) {
    const key = String((errorField === 'path-end' ? path[path.length - 1] : path[0]) ?? '')
    if (key && !(key in out)) out[key] = message
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
