import type { CourseId } from '@repo/courses'
import { m } from '../../i18n'
import { AccessCard } from '../../components/AccessCard'
import type { Access } from './useClassroom'

/** What someone who cannot open every lesson is told, and the way forward. */
export function AccessNotice({
  access,
  courseId,
}: {
  access: Exclude<Access, 'enrolled'>
  courseId: CourseId
}) {
  return (
    <AccessCard
      access={access}
      courseId={courseId}
      testId="access-notice"
      enrollWhenAnon
      words={{
        anon: [m.classroom_loginTitle, m.classroom_loginText, m.classroom_login],
        pending: [m.classroom_pendingTitle, m.classroom_pendingText, m.classroom_seeProfile],
        none: [m.classroom_notEnrolledTitle, m.classroom_notEnrolledText, m.classroom_enrollNow],
      }}
    />
  )
}
