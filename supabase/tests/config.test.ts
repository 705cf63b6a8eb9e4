/**
 * supabase/config.toml is what `supabase start` and the devstack read: these check that its
 * auth settings are the ones in force (through the auth API, as the apps meet them).
 */
import { latestMail } from '@repo/devstack'
import { describe, expect, test } from 'vitest'
import { anonClient, seedAccount, stack, token } from './support'

const email = (label: string) => `${label}-${token(8).toLowerCase()}@example.com`

describe('config.toml auth settings', () => {
  test('minimum_password_length = 6: five characters are refused as weak, six accepted', async () => {
    const weak = await anonClient().auth.signUp({ email: email('weak'), password: '12345' })
    expect(weak.error?.code).toBe('weak_password')
    const ok = await anonClient().auth.signUp({ email: email('six'), password: '123456' })
    expect(ok.error).toBeNull()
  })

  test('enable_confirmations = true: sign-up gives no session until the mailed link is followed', async () => {
    const address = email('confirm')
    const { data, error } = await anonClient().auth.signUp({
      email: address,
      password: `pw-${token(10)}`,
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect((await latestMail(stack, address, 5000)).type).toBe('signup')
  })

  test.for([
    [
      'the admin console (additional_redirect_urls)',
      'http://localhost:5174/',
      'http://localhost:5174/',
    ],
    ['the learner site', 'http://localhost:5173/profile', 'http://localhost:5173/profile'],
    [
      'an unknown origin: falls back to site_url',
      'https://evil.example/steal',
      'http://localhost:5173',
    ],
  ] as const)('confirmation links may lead to %s', async ([, wanted, expected]) => {
    const address = email('redirect')
    const { error } = await anonClient().auth.signUp({
      email: address,
      password: `pw-${token(10)}`,
      options: { emailRedirectTo: wanted },
    })
    expect(error).toBeNull()
    const mail = await latestMail(stack, address, 5000)
    expect(mail.redirectTo.replace(/\/$/, '')).toBe(expected.replace(/\/$/, ''))
  })

  test('jwt_expiry = 3600: a session lasts an hour', async () => {
    const account = seedAccount('learner')
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: account.email,
      password: account.password,
    })
    expect(error).toBeNull()
    expect(data.session?.expires_in).toBe(3600)
  })

  test('a wrong password is refused with invalid_credentials', async () => {
    const account = seedAccount('learner')
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: account.email,
      password: `${account.password}x`,
    })
    expect(error?.code).toBe('invalid_credentials')
    expect(data.session).toBeNull()
  })
})
