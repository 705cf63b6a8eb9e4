import {
  Alert,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { ApiError } from '@repo/api'
import { loginSchema, type LoginForm } from '@repo/courses/forms'
import { useRef, useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { turnstileSiteKey } from '../../lib/config'
import { useConsoleForm } from '../../lib/consoleForm'
import { errorText, notify } from '../../lib/notify'
import { isStaff, sessionOf, useSession } from '../../lib/session'
import { Captcha, captchaTexts, type CaptchaHandle } from './Captcha'
import { consoleHome } from './RequireStaff'

/** Auth refused the token (`captcha_failed`): said as the check's own failure, not Auth's words. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'captcha_failed') return captchaTexts.failed
  return errorText(error, 'Login Failed')
}

export function LoginScreen() {
  const api = useAdminApi()
  const navigate = useNavigate()
  const { session, setSession } = useSession()
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // With captcha on, Auth asks for a token at every password sign-in (docs/decisions/0052).
  const siteKey = turnstileSiteKey()
  const captcha = useRef<CaptchaHandle | null>(null)
  // the learner site's login schema and words: the same email and password rules
  const { form, onSubmit } = useConsoleForm({
    name: 'login',
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    submit: logIn,
  })

  if (isStaff(session)) return <Navigate to={consoleHome(session)} replace />

  async function logIn({ email, password }: LoginForm) {
    if (siteKey && !captcha.current?.ready()) return
    const captchaToken = siteKey ? captcha.current?.token() : undefined
    setSubmitting(true)
    setError(null)
    try {
      const result = captchaToken
        ? await api.signIn(email, password, captchaToken)
        : await api.signIn(email, password)
      const signedIn = sessionOf(result, email)
      setSession(signedIn)
      if (isStaff(signedIn)) {
        notify({ color: 'green', message: 'Login Successful' })
        navigate(consoleHome(signedIn), { replace: true })
      } else {
        navigate('/not-admin', { replace: true })
      }
    } catch (e) {
      const message = loginErrorText(e)
      setError(message)
      notify({ color: 'red', title: 'Login Failed', message })
      // a token is good for one request: the next attempt needs a new one
      if (siteKey) captcha.current?.reset()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Container component="main" size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <form aria-labelledby="admin-login-title" onSubmit={onSubmit} noValidate>
          <Stack>
            <Title id="admin-login-title" order={1} size="h2">
              Admin login
            </Title>
            <Text c="dimmed" size="sm">
              For the course team only. Learners log in on the learner site.
            </Text>
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              name="email"
              required
              autoComplete="username"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              name="password"
              required
              autoComplete="current-password"
              {...form.getInputProps('password')}
              // Mantine marks the inner input of a PasswordInput data-invalid only
              aria-invalid={form.errors.password ? true : undefined}
            />
            {siteKey ? <Captcha handleRef={captcha} siteKey={siteKey} /> : null}
            <Button type="submit" loading={submitting}>
              Log in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
