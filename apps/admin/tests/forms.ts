import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * A console form refused `field` (lib/consoleForm): its error says `message`, tied to it
 * (aria-invalid, and the error in its accessible description), and, as the first wrong field,
 * it has the focus.
 */
export function expectRefusedField(field: HTMLElement, message: string, { first = true } = {}) {
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
  if (first) expect(field).toHaveFocus()
}

/** The alert (a notification, an Alert) that says `message`, once it shows. */
export function findAlert(message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(message))
    expect(alert, `an alert saying “${message}”`).toBeDefined()
    return alert!
  })
}
