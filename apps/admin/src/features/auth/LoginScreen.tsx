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
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { errorText, notify } from '../../lib/notify'
import { useSession } from '../../lib/session'

export function LoginScreen() {
  const api = useAdminApi()
  const navigate = useNavigate()
  const { session, setSession } = useSession()
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  if (session.status === 'admin') return <Navigate to="/pending" replace />

  async function onSubmit(event: React.FormEvent<HTMLElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!email || !password) {
      setError('Enter your email and password.')
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      const result = await api.signIn(email, password)
      if (result.ok) {
        setSession({ status: 'admin', email: result.user.email ?? email })
        notify({ color: 'green', message: 'Login Successful' })
        navigate('/pending', { replace: true })
      } else {
        setSession({ status: 'turnedAway' })
        navigate('/not-admin', { replace: true })
      }
    } catch (e) {
      const message = errorText(e, 'Login Failed')
      setError(message)
      notify({ color: 'red', title: 'Login Failed', message })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack component="form" aria-labelledby="admin-login-title" onSubmit={onSubmit}>
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
          <TextInput label="Email" type="email" name="email" required autoComplete="username" />
          <PasswordInput
            label="Password"
            name="password"
            required
            autoComplete="current-password"
          />
          <Button type="submit" loading={submitting}>
            Log in
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
