import { Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core'

export function LoginScreen() {
  return (
    <Container size="xs" py="xl">
      <Stack component="form" aria-labelledby="admin-login-title">
        <Title id="admin-login-title" order={1}>
          Admin login
        </Title>
        <TextInput label="Email" type="email" name="email" required autoComplete="username" />
        <PasswordInput label="Password" name="password" required autoComplete="current-password" />
        <Button type="submit">Log in</Button>
      </Stack>
    </Container>
  )
}
