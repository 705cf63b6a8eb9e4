// Builds both apps for the end-to-end run, production builds with env pointing at the e2e
// backend: the learner site (and the recording form service) into apps/web/build-e2e, the
// admin console into apps/admin/build-e2e (outside build/, which `react-router build` empties).
import { execFileSync } from 'node:child_process'
import { ANON_KEY } from '@repo/devstack'
import { adminBuildDir, urls, webBuildDir, whatsappNumber } from './ports'

const backend = { VITE_SUPABASE_URL: urls.api, VITE_SUPABASE_ANON_KEY: ANON_KEY }

execFileSync('pnpm', ['--filter', 'web', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...backend,
    WEB_BUILD_DIR: webBuildDir,
    VITE_FORM_ENDPOINT: urls.formEndpoint,
    VITE_WHATSAPP_NUMBER: whatsappNumber,
    VITE_ONESIGNAL_APP_ID: '',
    // no security check in the suite's build, whatever a local .env says (captcha.spec.ts
    // builds its own with Turnstile's test sitekey; docs/decisions/0052)
    VITE_TURNSTILE_SITE_KEY: '',
  },
})

execFileSync(
  'pnpm',
  [
    '--filter',
    'admin',
    'exec',
    'vite',
    'build',
    '--outDir',
    adminBuildDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { stdio: 'inherit', env: { ...process.env, ...backend, VITE_SITE_URL: urls.web } },
)
