import { Button, Group, Modal, Stack, Tabs, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lessonProblem, type Lesson, type LessonContent } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { codeText } from '../../lib/errorWords'
import { fromDhakaInput, toDhakaInput } from '../../lib/format'
import { loadState } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded } from '../../lib/states'
import { emptyLessonForm, LessonFields, type LessonForm } from './LessonFields'
import { MarkdownView } from './MarkdownView'

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
        state={loadState(content)}
        loading="Loading the lesson…"
        failed="Could not load this lesson."
        onRetry={() => void content.refetch()}
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
  const [form, setForm] = useState<LessonForm>(initial)
  const set = <K extends keyof LessonForm>(key: K, value: LessonForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))

  const saving = useMutation({
    mutationFn: async (input: Parameters<typeof api.saveLesson>[0]) => {
      const stored = await api.saveLesson(input)
      setSaved(stored)
      onSaved(stored)
      await api.saveLessonContent({
        lessonId: stored.id,
        body: form.body,
        bodyBn: form.bodyBn,
        // links the kind does not show are cleared, not kept hidden
        videoUrl: form.kind === 'reading' ? null : form.videoUrl,
        joinUrl: form.kind === 'live' ? form.joinUrl : null,
        resources: form.resources,
      })
      return stored
    },
    onSuccess: (stored) => {
      notifySuccess(`Lesson "${stored.title}" saved.`)
      onClose()
    },
    onError: (error) => notifyError(error),
  })

  function save(event: React.FormEvent) {
    event.preventDefault()
    const input = {
      id: saved?.id,
      courseId,
      position: saved?.position ?? nextPosition,
      title: form.title,
      titleBn: form.titleBn,
      kind: form.kind,
      isPreview: form.isPreview,
      durationMinutes: typeof form.durationMinutes === 'number' ? form.durationMinutes : Number.NaN,
      startsAt: form.kind === 'live' ? fromDhakaInput(form.startsAt) : null,
    }
    const problem = lessonProblem(input)
    if (problem) {
      notifyError(null, codeText(problem))
      return
    }
    saving.mutate(input)
  }

  return (
    <form onSubmit={save} noValidate aria-label={saved ? 'Edit lesson' : 'Add lesson'}>
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">Edit</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <LessonFields form={form} set={set} />
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <Stack>
            <Title order={3} size="h4">
              {form.title || 'Untitled'}
            </Title>
            <MarkdownView markdown={form.body} label="English" />
            <Title order={3} size="h4" lang="bn">
              {form.titleBn || 'Untitled'}
            </Title>
            <MarkdownView markdown={form.bodyBn} label="Bangla" lang="bn" />
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
