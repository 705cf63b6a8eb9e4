/**
 * The login page as HTML: written into index.html at build time (vite.config.ts), so a visit
 * without a session paints the form with the first response, before any script, and rendered by
 * the console's /login route after a sign-out. loginForm.ts gives it its behaviour in both places
 * (docs/decisions/0075-console-first-load.md). Its look follows the console's Mantine theme
 * (teal, dark text on the light fill, the phone's own font), light or dark with the system, in
 * its own classes: Mantine's styles, loaded later, change nothing of it.
 */

/** The security check's slot (a build with a Turnstile sitekey): loginForm.ts fills it. */
export const captchaSlotHtml = `<div class="login-captcha" role="group" aria-labelledby="login-captcha-label" tabindex="-1" data-captcha="loading"><p id="login-captcha-label" class="login-label">Security check</p><div class="login-captcha-box"></div><p class="login-hint" aria-live="polite">Loading the security check…</p></div>`

/** The login form; with `captcha`, the security check's slot above the button. */
export function loginHtml({ captcha }: { captcha: boolean }): string {
  return `<main class="login"><div class="login-paper"><form class="login-form" method="post" aria-labelledby="admin-login-title" novalidate><h1 id="admin-login-title" class="login-title">Admin login</h1><p class="login-dimmed">For the course team only. Learners log in on the learner site.</p><div class="login-field"><label class="login-label" for="login-email">Email<span class="login-required" aria-hidden="true"> *</span></label><input class="login-input" id="login-email" type="email" name="email" required autocomplete="username"></div><div class="login-field"><label class="login-label" for="login-password">Password<span class="login-required" aria-hidden="true"> *</span></label><input class="login-input" id="login-password" type="password" name="password" required autocomplete="current-password"></div>${captcha ? captchaSlotHtml : ''}<button class="login-submit" type="submit" disabled>Log in</button></form></div></main>`
}

/** Shown instead of the form while the console's code loads for a stored session. */
export const loadingHtml = `<main class="login"><p class="login-dimmed" role="status">Loading the console…</p></main>`

/**
 * The login's styles (index.html's one <style>; the CSP allows inline styles, not scripts). The
 * body's margin is Mantine's (none) from the start, so nothing moves when its styles arrive.
 */
export const loginCss = `body{margin:0}
.login{--c-text:#000;--c-dimmed:#495057;--c-body:#fff;--c-border:#dee2e6;--c-input:#ced4da;--c-input-bg:#fff;--c-error:#c92a2a;--c-alert:#fff5f5;box-sizing:border-box;min-height:100vh;margin:0;padding:2rem 1rem;background:var(--c-body);color:var(--c-text);font:16px/1.55 -apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif}
@media (prefers-color-scheme:dark){.login{--c-text:#c9c9c9;--c-dimmed:#a3a3a3;--c-body:#242424;--c-border:#424242;--c-input:#424242;--c-input-bg:#2e2e2e;--c-error:#ff8787;--c-alert:#3b2020}}
.login *,.login *::before,.login *::after{box-sizing:border-box}
.login-paper{max-width:420px;margin:0 auto;padding:1.25rem;border:1px solid var(--c-border);border-radius:8px}
.login-form{display:flex;flex-direction:column;gap:1rem;margin:0}
.login-title{margin:0;font-size:1.625rem;line-height:1.35;font-weight:700}
.login p{margin:0}
.login-dimmed,.login-hint{color:var(--c-dimmed);font-size:.875rem}
.login-field{display:flex;flex-direction:column;gap:.25rem}
.login-label{font-size:.875rem;font-weight:500}
.login-required{color:var(--c-error)}
.login-input{height:2.25rem;padding:0 .75rem;border:1px solid var(--c-input);border-radius:4px;background:var(--c-input-bg);color:var(--c-text);font:inherit;font-size:.875rem}
.login-input:focus{outline:2px solid #12b886;outline-offset:-1px}
.login-input[aria-invalid=true]{border-color:var(--c-error)}
.login-field-error{color:var(--c-error);font-size:.75rem}
.login-submit,.login-retry{height:2.25rem;padding:0 1.125rem;border:0;border-radius:4px;background:#12b886;color:#000;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.login-submit:disabled{opacity:.6;cursor:default}
.login-submit[data-loading]::after{content:"";display:inline-block;width:.8em;height:.8em;margin-left:.5em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;vertical-align:-.1em;animation:login-spin .8s linear infinite}
@keyframes login-spin{to{transform:rotate(360deg)}}
.login-retry{align-self:flex-start;height:1.875rem;background:var(--c-input-bg);color:var(--c-text);border:1px solid var(--c-input)}
.login-alert{padding:.75rem 1rem;border-radius:8px;background:var(--c-alert);font-size:.875rem}
.login-alert-title{color:var(--c-error);font-weight:700}
.login-captcha{display:flex;flex-direction:column;gap:.5rem}
.login-captcha-box{min-height:65px}
.login-hint[data-trouble]{color:var(--c-error)}`
