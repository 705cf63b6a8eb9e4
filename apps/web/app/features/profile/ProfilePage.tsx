import { getProfile, listMyEnrollments, myCourseProgress, type CourseProgress, type MyEnrollments, type Profile } from '@repo/api'
import { Avatar, Button, Card } from '@repo/ui'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { href, messages } from '../../i18n'
import { Notice } from '../auth/AuthLayout'
import { loginPath } from '../auth/next'
import { useSession } from '../auth/session'
import { MyEnrolments } from './MyEnrolments'
import { MyNotifications } from './MyNotifications'
import { ProfileEditForm } from './ProfileEditForm'

const m = messages.profile

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={value ? 'break-words' : 'text-slate-500 italic dark:text-slate-400'}>{value ?? m.notSet}</dd>
    </div>
  )
}

/** /profile: only for a logged-in learner (others go to /login?next=/profile). */
export function ProfilePage() {
  const session = useSession()
  const navigate = useNavigate()
  const [profile, setProfile] = useState<Load<Profile | null>>({ state: 'loading' })
  const [enrolments, setEnrolments] = useState<Load<MyEnrollments>>({ state: 'loading' })
  const [progress, setProgress] = useState<Load<CourseProgress[]>>({ state: 'loading' })
  const [editing, setEditing] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // Not logged in: to the login page, and back here after it. Logged out here: home (SPEC.md).
  const signedOut = session.status === 'signed-out' ? (session.ended ? 'ended' : 'never') : null
  useEffect(() => {
    if (signedOut === 'never') navigate(loginPath('/profile'), { replace: true })
    else if (signedOut === 'ended') navigate(href('/'), { replace: true })
  }, [signedOut, navigate])

  const client = session.status === 'signed-in' ? session.client : null
  const userId = session.status === 'signed-in' ? session.session.user.id : null

  useEffect(() => {
    if (!client || !userId) return
    let cancelled = false
    getProfile(client, userId).then(
      (data) => !cancelled && setProfile({ state: 'ready', data }),
      (error: unknown) => {
        console.warn('Profile load failed:', error)
        if (!cancelled) setProfile({ state: 'failed' })
      },
    )
    listMyEnrollments(client, userId).then(
      (data) => !cancelled && setEnrolments({ state: 'ready', data }),
      (error: unknown) => {
        console.warn('Enrolments load failed:', error)
        if (!cancelled) setEnrolments({ state: 'failed' })
      },
    )
    myCourseProgress(client).then(
      (data) => !cancelled && setProgress({ state: 'ready', data }),
      (error: unknown) => {
        console.warn('Progress load failed:', error)
        if (!cancelled) setProgress({ state: 'failed' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [client, userId, attempt])

  const retry = useCallback(() => {
    setProfile({ state: 'loading' })
    setEnrolments({ state: 'loading' })
    setProgress({ state: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  if (session.status === 'unavailable') return <Notice tone="error">{messages.auth.unavailable}</Notice>
  if (session.status !== 'signed-in' || profile.state === 'loading') {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-extrabold">{m.heading}</h1>
        <p role="status" className="py-12 text-center">
          {m.loading}
        </p>
      </div>
    )
  }
  if (profile.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{m.loadFailed}</Notice>
        <Button onClick={retry}>{m.retry}</Button>
      </div>
    )
  }

  const email = session.session.user.email ?? null
  const p: Profile = profile.data ?? {
    id: session.session.user.id,
    username: null,
    name: null,
    phone: null,
    avatar_url: null,
    social_links: { twitter: null, linkedin: null, facebook: null },
    role: 'learner',
  }
  const displayName = p.name || p.username || email || m.heading
  const links = (['facebook', 'linkedin', 'twitter'] as const).filter((k) => p.social_links[k])

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{m.heading}</h1>
      <Card className="flex flex-col gap-5">
        {editing && client ? (
          <ProfileEditForm
            client={client}
            profile={p}
            displayName={displayName}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setProfile({ state: 'ready', data: saved })
              setEditing(false)
            }}
          />
        ) : (
          <>
            <div className="flex items-center gap-4">
              <Avatar name={displayName} src={p.avatar_url ?? undefined} size={80} />
              <div className="min-w-0">
                <p className="truncate text-xl font-bold">{displayName}</p>
                {p.username ? <p className="truncate text-slate-600 dark:text-slate-300">@{p.username}</p> : null}
              </div>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Row label={m.name} value={p.name} />
              <Row label={m.email} value={email} />
              <Row label={m.phone} value={p.phone} />
              <Row label={m.username} value={p.username} />
            </dl>
            <div className="flex flex-col gap-1">
              <h2 className="text-sm text-slate-600 dark:text-slate-300">{m.socialTitle}</h2>
              {links.length > 0 ? (
                <ul className="flex flex-wrap gap-3">
                  {links.map((k) => (
                    <li key={k}>
                      <a href={p.social_links[k] ?? undefined} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-50">
                        {m.social[k]}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500 italic dark:text-slate-400">{m.notSet}</p>
              )}
            </div>
            <Button className="self-start" onClick={() => setEditing(true)}>
              {m.edit}
            </Button>
          </>
        )}
      </Card>

      <section aria-labelledby="enrolments-title" className="flex flex-col gap-3">
        <h2 id="enrolments-title" className="text-xl font-bold">
          {m.enrolmentsTitle}
        </h2>
        {enrolments.state === 'loading' ? <p role="status">{m.loading}</p> : null}
        {enrolments.state === 'failed' ? (
          <div className="flex flex-col items-start gap-3">
            <Notice tone="error">{m.enrolmentsLoadFailed}</Notice>
            <Button onClick={retry}>{m.retry}</Button>
          </div>
        ) : null}
        {enrolments.state === 'ready' ? <MyEnrolments data={enrolments.data} progress={progress.state === 'loading' ? 'loading' : progress.state === 'failed' ? 'failed' : progress.data} /> : null}
      </section>

      {client && userId ? <MyNotifications client={client} userId={userId} /> : null}
    </div>
  )
}
