/**
 * The learner modules (auth, profile, enrolment, activity) against the real local backend:
 * GoTrue-compatible auth with its mailbox, PostgREST with RLS and the enrolment triggers, and
 * storage. Proves that what the database really answers is mapped to the right ApiError kind,
 * through the learner site's own client (createBrowserClient: auth, database and storage only).
 */
import type { EnrollFormInput } from '@repo/courses'
import { latestMail } from '@repo/devstack'
import { describe, expect, it } from 'vitest'
import { touchLastSeen } from '../src/activity'
import { requestPasswordReset, signIn, signUp, updatePassword } from '../src/auth'
import {
  getEnrollmentStatus,
  listMyEnrollments,
  lookupCoupon,
  submitEnrollment,
} from '../src/enrollment'
import { ApiError } from '../src/errors'
import { getProfile, saveProfile, saveProfileWithAvatar } from '../src/profile'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const local = useLocalStack('api-accounts-test-')
// The learner site's client: every call here is one the learner's browser makes.
const newClient = local.newLearnerClient

let n = 0
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++n}@example.com`
const tx = () => `TX${Date.now().toString(36).toUpperCase()}${++n}`
/** Rahim's request for a course, paid with a new transaction id unless `changes` name one. */
const enrolment = (courseId: string, changes: Partial<EnrollFormInput> = {}): EnrollFormInput => ({
  courseId,
  name: 'Rahim',
  phone: '01712345678',
  transactionId: tx(),
  ...changes,
})

/** Follows a mail's link like a browser and answers the fragment it redirects to. */
async function followLink(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  const location = res.headers.get('location') ?? ''
  return new URLSearchParams(location.split('#')[1] ?? '')
}

async function learner(prefix: string) {
  const client = newClient()
  const email = uniqueEmail(prefix)
  const password = 'learner-pass-1'
  const { userId } = await signUp(client, { email, username: `${prefix}${n}`, password })
  await followLink((await latestMail(local.stack, email)).actionLink)
  await signIn(client, { email, password })
  return { client, email, password, id: userId! }
}

describe('auth', () => {
  it('signs up with a username, waits for the confirmation, then signs in', async () => {
    const client = newClient()
    const email = uniqueEmail('signup')
    const result = await signUp(
      client,
      { email, username: 'Signup_Learner', password: 'secret-pass' },
      { emailRedirectTo: 'http://localhost:5173/login' },
    )
    expect(result.needsConfirmation).toBe(true)

    const early = await rejection(signIn(client, { email, password: 'secret-pass' }))
    expect(early.kind).toBe('credentials')
    expect(early.serverText).toBe('Email not confirmed')

    const mail = await latestMail(local.stack, email)
    expect(mail.type).toBe('signup')
    expect(mail.redirectTo).toBe('http://localhost:5173/login')
    expect((await followLink(mail.actionLink)).get('access_token')).toBeTruthy()

    const session = await signIn(client, { email, password: 'secret-pass' })
    expect(session.user.id).toBe(result.userId)
    expect((await getProfile(client, session.user.id))?.username).toBe('Signup_Learner')
  })

  it("keeps the server's message for a wrong password", async () => {
    const { email } = await learner('wrong')
    const e = await rejection(signIn(newClient(), { email, password: 'not-it-at-all' }))
    expect(e.kind).toBe('credentials')
    expect(e.serverText).toBe('Invalid login credentials')
  })

  it('resets a password through the recovery mail', async () => {
    const { email, password } = await learner('reset')
    const client = newClient()
    await requestPasswordReset(client, email, 'http://localhost:5173/reset-password')
    const mail = await latestMail(local.stack, email)
    expect(mail.type).toBe('recovery')
    expect(mail.redirectTo).toBe('http://localhost:5173/reset-password')
    const fragment = await followLink(mail.actionLink)
    expect(fragment.get('type')).toBe('recovery')
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    })
    await updatePassword(client, 'a-new-password')
    expect((await rejection(signIn(newClient(), { email, password }))).kind).toBe('credentials')
    await signIn(newClient(), { email, password: 'a-new-password' })
  })
})

describe('enrolment', () => {
  it('looks coupons up (signed-in only) and submits a request whose amount the database computes', async () => {
    const me = await learner('enrol')
    expect(await lookupCoupon(me.client, ' welcome20 ')).toBe(20)
    expect(await lookupCoupon(me.client, 'NO-SUCH-CODE')).toBeNull()
    expect((await rejection(lookupCoupon(newClient(), 'WELCOME20'))).kind).toBe('session')

    expect(await getEnrollmentStatus(me.client, me.id, 'creative-design')).toBe('none')
    const id = tx()
    const { request, alreadyRecorded } = await submitEnrollment(
      me.client,
      me.id,
      enrolment('creative-design', {
        paymentMethod: 'Nagad',
        transactionId: id.toLowerCase(),
        couponCode: 'welcome20',
      }),
    )
    expect(alreadyRecorded).toBe(false)
    expect(request).toMatchObject({
      course_id: 'creative-design',
      amount_due: 319,
      status: 'pending',
      transaction_id: id,
      coupon_code: 'WELCOME20',
    })
    expect(await getEnrollmentStatus(me.client, me.id, 'creative-design')).toBe('pending')

    // The same submission again (an answer lost on the way): the recorded request.
    const again = await submitEnrollment(
      me.client,
      me.id,
      enrolment('creative-design', { transactionId: id, couponCode: 'WELCOME20' }),
    )
    expect(again.alreadyRecorded).toBe(true)
    expect(again.request.id).toBe(request.id)

    // A second open request for the course, with another transaction id.
    const open = await rejection(submitEnrollment(me.client, me.id, enrolment('creative-design')))
    expect(open.kind).toBe('open_request')

    // The same transaction id for another course, and by another learner.
    const reused = await rejection(
      submitEnrollment(me.client, me.id, enrolment('web-development', { transactionId: id })),
    )
    expect(reused.kind).toBe('duplicate_transaction')
    const other = await learner('other')
    expect(
      (
        await rejection(
          submitEnrollment(
            other.client,
            other.id,
            enrolment('video-editing', { name: 'Karim', phone: '01812345678', transactionId: id }),
          ),
        )
      ).kind,
    ).toBe('duplicate_transaction')

    // An unknown coupon reaching the database (the page checks it first).
    const coupon = await rejection(
      submitEnrollment(me.client, me.id, enrolment('web-development', { couponCode: 'EXPIRED' })),
    )
    expect(coupon.kind).toBe('invalid_coupon')

    // Without a coupon: the full price.
    const full = await submitEnrollment(me.client, me.id, enrolment('skill-pack'))
    expect(full.request).toMatchObject({
      course_id: 'video-editing',
      amount_due: 499,
      coupon_code: null,
    })

    const mine = await listMyEnrollments(me.client, me.id)
    expect(mine.enrollments).toEqual([])
    expect(mine.requests.map((r) => [r.course_id, r.amount_due, r.status])).toEqual([
      ['video-editing', 499, 'pending'],
      ['creative-design', 319, 'pending'],
    ])
    // RLS: another learner sees none of it.
    expect((await listMyEnrollments(other.client, me.id)).requests).toEqual([])
  })
})

describe('profile and activity', () => {
  it('saves the profile and replaces the avatar in storage', async () => {
    const me = await learner('profile')
    const saved = await saveProfile(
      me.client,
      me.id,
      {
        name: 'Nusrat',
        phone: '+8801912345678',
        social_links: { facebook: 'https://facebook.com/nusrat' },
      },
      null,
    )
    expect(saved).toMatchObject({
      name: 'Nusrat',
      phone: '01912345678',
      social_links: { twitter: null, linkedin: null, facebook: 'https://facebook.com/nusrat' },
    })

    const png = () =>
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' })
    const first = await saveProfileWithAvatar(
      me.client,
      me.id,
      { name: 'Nusrat' },
      { avatarUrl: null },
      png(),
    )
    const firstUrl = first.profile.avatar_url!
    expect(
      firstUrl.startsWith(`${local.stack.apiUrl}/storage/v1/object/public/avatars/${me.id}/`),
    ).toBe(true)
    const served = await fetch(firstUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toContain('max-age=3600')

    const second = await saveProfileWithAvatar(
      me.client,
      me.id,
      { name: 'Nusrat' },
      { avatarUrl: firstUrl },
      png(),
    )
    expect(second.oldAvatarLeft).toBe(false)
    expect((await fetch(second.profile.avatar_url!)).status).toBe(200)
    expect((await fetch(firstUrl)).ok).toBe(false)

    // Another learner can neither write into this folder nor change this profile.
    const other = await learner('intruder')
    const { error } = await other.client.storage
      .from('avatars')
      .upload(`${me.id}/x.png`, png(), { upsert: false })
    expect(error).not.toBeNull()
    const hidden = await saveProfile(other.client, me.id, { name: 'Hacked' }, null).catch(
      (e: unknown) => e,
    )
    expect(hidden).toBeInstanceOf(ApiError)
    expect((await getProfile(me.client, me.id))?.name).toBe('Nusrat')
  })

  it('records the visit of the signed-in learner only', async () => {
    const me = await learner('seen')
    const seen = await touchLastSeen(me.client)
    expect(Date.now() - new Date(seen).getTime()).toBeLessThan(60_000)
    expect((await rejection(touchLastSeen(newClient()))).operation).toBe('activity.touch')
  })
})
