import type { Lesson, LessonContent } from '@repo/api'
import type { Course } from '@repo/courses'
import { Button, Card, VideoFacade } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useLocation } from '../../islands/navigation'
import { formatDateTime, href, m, useLocale } from '../../i18n'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import { AccessNotice } from './AccessNotice'
import { JoinLink, ResourceLinks } from './ExternalLinks'
import { joinOpen, progressOf } from './schedule'
import { lessonTitle, refusalText, type ClassroomData, type useClassroom } from './useClassroom'
import { useNow } from '../../lib/useNow'
import { linkClass, primaryLink } from '../../components/links'

/**
 * The lesson's text. The markdown renderer (~17 KB) loads with the lesson's content, not with
 * the page; until it has (or if it cannot), the text shows as written: nothing is lost.
 */
function LessonBody({ text }: { text: string }) {
  const [rendered, setRendered] = useState<{ text: string; html: string } | null>(null)
  useEffect(() => {
    let cancelled = false
    import('@repo/markdown').then(
      ({ renderMarkdown }) => !cancelled && setRendered({ text, html: renderMarkdown(text) }),
      (error: unknown) => console.warn('The lesson text renderer did not load:', error),
    )
    return () => {
      cancelled = true
    }
  }, [text])
  if (rendered?.text !== text)
    return (
      <div className="lesson-body whitespace-pre-line" data-testid="lesson-body">
        {text}
      </div>
    )
  // Safe: renderMarkdown escapes raw HTML and drops dangerous links (docs/decisions/0017).
  return (
    <div
      className="lesson-body"
      data-testid="lesson-body"
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  )
}

/** A lesson the visitor may see: its video, live class, text, resources and completion. */
export function LessonContentView({
  lesson,
  content,
  data,
  course,
  room,
}: {
  lesson: Lesson
  content: LessonContent
  data: ClassroomData
  course: Course
  room: ReturnType<typeof useClassroom>
}) {
  const locale = useLocale()
  const now = useNow(30_000)
  const { pathname } = useLocation()
  const [saving, setSaving] = useState(false)
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const title = lessonTitle(lesson, locale)
  const bodyText = locale === 'bn' && content.bodyBn.trim() ? content.bodyBn : content.body
  const done = data.completed.has(lesson.id)
  const { done: finished, total } = progressOf(data.lessons, data.completed)

  async function toggle() {
    setSaving(true)
    setNote(null)
    const result = await room.setComplete(lesson.id, !done)
    setSaving(false)
    if (!result) return
    if (result.left > 0) setNote({ tone: 'info', text: m.lesson_savedOffline({}, { locale }) })
    else if (result.refused > 0) setNote({ tone: 'error', text: refusalText(result.error, locale) })
  }

  return (
    <div className="flex flex-col gap-6">
      {content.videoUrl ? (
        <VideoFacade
          url={content.videoUrl}
          title={title}
          playLabel={m.lesson_play({}, { locale })}
          caption={m.syllabus_minutes({ n: lesson.durationMinutes }, { locale })}
          openLabel={m.lesson_openVideo({}, { locale })}
        />
      ) : null}
      {lesson.kind === 'live' && lesson.startsAt ? (
        <Card className="flex flex-col gap-2" data-testid="live-class">
          <p className="font-semibold">
            <time dateTime={lesson.startsAt}>
              {m.classroom_dhakaTime({ when: formatDateTime(lesson.startsAt, locale) }, { locale })}
            </time>
          </p>
          {data.access === 'enrolled' && joinOpen(lesson, now) && content.joinUrl ? (
            <JoinLink url={content.joinUrl} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {m.classroom_joinOpens({}, { locale })}
            </p>
          )}
        </Card>
      ) : null}
      {bodyText.trim() ? <LessonBody text={bodyText} /> : null}
      {content.resources.length > 0 ? (
        <section aria-labelledby="lesson-resources" className="flex flex-col gap-2">
          <h2 id="lesson-resources" className="text-xl font-bold">
            {m.classroom_resources({}, { locale })}
          </h2>
          <ResourceLinks resources={content.resources} />
        </section>
      ) : null}
      {data.access === 'enrolled' && lesson.kind !== 'live' ? (
        <Card className="flex flex-col gap-3" aria-live="polite">
          {done ? (
            <p className="font-semibold text-green-800 dark:text-green-300">
              ✓ {m.lesson_done({}, { locale })}
            </p>
          ) : null}
          <Button
            variant={done ? 'secondary' : 'primary'}
            className="self-start"
            onClick={toggle}
            loading={saving}
          >
            {saving
              ? m.lesson_saving({}, { locale })
              : done
                ? m.lesson_markIncomplete({}, { locale })
                : m.lesson_markComplete({}, { locale })}
          </Button>
          {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="progress-text">
            {m.classroom_progress({ done: finished, total }, { locale })}
          </p>
          {total > 0 && finished === total ? (
            <Link
              to={`${href(`/learn/${course.id}`, locale)}#certificate`}
              className={`${primaryLink} self-start`}
            >
              {m.classroom_getCertificate({}, { locale })}
            </Link>
          ) : null}
        </Card>
      ) : null}
      {data.access === 'anon' ? (
        <p>
          <Link to={loginPath(pathname, locale)} className={linkClass}>
            {m.lesson_loginToTrack({}, { locale })}
          </Link>
        </p>
      ) : null}
      {data.access === 'none' || data.access === 'pending' ? (
        <AccessNotice access={data.access} courseId={course.id} />
      ) : null}
    </div>
  )
}
