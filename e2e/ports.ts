/** Fixed ports of the end-to-end run (away from the dev stack's 54321/54322 and the dev servers). */
export const ports = {
  api: 54421,
  db: 54422,
  /** the devstack's mail catcher (SMTP), where deliver-notifications sends */
  smtp: 54425,
  forms: 54429,
  web: 54430,
  admin: 54431,
} as const

export const urls = {
  api: `http://127.0.0.1:${ports.api}`,
  forms: `http://127.0.0.1:${ports.forms}`,
  /** What the site posts to: the form service's endpoint path. */
  formEndpoint: `http://127.0.0.1:${ports.forms}/f/e2e`,
  web: `http://127.0.0.1:${ports.web}`,
  admin: `http://127.0.0.1:${ports.admin}`,
} as const

/** Where the e2e build of the web app goes: inside apps/web (its server bundle resolves the app's
 * dependencies during prerendering), beside build/ and not in it: `react-router build` empties
 * its folder, so a `pnpm build` during a run would delete the suite's pages. */
export const webBuildDir = new URL('../apps/web/build-e2e/', import.meta.url).pathname

export const whatsappNumber = '8801711223344'

/** Where the e2e build of the admin console goes (git-ignored). */
export const adminBuildDir = new URL('../apps/admin/build-e2e/', import.meta.url).pathname
