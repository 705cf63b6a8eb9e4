/**
 * Loads an island's code; when that fails because the phone has no signal, says so (a warning:
 * the prerendered HTML stays and works) and tries once more when the signal returns. Chromium
 * fetches a failed dynamic import again, so the part appears without a reload.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (navigator.onLine) throw error
    console.warn('Island waits for the signal:', error)
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    return load()
  }
}
