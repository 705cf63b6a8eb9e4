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
