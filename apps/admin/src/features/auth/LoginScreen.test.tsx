import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { LoginScreen } from './LoginScreen'

it('asks the admin for email and password', () => {
  render(
    <MantineProvider>
      <LoginScreen />
    </MantineProvider>,
  )
  expect(screen.getByRole('heading', { name: 'Admin login' })).toBeVisible()
  expect(screen.getByLabelText(/Email/)).toBeRequired()
  expect(screen.getByLabelText(/Password/)).toBeRequired()
})
