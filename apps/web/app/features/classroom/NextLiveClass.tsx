import { getLessonContent, type Lesson } from '@repo/api'
import { Card, useLoad } from '@repo/ui'
import { formatDateTime, m, useLocale } from '../../i18n'
import type { DataClient } from '../../lib/supabase'
import { JoinLink } from './ExternalLinks'
import { joinOpen } from './schedule'
import { lessonTitle } from './useClassroom'
import { useNow } from '../../lib/useNow'

/** The next live class in Dhaka time; its join link from 15 minutes before (enrolled learners). */
export function NextLiveClass({
  lesson,
  client,
  enrolled,
}: {
  lesson: Lesson | null
  client: DataClient
  enrolled: boolean
}) {
  const locale = useLocale()
  const now = useNow(30_000)
  const lessonId = lesson?.id
  // The join link is in the lesson's content, which only enrolled learners may read.
  const { state: content } = useLoad(
    'Live class link',
    () => (lessonId && enrolled ? getLessonContent(client, lessonId) : null),
    [client, lessonId, enrolled],
  )
  const joinUrl = content.state === 'ready' ? content.data?.joinUrl : undefined

  return (
    <Card
      as="section"
      aria-labelledby="live-title"
      className="flex flex-col gap-2"
      data-testid="next-live"
    >
      <h2 id="live-title" className="text-lg font-bold">
        {m.classroom_nextLive({}, { locale })}
      </h2>
      {lesson?.startsAt ? (
        <>
          <p className="font-semibold">{lessonTitle(lesson, locale)}</p>
          <p>
            <time dateTime={lesson.startsAt}>
              {m.classroom_dhakaTime({ when: formatDateTime(lesson.startsAt, locale) }, { locale })}
            </time>
          </p>
          {enrolled ? (
            joinOpen(lesson, now) && joinUrl ? (
              <JoinLink url={joinUrl} />
            ) : (
              // No link yet: the one note says why (not open yet, or open without a link).
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {joinOpen(lesson, now)
                  ? m.classroom_joinMissing({}, { locale })
                  : m.classroom_joinOpens({}, { locale })}
              </p>
            )
          ) : null}
        </>
      ) : (
        <p>{m.classroom_noLive({}, { locale })}</p>
      )}
    </Card>
  )
}
