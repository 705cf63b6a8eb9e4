import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ONESIGNAL_SDK_URL,
  resetPushNotificationsForTest,
  startPushNotifications,
} from './pushNotifications'

const sdkScripts = () =>
  Array.from(document.head.querySelectorAll('script')).filter((s) => s.src === ONESIGNAL_SDK_URL)

describe('push notifications', () => {
  beforeEach(() => {
    resetPushNotificationsForTest()
    vi.useFakeTimers()
  })
  afterEach(() => {
    sdkScripts().forEach((s) => s.remove())
    delete window.OneSignalDeferred
    vi.useRealTimers()
  })

  it('are skipped entirely without an app id', () => {
    expect(startPushNotifications('')).toBe(false)
    vi.runAllTimers()
    expect(sdkScripts()).toHaveLength(0)
    expect(window.OneSignalDeferred).toBeUndefined()
  })

  it('load the SDK once, only after the page is idle, and initialise it with the app id and the root worker', async () => {
    expect(startPushNotifications('app-123')).toBe(true)
    expect(startPushNotifications('app-123')).toBe(false)
    expect(sdkScripts()).toHaveLength(0)
    vi.runAllTimers()
    expect(sdkScripts()).toHaveLength(1)
    const init = vi.fn(async () => {})
    await window.OneSignalDeferred![0]!({ init })
    expect(init).toHaveBeenCalledWith({
      appId: 'app-123',
      serviceWorkerPath: 'OneSignalSDKWorker.js',
      serviceWorkerParam: { scope: '/' },
      notifyButton: { enable: true },
    })
  })

  it('never surface an unreachable CDN or a failing init to the user', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    startPushNotifications('app-123')
    vi.runAllTimers()
    sdkScripts()[0]!.dispatchEvent(new Event('error'))
    await expect(
      window.OneSignalDeferred![0]!({ init: async () => Promise.reject(new Error('blocked')) }),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
