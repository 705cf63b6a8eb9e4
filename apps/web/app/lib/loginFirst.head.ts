// Inline in the <head> of a page that needs a login (root.tsx; compiled by
// scripts/headScripts.ts): a browser with no session to restore (nothing stored by supabase-js, no
// sign-in link in the address) goes to the login page before the page paints, without loading
// any script. The islands still check the session for everyone else (an expired session, storage
// that cannot be read). Kept in step with hasStoredSession (lib/supabase.ts) and the session's own
// check (lib/session.ts). Its page's values come as the data attributes of loginFirstData().
const { login = '/login?next=', next, handoffKey, handoff } = document.currentScript?.dataset ?? {}

function hasSession(): boolean {
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key && key.startsWith('sb-') && key.endsWith('-auth-token')) return true
  }
  return /access_token|error_description/.test(location.hash)
}

try {
  if (!hasSession()) {
    if (handoffKey && handoff) sessionStorage.setItem(handoffKey, handoff)
    const back = next ?? location.pathname.replace(/(.)\/+$/, '$1') + location.search
    location.replace(login + encodeURIComponent(back))
  }
} catch {
  // Storage unreadable: the islands check the session.
}
