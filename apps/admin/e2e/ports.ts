/**
 * Fixed ports of the console's end-to-end run: away from the dev stack (54321/54322), the
 * learner site's e2e run (54421/54422...) and the dev servers.
 */
export const ports = { api: 54521, db: 54522, console: 54530, site: 54531 } as const

export const urls = {
  api: `http://127.0.0.1:${ports.api}`,
  console: `http://127.0.0.1:${ports.console}`,
  /** VITE_SITE_URL of the e2e build: where a learner is sent. Nothing listens; tests intercept it. */
  site: `http://127.0.0.1:${ports.site}`,
} as const

export const accounts = {
  admin: { email: 'admin@example.com', password: 'admin-pass-123' },
  learner: { email: 'learner@example.com', password: 'learner-pass-123' },
} as const
