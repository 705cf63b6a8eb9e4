import { notifications, type NotificationData } from '@mantine/notifications'
import { ApiError } from '@repo/api'

/** One notification at a time (docs/product.md#console): the newest replaces whatever is showing. */
export function notify(data: NotificationData) {
  notifications.clean()
  notifications.show({ withBorder: true, ...data })
}

/** A red notification with the error's user-facing text (docs/product.md#messages where it has one). */
export function notifyError(error: unknown, fallback = 'Something went wrong. Please try again.') {
  notify({ color: 'red', title: 'Error', message: errorText(error, fallback) })
}

export function notifySuccess(message: string) {
  notify({ color: 'green', message })
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback
}
