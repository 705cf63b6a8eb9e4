// The console's entry: a few KB that give index.html's login page its behaviour, or fetch the
// console for a stored session (features/auth/firstLoad.ts, docs/decisions/0075).
import { firstLoad } from './features/auth/firstLoad'
import { turnstileSiteKey } from './lib/config'
import { hasStoredSession } from './lib/sessionStore'

const root = document.getElementById('root')
const login = document.getElementById('login')
if (!root || !login) throw new Error('index.html has no #root and #login elements')
firstLoad({
  login,
  storedSession: hasStoredSession(),
  siteKey: turnstileSiteKey(),
  loadConsole: async () => {
    const { mountConsole } = await import('./App')
    return { mountConsole: (session) => mountConsole(root, session) }
  },
  actions: async () => {
    const [{ loginActions }, { signIn }] = await Promise.all([
      import('./features/auth/loginActions'),
      import('./lib/sessionClient'),
    ])
    return loginActions(signIn)
  },
})
