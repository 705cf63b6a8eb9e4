import { toast, toastStore } from '@repo/ui'

// A prerendered page navigates by loading the next page (islands, no router): a toast shown
// just before, such as 'Login Required' on the way to the login page, would be lost with the
// page. It is kept for the next page in session storage, which shows it once.
export const toastHandoffKey = 'skill-courses_toasts'

/** Keeps the toasts on screen for the page about to load. */
export function handOffToasts(storage: Storage = window.sessionStorage): void {
  const shown = toastStore.getSnapshot()
  if (shown.length === 0) return
  try {
    storage.setItem(
      toastHandoffKey,
      JSON.stringify(
        shown.map(({ title, description, variant }) => ({ title, description, variant })),
      ),
    )
  } catch {
    // Storage can be blocked: the next page then shows no toast, as before.
  }
}

/** Shows the toasts the previous page handed over (once). */
export function resumeToasts(storage: Storage = window.sessionStorage): void {
  let saved: unknown
  try {
    saved = JSON.parse(storage.getItem(toastHandoffKey) ?? '[]')
    storage.removeItem(toastHandoffKey)
  } catch {
    return
  }
  if (!Array.isArray(saved)) return
  for (const item of saved) {
    if (item && typeof item.title === 'string')
      toast({
        title: item.title,
        description: typeof item.description === 'string' ? item.description : undefined,
        variant:
          item.variant === 'destructive' || item.variant === 'success' ? item.variant : 'default',
      })
  }
}
