// What each notice of the profile says and where it leads, in the page's language.
import type { AppNotification } from '@repo/api'
import { whatsAppHref } from '@repo/ui'
import { env } from '../../config/env'
import { href, m, type Locale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { projectPath } from '../../lib/projectState'

/** The course's name in the page's language, else the one the notice was written with. */
function courseName(n: AppNotification, locale: Locale): string {
  const id = n.data.course_id
  return (id ? courseFor(id, locale)?.title : undefined) ?? n.data.course_title ?? ''
}

/** The project of a hand-in's notice, in the page's language. */
function projectName(n: AppNotification, locale: Locale): string {
  return (
    (locale === 'bn' ? n.data.project_title_bn : n.data.project_title) || n.data.project_title || ''
  )
}

/** The lesson a question was asked under, in the page's language. */
function lessonName(n: AppNotification, locale: Locale): string {
  return (
    (locale === 'bn' ? n.data.lesson_title_bn : n.data.lesson_title) || n.data.lesson_title || ''
  )
}

/** Who answered a question: a mentor (or an admin), or another learner of the course. */
function answerer(n: AppNotification, locale: Locale): string {
  return n.data.by_staff
    ? m.notifications_kinds_question_mentor({}, { locale })
    : m.notifications_kinds_question_learner({}, { locale })
}

/** What the notice says, in the page's language. */
export function notificationText(n: AppNotification, locale: Locale): string {
  if (n.kind === 'class_starting') {
    const title = (locale === 'bn' ? n.data.title_bn : n.data.title) || n.data.title || ''
    return m.notifications_kinds_class_starting({ title }, { locale })
  }
  const course = courseName(n, locale)
  if (n.kind === 'question_asked')
    return m.notifications_kinds_question_asked(
      { lesson: lessonName(n, locale), course },
      { locale },
    )
  if (n.kind === 'question_answered')
    return m.notifications_kinds_question_answered(
      { who: answerer(n, locale), lesson: lessonName(n, locale) },
      { locale },
    )
  if (n.kind === 'project_submitted' || n.kind === 'project_reviewed') {
    const texts = {
      project_submitted: m.notifications_kinds_project_submitted,
      approved: m.notifications_kinds_project_approved,
      changes_requested: m.notifications_kinds_project_changes,
    }
    const text = n.kind === 'project_submitted' ? n.kind : (n.data.verdict ?? 'changes_requested')
    return texts[text]({ project: projectName(n, locale), course }, { locale })
  }
  const texts = {
    request_submitted: m.notifications_kinds_request_submitted,
    request_received: m.notifications_kinds_request_received,
    request_approved: m.notifications_kinds_request_approved,
    request_rejected: m.notifications_kinds_request_rejected,
    request_refunded: m.notifications_kinds_request_refunded,
    certificate_issued: m.notifications_kinds_certificate_issued,
  }
  return texts[n.kind]({ course }, { locale })
}

/**
 * The words a question's notice quotes (plain text: the opening as written, never rendered as
 * Markdown or HTML): the answer to the asker, the question to a mentor.
 */
export function noticeQuote(
  n: AppNotification,
  locale: Locale,
): { label: string; text: string } | null {
  if (n.kind === 'question_answered' && n.data.answer?.trim())
    return { label: m.notifications_kinds_question_answer({}, { locale }), text: n.data.answer }
  if (n.kind === 'question_asked' && n.data.question?.trim())
    return { label: m.notifications_kinds_question_question({}, { locale }), text: n.data.question }
  return null
}

/**
 * Where the notice leads: the classroom, the certificate, the project's page, a lesson's
 * questions, or nowhere. A mentor's notice of a hand-in or of a question leads to the console
 * (another site: `external`).
 */
export function action(
  n: AppNotification,
  locale: Locale,
  adminUrl = env.adminUrl,
): { label: string; to: string; external?: true } | null {
  const course = n.data.course_id
  const consoleUrl = adminUrl.replace(/\/+$/, '')
  if (n.kind === 'project_reviewed' && course && n.data.project_id)
    return {
      label: m.notifications_kinds_project_open({}, { locale }),
      to: projectPath(course, n.data.project_id, locale),
    }
  if (n.kind === 'project_submitted' && adminUrl)
    return {
      label: m.notifications_kinds_project_review({}, { locale }),
      to: `${consoleUrl}/reviews`,
      external: true,
    }
  if (n.kind === 'question_answered' && course && n.data.lesson_id)
    return {
      label: m.notifications_kinds_question_read({}, { locale }),
      to: `${href(`/learn/${course}/${n.data.lesson_id}`, locale)}#questions`,
    }
  if (n.kind === 'question_asked' && adminUrl && n.data.question_id)
    return {
      label: m.notifications_kinds_question_answerIt({}, { locale }),
      to: `${consoleUrl}/questions/${encodeURIComponent(n.data.question_id)}`,
      external: true,
    }
  if (n.kind === 'request_approved' && course)
    return {
      label: m.notifications_startLearning({}, { locale }),
      to: href(`/learn/${course}`, locale),
    }
  if (n.kind === 'class_starting' && course)
    return {
      label: m.notifications_goToClass({}, { locale }),
      to: href(`/learn/${course}`, locale),
    }
  if (n.kind === 'certificate_issued' && n.data.certificate_id)
    return {
      label: m.notifications_seeCertificate({}, { locale }),
      to: href(`/certificates/${n.data.certificate_id}`, locale),
    }
  return null
}

/** A WhatsApp chat with the provider about a request, its transaction id prefilled. */
export function whatsAppAbout(n: AppNotification, phone: string, locale: Locale): string | null {
  const asks =
    n.kind === 'request_submitted' || n.kind === 'request_rejected' || n.kind === 'request_refunded'
  if (!asks || !phone || !n.data.transaction_id) return null
  return whatsAppHref(
    phone,
    m.notifications_whatsAppMessage(
      { course: courseName(n, locale), transactionId: n.data.transaction_id },
      { locale },
    ),
  )
}
