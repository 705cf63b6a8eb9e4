import { getLessonContent, type LessonContent } from '@repo/api'
import { useLoad } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import type { DataClient } from '../../lib/supabase'
import { ResourceLinks } from './ExternalLinks'
import { lessonTitle, type ClassroomData } from './useClassroom'
import { PanelSection } from '../../components/PanelSection'

/** Every resource of the lessons the learner can open, by lesson. */
export function ResourcesByLesson({ data, client }: { data: ClassroomData; client: DataClient }) {
  const locale = useLocale()
  const visible = data.lessons.filter((l) => data.access === 'enrolled' || l.isPreview)
  const ids = visible.map((l) => l.id).join(',')
  const { state } = useLoad(
    'Resources',
    () =>
      ids
        ? Promise.all(ids.split(',').map((id) => getLessonContent(client, id))).then((list) =>
            list.filter((c): c is LessonContent => c !== null && c.resources.length > 0),
          )
        : null,
    [client, ids],
  )
  // Nothing to show while they load, when none has any, or when they could not be loaded.
  if (state.state !== 'ready' || state.data.length === 0) return null
  const contents = state.data
  return (
    <PanelSection titleId="resources-title" title={m.classroom_resources({}, { locale })}>
      <ul className="flex flex-col gap-3">
        {contents.map((c) => {
          const lesson = data.lessons.find((l) => l.id === c.lessonId)
          return (
            <li key={c.lessonId} className="flex flex-col gap-1">
              {lesson ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {m.classroom_resourcesFor({ lesson: lessonTitle(lesson, locale) }, { locale })}
                </p>
              ) : null}
              <ResourceLinks resources={c.resources} />
            </li>
          )
        })}
      </ul>
    </PanelSection>
  )
}
