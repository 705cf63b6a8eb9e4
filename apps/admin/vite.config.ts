import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { loginCss, loginHtml } from './src/features/auth/loginMarkup'
import { hostingFiles } from './hosting'

/**
 * Writes the login page into index.html (docs/decisions/0075): its styles in the head and its
 * form in #login, with the security check's slot when the build has a Turnstile sitekey.
 */
function loginPage(): Plugin {
  let captcha = false
  return {
    name: 'login-page',
    configResolved(config) {
      captcha = !!config.env.VITE_TURNSTILE_SITE_KEY
    },
    transformIndexHtml(html) {
      for (const placeholder of ['<!--login-styles-->', '<!--login-->'])
        if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`)
      return html
        .replace('<!--login-styles-->', `<style>${loginCss}</style>`)
        .replace('<!--login-->', loginHtml({ captcha }))
    },
  }
}

export default defineConfig({
  plugins: [react(), hostingFiles(), loginPage()],
  server: { port: 5174, strictPort: true },
})
