import type { Lesson, LessonContent } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { toDhakaInput } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { changedBy, queries } from '../../lib/queries'
import { Loaded } from '../../lib/states'
import { BilingualPreview, EditorForm, EditorModal, EditPreviewTabs } from './EditorFrame'
import { LessonFields } from './LessonFields'
import {
  emptyLessonForm,
  lessonFormSchema,
  type CheckedLesson,
  type LessonForm,
} from './lessonForm'
import { useItemEditor, type ItemEditorProps } from './useItemEditor'

type EditorProps = ItemEditorProps<Lesson> & { courseId: CourseId; nextPosition: number }

/** The form of a lesson and its stored content (none yet for a new lesson). */
function formOf(lesson: Lesson | null, content: LessonContent | null): LessonForm {
  return {
    ...emptyLessonForm,
    ...(lesson && {
      title: lesson.title,
      titleBn: lesson.titleBn,
      kind: lesson.kind,
      isPreview: lesson.isPreview,
      durationMinutes: lesson.durationMinutes,
      startsAt: toDhakaInput(lesson.startsAt),
    }),
    ...(content && {
      body: content.body,
      bodyBn: content.bodyBn,
      videoUrl: content.videoUrl ?? '',
      joinUrl: content.joinUrl ?? '',
      resources: content.resources,
    }),
  }
}

/**
 * Adds or edits one lesson and its content. The lesson is saved first, then its content; if the
 * content fails, the editor stays open on the saved lesson, so trying again loses nothing.
 */
export function LessonEditor(props: EditorProps) {
  const api = useAdminApi()
  const { item: lesson } = props
  const content = useQuery({
    ...queries.lessons.content(api, lesson?.id),
    // the form starts from what is stored now, not from a copy read earlier
    staleTime: 0,
    gcTime: 0,
  })
  return (
    <EditorModal title={lesson ? `Edit lesson` : 'Add lesson'} onClose={props.onClose}>
      <Loaded
        {...queryLoad(content)}
        loading="Loading the lesson…"
        failed="Could not load this lesson."
      >
        {(stored) => <LessonEditorForm {...props} initial={formOf(lesson, stored)} />}
      </Loaded>
    </EditorModal>
  )
}

function LessonEditorForm({
  courseId,
  nextPosition,
  initial,
  ...editor
}: EditorProps & { initial: LessonForm }) {
  const api = useAdminApi()
  const { form, formProps } = useItemEditor({
    noun: 'lesson',
    schema: lessonFormSchema,
    initialValues: initial,
    editor,
    write: (checked: CheckedLesson, saved) =>
      api.saveLesson({
        id: saved?.id,
        courseId,
        position: saved?.position ?? nextPosition,
        title: checked.title,
        titleBn: checked.titleBn,
        kind: checked.kind,
        isPreview: checked.isPreview,
        durationMinutes: checked.durationMinutes,
        startsAt: checked.startsAt,
      }),
    writeRest: (stored, checked) =>
      api.saveLessonContent({
        lessonId: stored.id,
        body: checked.body,
        bodyBn: checked.bodyBn,
        videoUrl: checked.videoUrl,
        joinUrl: checked.joinUrl,
        resources: checked.resources,
      }),
    invalidates: changedBy.lessons,
  })

  return (
    <EditorForm {...formProps}>
      <EditPreviewTabs
        edit={<LessonFields form={form} />}
        preview={
          <BilingualPreview
            title={form.values.title}
            titleBn={form.values.titleBn}
            markdown={form.values.body}
            markdownBn={form.values.bodyBn}
          />
        }
      />
    </EditorForm>
  )
}
