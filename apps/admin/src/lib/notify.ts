import { notifications, type NotificationData } from '@mantine/notifications'
import { ApiError } from '@repo/api'
import { ConsoleRefusal, errorWords } from './errorWords'
import { words } from './words'

/** One notification at a time (docs/product.md#console): the newest replaces whatever is showing. */
export function notify(data: NotificationData) {
  notifications.clean()
  notifications.show({ withBorder: true, ...data })
}

/** A red notification with the error's user-facing text (docs/product.md#messages where it has one). */
export function notifyError(error: unknown, fallback: string = words.somethingWrong) {
  notify({ color: 'red', title: 'Error', message: errorText(error, fallback) })
}

export function notifySuccess(message: string) {
  notify({ color: 'green', message })
}

/** The console's words for a failure: an ApiError's (lib/errorWords), its own refusal's, or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorWords(error)
  return error instanceof ConsoleRefusal ? error.message : fallback
}
