import { Button, Group, Modal, Stack, Tabs, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Lesson, LessonContent } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { toDhakaInput } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded } from '../../lib/states'
import { LessonFields } from './LessonFields'
import {
  emptyLessonForm,
  lessonFormSchema,
  type CheckedLesson,
  type LessonForm,
} from './lessonForm'
import { MarkdownView } from '../../lib/MarkdownView'

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
  const phone = useMediaQuery('(max-width: 36em)')
  const { lesson } = props
  const content = useQuery({
    queryKey: queryKeys.lessons.content(lesson?.id ?? 'new'),
    queryFn: () => (lesson ? api.lessonContent(lesson.id) : Promise.resolve(null)),
    // the form starts from what is stored now, not from a copy read earlier
    staleTime: 0,
    gcTime: 0,
  })
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={lesson ? `Edit lesson` : 'Add lesson'}
      size="xl"
      fullScreen={phone}
    >
      <Loaded
        {...queryLoad(content)}
        loading="Loading the lesson…"
        failed="Could not load this lesson."
      >
        {(stored) => <EditorForm {...props} initial={formOf(lesson, stored)} />}
      </Loaded>
    </Modal>
  )
}

function EditorForm({
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
    onSuccess: (stored) => {
      notifySuccess(`Lesson "${stored.title}" saved.`)
      onClose()
    },
    onError: (error) => notifyError(error),
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label={saved ? 'Edit lesson' : 'Add lesson'}>
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">Edit</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <LessonFields form={form} />
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <Stack>
            <Title order={3} size="h4">
              {form.values.title || 'Untitled'}
            </Title>
            <MarkdownView markdown={form.values.body} label="English" />
            <Title order={3} size="h4" lang="bn">
              {form.values.titleBn || 'Untitled'}
            </Title>
            <MarkdownView markdown={form.values.bodyBn} label="Bangla" lang="bn" />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving.isPending}>
          Save lesson
        </Button>
      </Group>
    </form>
  )
}
