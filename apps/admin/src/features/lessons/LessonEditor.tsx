import type { Lesson, LessonContent } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { toDhakaInput } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
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

interface EditorProps {
  courseId: CourseId
  lesson: Lesson | null
  nextPosition: number
  onSaved: (lesson: Lesson) => void
  onClose: () => void
}

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
  const { lesson } = props
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
  lesson,
  nextPosition,
  onSaved,
  onClose,
  initial,
}: EditorProps & { initial: LessonForm }) {
  const api = useAdminApi()
  const [saved, setSaved] = useState<Lesson | null>(lesson)
  const { form, onSubmit } = useConsoleForm({
    name: 'lesson',
    schema: lessonFormSchema,
    initialValues: initial,
    // the Preview tab may be showing: the notification says what the Edit tab marks
    notifyInvalid: true,
    submit: (checked) => saving.mutate(checked),
  })
  const saving = useMutation({
    mutationFn: async (checked: CheckedLesson) => {
      const stored = await api.saveLesson({
        id: saved?.id,
        courseId,
        position: saved?.position ?? nextPosition,
        title: checked.title,
        titleBn: checked.titleBn,
        kind: checked.kind,
        isPreview: checked.isPreview,
        durationMinutes: checked.durationMinutes,
        startsAt: checked.startsAt,
      })
      setSaved(stored)
      onSaved(stored)
      await api.saveLessonContent({
        lessonId: stored.id,
        body: checked.body,
        bodyBn: checked.bodyBn,
        videoUrl: checked.videoUrl,
        joinUrl: checked.joinUrl,
        resources: checked.resources,
      })
      return stored
    },
    meta: { invalidates: changedBy.lessons },
    onSuccess: (stored) => {
      notifySuccess(`Lesson "${stored.title}" saved.`)
      onClose()
    },
  })

  return (
    <EditorForm what="lesson" isNew={!saved} onSubmit={onSubmit} saving={saving.isPending}>
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
