import {
  getProfile,
  getRequestStatus,
  listMyEnrollments,
  myCourseProgress,
  type Profile,
} from '@repo/api'
import { Avatar, Button, Card, useLoad } from '@repo/ui'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import { useSession } from '../../lib/session'
import type { SupabaseClient } from '../../lib/supabase'
import { LoadFailed, LoadStatus, type LoadWords } from './LoadFailed'
import { MyCourses, type WatchRequest } from './MyCourses'
import { MyNotifications } from './MyNotifications'
import { ProfileEditForm } from './ProfileEditForm'
import { WhatWaits } from './WhatWaits'
import { linkClass } from '../../components/links'
import { PanelSection } from '../../components/PanelSection'

const enrollmentsWords: LoadWords = {
  loading: m.profile_loading,
  failed: m.profile_enrollmentsLoadFailed,
  retry: m.profile_retry,
}

function Row({ label, value }: { label: string; value: string | null }) {
  const locale = useLocale()
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={value ? 'break-words' : 'text-slate-500 italic dark:text-slate-400'}>
        {value ?? m.profile_notSet({}, { locale })}
      </dd>
    </div>
  )
}

/** The page's heading over what stands in for the profile (the login notice, loading, failure). */
function ProfileFrame({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{m.profile_heading({}, { locale })}</h1>
      {children}
    </div>
  )
}

/** A part of the profile, loaded once the learner is known. */
function useLearnerLoad<T>(
  what: string,
  client: SupabaseClient | null,
  userId: string | null,
  load: (client: SupabaseClient, userId: string) => Promise<T>,
) {
  return useLoad(what, () => (client && userId ? load(client, userId) : null), [client, userId])
}

/**
 * /profile: only for a logged-in learner (others go to /login?next=/profile). Prerendered with
 * the login notice, shown until the session is known.
 */
export function ProfilePage() {
  const locale = useLocale()
  const session = useSession()
  const navigate = useNavigate()
  const [editing, setEditing] = useState(false)

  // Not logged in: to the login page, and back here after it. Logged out here: home (docs/product.md#shell).
  const signedOut = session.status === 'signed-out' ? (session.ended ? 'ended' : 'never') : null
  useEffect(() => {
    if (signedOut === 'never') navigate(loginPath('/profile', locale), { replace: true })
    else if (signedOut === 'ended') navigate(href('/', locale), { replace: true })
  }, [signedOut, navigate, locale])

  const client = session.status === 'signed-in' ? session.client : null
  const userId = session.status === 'signed-in' ? session.session.user.id : null

  const profileLoad = useLearnerLoad('Profile', client, userId, getProfile)
  const enrollmentsLoad = useLearnerLoad('Enrolments', client, userId, listMyEnrollments)
  const progressLoad = useLearnerLoad('Progress', client, userId, myCourseProgress)
  const [profile, enrollments, progress] = [
    profileLoad.state,
    enrollmentsLoad.state,
    progressLoad.state,
  ]
  // A pending request is watched until its payment is matched (the page follows it by itself).
  const watch = useCallback<WatchRequest>(
    (requestId, signal) =>
      client ? getRequestStatus(client, requestId, { signal }) : Promise.resolve(null),
    [client],
  )
  // One button tries again for all three.
  const retry = () => [profileLoad, enrollmentsLoad, progressLoad].forEach((load) => load.retry())

  if (session.status === 'unavailable')
    return (
      <ProfileFrame>
        <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
      </ProfileFrame>
    )
  if (session.status !== 'signed-in')
    return (
      <ProfileFrame>
        <Notice tone="info">
          <p className="font-semibold">{m.profile_loginTitle({}, { locale })}</p>
          <p>{m.profile_loginText({}, { locale })}</p>
          <Link to={loginPath('/profile', locale)} className={linkClass}>
            {m.shell_login({}, { locale })}
          </Link>
        </Notice>
      </ProfileFrame>
    )
  if (profile.state === 'loading')
    return (
      <ProfileFrame>
        <p role="status" className="py-12 text-center">
          {m.profile_loading({}, { locale })}
        </p>
      </ProfileFrame>
    )
  if (profile.state === 'failed') {
    return (
      <ProfileFrame>
        <LoadFailed
          text={m.profile_loadFailed({}, { locale })}
          retryLabel={m.profile_retry({}, { locale })}
          onRetry={retry}
        />
      </ProfileFrame>
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
  const displayName = p.name || p.username || email || m.profile_heading({}, { locale })
  const links = (['facebook', 'linkedin', 'twitter'] as const).filter((k) => p.social_links[k])

  return (
    <ProfileFrame>
      <Card className="flex flex-col gap-5">
        {editing && client ? (
          <ProfileEditForm
            client={client}
            profile={p}
            displayName={displayName}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              profileLoad.setState({ state: 'ready', data: saved })
              setEditing(false)
            }}
          />
        ) : (
          <>
            <div className="flex items-center gap-4">
              <Avatar name={displayName} src={p.avatar_url ?? undefined} size={80} />
              <div className="min-w-0">
                <p className="truncate text-xl font-bold">{displayName}</p>
                {p.username ? (
                  <p className="truncate text-slate-600 dark:text-slate-300">@{p.username}</p>
                ) : null}
              </div>
            </div>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Row label={m.profile_name({}, { locale })} value={p.name} />
              <Row label={m.profile_email({}, { locale })} value={email} />
              <Row label={m.profile_phone({}, { locale })} value={p.phone} />
              <Row label={m.profile_username({}, { locale })} value={p.username} />
            </dl>
            <div className="flex flex-col gap-1">
              <h2 className="text-sm text-slate-600 dark:text-slate-300">
                {m.profile_socialTitle({}, { locale })}
              </h2>
              {links.length > 0 ? (
                <ul className="flex flex-wrap gap-3">
                  {links.map((k) => (
                    <li key={k}>
                      <a
                        href={p.social_links[k] ?? undefined}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-50"
                      >
                        {{
                          facebook: m.profile_social_facebook,
                          linkedin: m.profile_social_linkedin,
                          twitter: m.profile_social_twitter,
                        }[k]({}, { locale })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500 italic dark:text-slate-400">
                  {m.profile_notSet({}, { locale })}
                </p>
              )}
            </div>
            <Button className="self-start" onClick={() => setEditing(true)}>
              {m.profile_edit({}, { locale })}
            </Button>
          </>
        )}
      </Card>

      <PanelSection titleId="enrollments-title" title={m.profile_enrollmentsTitle({}, { locale })}>
        <LoadStatus load={enrollments} words={enrollmentsWords} onRetry={retry} />
        {enrollments.state === 'ready' ? (
          <MyCourses
            data={enrollments.data}
            watch={watch}
            progress={
              progress.state === 'loading'
                ? 'loading'
                : progress.state === 'failed'
                  ? 'failed'
                  : progress.data
            }
          />
        ) : null}
      </PanelSection>

      {client && enrollments.state === 'ready' && enrollments.data.enrollments.length > 0 ? (
        <WhatWaits client={client} enrollments={enrollments.data.enrollments} />
      ) : null}

      {client && userId ? <MyNotifications client={client} userId={userId} /> : null}
    </ProfileFrame>
  )
}
