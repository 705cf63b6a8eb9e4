import type { Locale } from '../i18n'
import { toastHandoffKey } from '../features/shell/toastHandoff'

/** What a page that needs a login says on the way to the login page (its route's handle). */
export interface LoginFirst {
  /** The page to come back to after logging in; the address itself when not given. */
  next?: string
  /** A toast for the login page to show (handed over as toastHandoff does). */
  toast?: { title: string; description: string; variant: 'destructive' }
}

/** The handle of a prerendered page that sends a visitor who never logged in to log in first. */
export interface LoginFirstHandle {
  islands: true
  loginFirst: (locale: Locale) => LoginFirst
}

export function loginFirstOf(handle: unknown): LoginFirstHandle['loginFirst'] | undefined {
  return typeof handle === 'object' && handle !== null && 'loginFirst' in handle
    ? (handle.loginFirst as LoginFirstHandle['loginFirst'])
    : undefined
}

/**
 * An inline script for the <head> of a page that needs a login: a browser with no session to
 * restore (nothing stored by supabase-js, no sign-in link in the address) goes to the login page
 * before the page paints, without loading any script. The islands still check the session for
 * everyone else (an expired session, storage that cannot be read). Kept in step with
 * hasStoredSession (lib/supabase.ts) and the session's own check (lib/session.ts).
 */
export function loginFirstScript(loginPath: string, { next, toast }: LoginFirst): string {
  const nextPath = next
    ? JSON.stringify(next)
    : "location.pathname.replace(/(.)\\/+$/,'$1')+location.search"
  const handOff = toast
    ? `sessionStorage.setItem(${JSON.stringify(toastHandoffKey)},${JSON.stringify(JSON.stringify([toast]))});`
    : ''
  return (
    '(function(){try{var s=localStorage;for(var i=0;i<s.length;i++){var k=s.key(i);' +
    "if(k&&k.indexOf('sb-')===0&&k.slice(-11)==='-auth-token')return}" +
    'if(/access_token|error_description/.test(location.hash))return;' +
    handOff +
    `location.replace(${JSON.stringify(`${loginPath}?next=`)}+encodeURIComponent(${nextPath}))` +
    '}catch(e){}})()'
  )
}
