// The sign-up page sends the learner to the login page with a note to check their mail. Pages
// load one another (islands, no router state), so the note waits in session storage and the
// login page shows it once. Only this known note travels: no text from the address bar.
const key = 'skill-courses_login-notice'

/** Leaves the 'check your email' note for the login page about to load. */
export function leaveSignedUpNotice(storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(key, 'signed-up')
  } catch {
    // Storage can be blocked: the toast already said it.
  }
}

/** Whether the sign-up page left its note (taken once). */
export function takeSignedUpNotice(storage: Storage = window.sessionStorage): boolean {
  try {
    const left = storage.getItem(key) === 'signed-up'
    storage.removeItem(key)
    return left
  } catch {
    return false
  }
}
