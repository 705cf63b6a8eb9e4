import type { RequestState } from '@repo/api'
import type { ReactNode } from 'react'
import { Link, useLocation } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { Notice } from '../../components/Notice'
import { linkClass } from '../../components/links'
import { loginPath } from '../../lib/next'
import type { SupabaseClient } from '../../lib/supabase'
import type { SubmitFailure } from './submitFailure'
import { WatchedRequest } from './WatchedRequest'

/** 'See My Courses': the profile, where the learner follows what they have sent. */
function ProfileLink() {
  const locale = useLocale()
  return (
    <Link to={href('/profile', locale)} className={linkClass}>
      {m.enroll_seeProfile({}, { locale })}
    </Link>
  )
}

/**
 * Instead of the form, for a learner enrolled already or whose request waits: the request
 * watched as its payment is checked, else a note; and the way to the profile.
 */
export function EnrolledOrWaiting({
  heading,
  status,
  waiting,
  client,
  courseId,
}: {
  heading: ReactNode
  status: 'enrolled' | 'pending'
  waiting: RequestState | null
  client: SupabaseClient | null
  courseId: string
}) {
  const locale = useLocale()
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {heading}
      {status === 'pending' && waiting && client ? (
        <WatchedRequest key={waiting.id} client={client} courseId={courseId} request={waiting} />
      ) : (
        <Notice tone="info">
          {status === 'enrolled'
            ? m.enroll_alreadyEnrolled({}, { locale })
            : m.enroll_awaitingApproval({}, { locale })}
        </Notice>
      )}
      <ProfileLink />
    </section>
  )
}

/** Why the submit failed, with the way on: the profile (sent already) or the login (session ended). */
export function SubmitFailureNotice({ failure }: { failure: SubmitFailure }) {
  const locale = useLocale()
  const { pathname } = useLocation()
  return (
    <Notice tone="error">
      <p>{failure.message}</p>
      {failure.showProfileLink ? <ProfileLink /> : null}
      {failure.sessionEnded ? (
        <Link to={loginPath(pathname, locale)} className={linkClass}>
          {m.auth_login_submit({}, { locale })}
        </Link>
      ) : null}
    </Notice>
  )
}

/** Until the learner is known (and in the prerendered HTML): a login is needed, with its link. */
export function LoginRequiredNotice() {
  const locale = useLocale()
  const { pathname } = useLocation()
  return (
    <Notice tone="info">
      <p className="font-semibold">{m.enroll_loginRequiredTitle({}, { locale })}</p>
      <p>{m.enroll_loginRequiredText({}, { locale })}</p>
      {/* The prerendered address may end in a slash: the login returns to the page itself. */}
      <Link to={loginPath(pathname.replace(/(.)\/+$/, '$1'), locale)} className={linkClass}>
        {m.classroom_login({}, { locale })}
      </Link>
    </Notice>
  )
}
