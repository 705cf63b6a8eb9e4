import { describe, expect, it } from 'vitest'
import { m } from '../i18n'
import { loginFirstData, loginFirstWithToast } from './loginFirst'
import loginFirstScript from './loginFirst.head.ts?head'

/**
 * Runs the inline script, as the build compiles it, with the data attributes root.tsx gives it,
 * against a stand-in browser; answers where it sent the visitor.
 */
function run(
  data: ReturnType<typeof loginFirstData>,
  { stored = [] as string[], path = '/enroll/web-development', hash = '' } = {},
) {
  // What `dataset` makes of the attributes: data-handoff-key -> handoffKey.
  const dataset = Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name.slice('data-'.length).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        value,
      ]),
  )
  const session = new Map<string, string>()
  let went: string | null = null
  const localStorage = { length: stored.length, key: (i: number) => stored[i] ?? null }
  const sessionStorage = { setItem: (k: string, v: string) => session.set(k, v) }
  const location = {
    pathname: path,
    search: '',
    hash,
    replace: (to: string) => {
      went = to
    },
  }
  new Function('document', 'localStorage', 'sessionStorage', 'location', loginFirstScript)(
    { currentScript: { dataset } },
    localStorage,
    sessionStorage,
    location,
  )
  return { went, session }
}

const toast = {
  title: 'Login Required',
  description: 'You must be logged in.',
  variant: 'destructive' as const,
}

describe('the login-first script of pages that need a login', () => {
  it('sends a visitor who never logged in to log in, back to the page after, with the toast', () => {
    const { went, session } = run(loginFirstData('/login', { toast }))
    expect(went).toBe('/login?next=%2Fenroll%2Fweb-development')
    expect(JSON.parse(session.get('skill-courses_toasts')!)).toEqual([toast])
  })

  it('returns to the given page, in the page language', () => {
    const { went } = run(loginFirstData('/bn/login', { next: '/profile' }), {
      path: '/bn/profile',
    })
    expect(went).toBe('/bn/login?next=%2Fprofile')
  })

  it('leaves a browser with a stored session, or a sign-in link, to the page', () => {
    expect(
      run(loginFirstData('/login', {}), { stored: ['theme', 'sb-127-auth-token'] }).went,
    ).toBeNull()
    expect(
      run(loginFirstData('/login', {}), { hash: '#access_token=x&type=signup' }).went,
    ).toBeNull()
  })

  it("tells a quiz's visitor on the login page, in the page's language, why they are there", () => {
    const quiz = loginFirstWithToast(m.quiz_loginTitle, m.quiz_loginText, 'default')
    expect(quiz.islands).toBe(true)
    const { went, session } = run(loginFirstData('/bn/login', quiz.loginFirst('bn')), {
      path: '/bn/learn/web-development/quizzes/q1',
    })
    expect(went).toBe('/bn/login?next=%2Fbn%2Flearn%2Fweb-development%2Fquizzes%2Fq1')
    expect(JSON.parse(session.get('skill-courses_toasts')!)).toEqual([
      {
        title: m.quiz_loginTitle({}, { locale: 'bn' }),
        description: m.quiz_loginText({}, { locale: 'bn' }),
        variant: 'default',
      },
    ])
  })
})
