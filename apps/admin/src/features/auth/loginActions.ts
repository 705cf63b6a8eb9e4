/**
 * The login's sign-in, fetched when the admin first focuses the form (loginForm.ts): the learner
 * site's login schema and words, the sign-in that says who it is (@repo/api signInToConsole), and
 * a refusal in the console's words.
 */
import { ApiError, type ConsoleSignIn } from '@repo/api'
import { loginSchema } from '@repo/courses/forms'
import { errorWords } from '../../lib/errorWords'
import { sessionOf } from '../../lib/sessionState'
import { captchaTexts, loginFailed, type LoginActions, type LoginValues } from './loginForm'

/** How the console signs in: @repo/api's signInToConsole on its client, or a test's fake. */
export type SignIn = (
  email: string,
  password: string,
  captchaToken?: string,
) => Promise<ConsoleSignIn>

/** Auth refused the token (`captcha_failed`): said as the check's own failure, not Auth's words. */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return loginFailed
  return error.code === 'captcha_failed' ? captchaTexts.failed : errorWords(error)
}

export function loginActions(signIn: SignIn): LoginActions {
  return {
    check(values) {
      const parsed = loginSchema.safeParse(values)
      if (parsed.success) return { ok: true, values: parsed.data }
      const errors: Partial<Record<keyof LoginValues, string>> = {}
      for (const { path, message } of parsed.error.issues) {
        const field = path[0]
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = message
      }
      return { ok: false, errors }
    },
    async signIn({ email, password }, captchaToken) {
      const result = captchaToken
        ? await signIn(email, password, captchaToken)
        : await signIn(email, password)
      return sessionOf(result, email)
    },
    errorText: loginErrorText,
  }
}
