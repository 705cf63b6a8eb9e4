import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { AuthError } from './errors'
import { otpCode, tokenHash, type UserRow, type Pkce } from './model'
import type { Core } from './core'
import type { Limits } from './limits'

/** The mails auth sends: confirmation, recovery and email change links with their one-time tokens. */
export function createMails(core: Core, limits: Limits) {
  const { cfg, autoconfirm, externalUrl, saveFlowState, mailbox } = core

  function sentTooRecently(sentAt: Date | null): void {
    const freq = cfg.email.maxFrequencySeconds * 1000
    if (sentAt && sentAt.getTime() + freq > Date.now()) {
      const left = Math.floor((sentAt.getTime() + freq - Date.now()) / 1000)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${left} seconds.`,
      )
    }
  }

  function mail(
    to: string,
    type: string,
    hash: string,
    otp: string,
    redirectTo: string,
    newEmail = to,
  ) {
    const link = `${externalUrl()}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
    const texts: Record<string, { subject: string; title: string; lead: string; label: string }> = {
      signup: {
        subject: 'Confirm Your Signup',
        title: 'Confirm your signup',
        lead: 'Follow this link to confirm your user:',
        label: 'Confirm your mail',
      },
      recovery: {
        subject: 'Reset Your Password',
        title: 'Reset Password',
        lead: 'Follow this link to reset the password for your user:',
        label: 'Reset Password',
      },
      email_change: {
        subject: 'Confirm Email Change',
        title: 'Confirm Change of Email',
        lead: `Follow this link to confirm the update of your email from ${to === newEmail ? 'your old address' : to} to ${newEmail}:`,
        label: 'Change Email',
      },
    }
    const t = texts[type] ?? {
      subject: 'Your Magic Link',
      title: 'Magic Link',
      lead: 'Follow this link to login:',
      label: 'Log In',
    }
    const esc = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
    mailbox.add({
      to: to.toLowerCase(),
      subject: t.subject,
      type,
      text: `${t.title}\n\n${t.lead}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
      html: `<h2>${t.title}</h2>\n<p>${esc(t.lead)}</p>\n<p><a href="${esc(link)}">${t.label}</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
      actionLink: link,
      otp,
      tokenHash: hash,
      redirectTo,
    })
  }

  async function saveOneTimeToken(
    c: pg.PoolClient,
    userId: string,
    type: string,
    hash: string,
    relatesTo: string,
  ) {
    await c.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
      userId,
      type,
    ])
    await c.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4, $5)`,
      [randomUUID(), userId, type, hash, relatesTo],
    )
  }

  /** Where the signup and recovery mails keep their hashed token, and the flow a PKCE one starts. */
  const codeMails = {
    signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', flow: 'email/signup' },
    recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', flow: 'recovery' },
  } as const

  /** A mail with a one-time code and its link; the user keeps the hash (prefixed for PKCE). */
  async function sendCodeMail(
    c: pg.PoolClient,
    u: UserRow,
    type: keyof typeof codeMails,
    redirectTo: string,
    pkce?: Pkce,
  ) {
    const { token, sentAt, flow } = codeMails[type]
    sentTooRecently(u[sentAt])
    // GoTrue counts the project's mails (email_sent) after the per-user frequency
    limits.takeEmail(autoconfirm)
    const email = u.email ?? ''
    const otp = otpCode(cfg.email.otpLength)
    const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp)
    if (pkce) await saveFlowState(c, u.id, pkce, flow)
    await c.query(`update auth.users set ${token} = $2, ${sentAt} = now() where id = $1`, [
      u.id,
      hash,
    ])
    await saveOneTimeToken(c, u.id, token, hash, email)
    mail(email, type, hash, otp, redirectTo)
  }

  const sendConfirmation = (c: pg.PoolClient, u: UserRow, redirectTo: string, pkce?: Pkce) =>
    sendCodeMail(c, u, 'signup', redirectTo, pkce)

  const sendRecovery = (c: pg.PoolClient, u: UserRow, redirectTo: string, pkce?: Pkce) =>
    sendCodeMail(c, u, 'recovery', redirectTo, pkce)

  /** With double_confirm_changes both the current and the new address get a link; both must be followed. */
  async function sendEmailChange(
    c: pg.PoolClient,
    u: UserRow,
    newEmail: string,
    redirectTo: string,
  ) {
    sentTooRecently(u.email_change_sent_at)
    limits.takeEmail(autoconfirm)
    const otpNew = otpCode(cfg.email.otpLength)
    const hashNew = tokenHash(newEmail, otpNew)
    const current = u.email ?? ''
    const double = cfg.email.doubleConfirmChanges && current !== ''
    const otpCurrent = double ? otpCode(cfg.email.otpLength) : ''
    const hashCurrent = double ? tokenHash(current, otpCurrent) : ''
    await c.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
         email_change_sent_at = now(), email_change_confirm_status = 0 where id = $1`,
      [u.id, newEmail, hashNew, hashCurrent],
    )
    await saveOneTimeToken(c, u.id, 'email_change_token_new', hashNew, newEmail)
    mail(newEmail, 'email_change', hashNew, otpNew, redirectTo)
    if (double) {
      await saveOneTimeToken(c, u.id, 'email_change_token_current', hashCurrent, current)
      mail(current, 'email_change', hashCurrent, otpCurrent, redirectTo, newEmail)
    }
  }

  return {
    sendConfirmation,
    sendRecovery,
    sendEmailChange,
  }
}
