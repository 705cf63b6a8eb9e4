// Builds the learner site for the end-to-end run: production build, env pointing at the
// e2e backend and the recording form service, into apps/web/build/e2e.
import { execFileSync } from 'node:child_process'
import { ANON_KEY } from '@repo/devstack'
import { urls, webBuildDir, whatsappNumber } from './ports'

execFileSync('pnpm', ['--filter', 'web', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_BUILD_DIR: webBuildDir,
    VITE_SUPABASE_URL: urls.api,
    VITE_SUPABASE_ANON_KEY: ANON_KEY,
    VITE_FORM_ENDPOINT: urls.formEndpoint,
    VITE_WHATSAPP_NUMBER: whatsappNumber,
    VITE_ONESIGNAL_APP_ID: '',
  },
})
