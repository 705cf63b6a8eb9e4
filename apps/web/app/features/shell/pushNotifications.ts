/** OneSignal's v16 web SDK, from its CDN. */
export const ONESIGNAL_SDK_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js'
/**
 * OneSignal's service worker: apps/web/public/OneSignalSDKWorker.js, at the site root with root
 * scope (https://documentation.onesignal.com/docs/onesignal-service-worker). These are the SDK's
 * defaults, stated so that the tests hold the file in public/ to what init registers.
 */
export const ONESIGNAL_WORKER = {
  serviceWorkerPath: 'OneSignalSDKWorker.js',
  serviceWorkerParam: { scope: '/' },
}

type OneSignalApi = { init(options: Record<string, unknown>): Promise<void> }
declare global {
  interface Window {
    OneSignalDeferred?: Array<(oneSignal: OneSignalApi) => void | Promise<void>>
  }
}

let started = false

/** Waits for the page to have loaded and the main thread to be idle. */
export function whenIdle(callback: () => void, win: Window = window) {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => callback(), { timeout: 5000 })
      : win.setTimeout(callback, 1)
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}

/**
 * Initialises push notifications once: skipped without an app id; otherwise the SDK is
 * loaded after the page is idle. If the CDN cannot be reached nothing is shown to the user.
 */
export function startPushNotifications(appId: string, win: Window = window): boolean {
  if (!appId || started) return false
  started = true
  whenIdle(() => {
    win.OneSignalDeferred = win.OneSignalDeferred ?? []
    win.OneSignalDeferred.push(async (OneSignal) => {
      try {
        await OneSignal.init({ appId, ...ONESIGNAL_WORKER, notifyButton: { enable: true } })
      } catch (error) {
        console.warn('Push notifications unavailable:', error)
      }
    })
    const script = win.document.createElement('script')
    script.src = ONESIGNAL_SDK_URL
    script.defer = true
    script.onerror = () =>
      console.warn('Push notifications unavailable: the SDK could not be loaded.')
    win.document.head.appendChild(script)
  }, win)
  return true
}

/** For tests only. */
export function resetPushNotificationsForTest() {
  started = false
}
