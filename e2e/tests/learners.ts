// Learners for end-to-end tests: made through the API (the sign-up screens have their own
// tests), confirmed through the devstack's mailbox.
import { ANON_KEY } from '@repo/devstack'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { expect, type Page } from '@playwright/test'
import { urls } from '../ports'
import type { Locale } from '@repo/courses'
import { m } from '@repo/courses/i18n'

export interface Mail {
  type: string
  actionLink: string
  redirectTo: string
}

/** The devstack's mailbox (like Supabase's local Mailpit): the newest mail to `email`. */
export async function latestMail(email: string): Promise<Mail> {
  const deadline = Date.now() + 5000
  for (;;) {
    const res = await fetch(`${urls.api}/mailbox/v1/messages?to=${encodeURIComponent(email)}`)
    expect(res.ok).toBe(true)
    const { messages } = (await res.json()) as { messages: Mail[] }
    if (messages[0]) return messages[0]
    if (Date.now() > deadline) throw new Error(`no mail for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export interface SmtpMail {
  type: string
  subject: string
  text: string
  html: string
}

/** The first mail sent over SMTP (by deliver-notifications) to `email` that `match`es; waits. */
export async function mailTo(email: string, match: (m: SmtpMail) => boolean): Promise<SmtpMail> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const res = await fetch(`${urls.api}/mailbox/v1/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await res.json()) as { messages: SmtpMail[] }
    const found = messages.find((m) => m.type === 'smtp' && match(m))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no such mail for ${email}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export async function clearMailbox(email: string) {
  await fetch(`${urls.api}/mailbox/v1/messages?to=${encodeURIComponent(email)}`, {
    method: 'DELETE',
  })
}
let counter = 0
export function unique(prefix: string): string {
  counter += 1
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`
}
export const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.com`
/** A transaction id as bKash prints them: letters and digits. */
export const txId = () => unique('TX').toUpperCase().slice(0, 20)

export interface Learner {
  email: string
  password: string
  id: string
  client: SupabaseClient
}

/** A learner who signed up and followed the confirmation link (through the API, not the UI). */
export async function confirmedLearner(prefix = 'learner'): Promise<Learner> {
  const email = uniqueEmail(prefix)
  const password = 'learner-pass-1'
  const client = createClient(urls.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { data: { username: unique('u') } },
  })
  expect(error).toBeNull()
  const mail = await latestMail(email)
  const verified = await fetch(mail.actionLink, { redirect: 'manual' })
  expect(verified.status).toBe(303)
  const { data, error: loginError } = await client.auth.signInWithPassword({ email, password })
  expect(loginError).toBeNull()
  return { email, password, id: data.user!.id, client }
}

/** Fills and sends the learner site's login form (the page must be on /login, or /bn/login with 'bn'). */
export async function logIn(page: Page, email: string, password: string, locale: Locale = 'en') {
  await page.getByLabel(m.auth_emailLabel({}, { locale })).fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: m.auth_login_submit({}, { locale }), exact: true }).click()
}
