import { enrollPath, type CourseId } from '@repo/courses'
import { toast } from '@repo/ui'
import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { getSupabase, hasStoredSession } from '../../lib/supabase'
import { useHydrated } from '../../lib/useHydrated'
import { loginPath } from '../../lib/next'

type Checked = 'enrolled' | 'pending' | 'none' | 'signed-out'

/** One check per course at a time, shared by the buttons of a page (it shows two). */
const inFlight = new Map<string, Promise<Checked>>()

async function checkEnrollment(courseId: CourseId): Promise<Checked> {
  const client = await getSupabase()
  if (!client) return 'none'
  const { data } = await client.auth.getSession()
  if (!data.session) return 'signed-out'
  // Loaded only for a learner with a session: visitors never download it.
  const { getEnrollmentStatus } = await import('../../lib/lazyApi')
  return getEnrollmentStatus(client, data.session.user.id, courseId)
}

function sharedCheck(courseId: CourseId): Promise<Checked> {
  let pending = inFlight.get(courseId)
  if (!pending) {
    pending = checkEnrollment(courseId).finally(() => inFlight.delete(courseId))
    inFlight.set(courseId, pending)
  }
  return pending
}

const base =
  'inline-flex min-h-12 w-full items-center justify-center rounded-lg px-6 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto'
const primary = `${base} bg-brand-600 text-white hover:bg-brand-700`
const quiet = `${base} border border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`

/**
 * The course page's Enroll button. Prerendered as 'Enroll Now' (a link to /enroll/{id}); in the
 * browser, a learner with a session sees 'Checking enrollment...', then 'Already Enrolled',
 * 'Awaiting Approval' (a request waits for the admin) or 'Enroll Now'. A visitor who is not
 * logged in gets the 'Login Required' toast and the login page, which brings them back here.
 */
export function EnrollButton({
  courseId,
  className = '',
}: {
  courseId: CourseId
  className?: string
}) {
  const locale = useLocale()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const stored = hydrated && hasStoredSession()
  const [checked, setChecked] = useState<{ courseId: CourseId; result: Checked } | null>(null)

  useEffect(() => {
    if (!stored) return
    let cancelled = false
    sharedCheck(courseId).then(
      (result) => !cancelled && setChecked({ courseId, result }),
      (error: unknown) => {
        // The enrol page checks again; a failed check must not block the button.
        console.warn('Enrollment check failed:', error)
        if (!cancelled) setChecked({ courseId, result: 'none' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [stored, courseId])

  const result: Checked | 'checking' = !stored
    ? 'signed-out'
    : checked?.courseId === courseId
      ? checked.result
      : 'checking'

  if (result === 'checking') {
    return (
      <button type="button" disabled aria-busy="true" className={`${quiet} ${className}`}>
        {m.enrollButton_checking({}, { locale })}
      </button>
    )
  }
  if (result === 'enrolled' || result === 'pending') {
    return (
      <Link
        to={href('/profile', locale)}
        className={`${quiet} ${className}`}
        data-enroll-state={result}
      >
        {result === 'enrolled'
          ? m.enrollButton_enrolled({}, { locale })
          : m.enrollButton_pending({}, { locale })}
      </Link>
    )
  }

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (result !== 'signed-out') return
    e.preventDefault()
    toast({
      title: m.enroll_loginRequiredTitle({}, { locale }),
      description: m.enroll_loginRequiredText({}, { locale }),
      variant: 'destructive',
    })
    navigate(loginPath(pathname, locale))
  }
  return (
    <Link
      to={href(enrollPath(courseId), locale)}
      onClick={onClick}
      className={`${primary} ${className}`}
      data-enroll-state={result}
    >
      {m.enrollButton_enrollNow({}, { locale })}
    </Link>
  )
}
