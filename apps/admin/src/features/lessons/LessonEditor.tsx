import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { lessonProblem, type Lesson, type LessonKind, type LessonResource } from '@repo/api'
import { lessonKinds, type CourseId } from '@repo/courses'
import { useEffect, useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { fromDhakaInput, toDhakaInput } from '../../lib/format'
import { codeText } from '../../lib/errorWords'
import { notifyError, notifySuccess } from '../../lib/notify'
import { ErrorState, LoadingState } from '../../lib/states'
import { kindLabels } from './kindLabels'
import { MarkdownView } from './MarkdownView'

interface Form {
  title: string
  titleBn: string
  kind: LessonKind
  isPreview: boolean
  durationMinutes: string | number
  /** datetime-local, Bangladesh time */
  startsAt: string
  body: string
  bodyBn: string
  videoUrl: string
  joinUrl: string
  resources: LessonResource[]
}

const emptyForm: Form = {
  title: '',
  titleBn: '',
  kind: 'video',
  isPreview: false,
  durationMinutes: '',
  startsAt: '',
  body: '',
  bodyBn: '',
  videoUrl: '',
  joinUrl: '',
  resources: [],
}

type ContentState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready' }

/**
 * Adds or edits one lesson and its content. The lesson is saved first, then its content; if the
 * content fails, the editor stays open on the saved lesson, so trying again loses nothing.
 */
export function LessonEditor({
  courseId,
  lesson,
  nextPosition,
  onSaved,
  onClose,
}: {
  courseId: CourseId
  lesson: Lesson | null
  nextPosition: number
  onSaved: (lesson: Lesson) => void
  onClose: () => void
}) {
  const api = useAdminApi()
  const phone = useMediaQuery('(max-width: 36em)')
  const [saved, setSaved] = useState<Lesson | null>(lesson)
  const [form, setForm] = useState<Form>(() =>
    lesson
      ? {
          ...emptyForm,
          title: lesson.title,
          titleBn: lesson.titleBn,
          kind: lesson.kind,
          isPreview: lesson.isPreview,
          durationMinutes: lesson.durationMinutes,
          startsAt: toDhakaInput(lesson.startsAt),
        }
      : emptyForm,
  )
  const [content, setContent] = useState<ContentState>(
    lesson ? { status: 'loading' } : { status: 'ready' },
  )
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!lesson) return
    let current = true
    api.lessonContent(lesson.id).then(
      (c) => {
        if (!current) return
        if (c)
          setForm((f) => ({
            ...f,
            body: c.body,
            bodyBn: c.bodyBn,
            videoUrl: c.videoUrl ?? '',
            joinUrl: c.joinUrl ?? '',
            resources: c.resources,
          }))
        setContent({ status: 'ready' })
      },
      (error: unknown) => current && setContent({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [api, lesson, attempt])

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const setResource = (index: number, change: Partial<LessonResource>) =>
    set(
      'resources',
      form.resources.map((r, i) => (i === index ? { ...r, ...change } : r)),
    )

  async function save(event: React.FormEvent) {
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
    setSaving(true)
    try {
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
      notifySuccess(`Lesson "${stored.title}" saved.`)
      onClose()
    } catch (error) {
      notifyError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={saved ? `Edit lesson` : 'Add lesson'}
      size="xl"
      fullScreen={phone}
    >
      {content.status === 'loading' && <LoadingState label="Loading the lesson…" />}
      {content.status === 'error' && (
        <ErrorState
          error={content.error}
          fallback="Could not load this lesson."
          onRetry={() => {
            setContent({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        />
      )}
      {content.status === 'ready' && (
        <form onSubmit={save} noValidate aria-label={saved ? 'Edit lesson' : 'Add lesson'}>
          <Tabs defaultValue="edit" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="edit">Edit</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit">
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Title"
                    required
                    value={form.title}
                    onChange={(e) => set('title', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Bangla title"
                    required
                    lang="bn"
                    value={form.titleBn}
                    onChange={(e) => set('titleBn', e.currentTarget.value)}
                  />
                  <NativeSelect
                    label="Kind"
                    data={lessonKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
                    value={form.kind}
                    onChange={(e) => {
                      const value = e.currentTarget.value
                      const kind = lessonKinds.find((k) => k === value)
                      if (kind) set('kind', kind)
                    }}
                  />
                  <NumberInput
                    label="Duration (minutes)"
                    required
                    min={1}
                    max={600}
                    allowDecimal={false}
                    allowNegative={false}
                    value={form.durationMinutes}
                    onChange={(value) => set('durationMinutes', value)}
                  />
                  {form.kind === 'live' && (
                    <TextInput
                      type="datetime-local"
                      label="Starts at (Bangladesh time)"
                      required
                      value={form.startsAt}
                      onChange={(e) => set('startsAt', e.currentTarget.value)}
                    />
                  )}
                  {form.kind === 'live' && (
                    <TextInput
                      label="Join link"
                      placeholder="https://meet.google.com/…"
                      value={form.joinUrl}
                      onChange={(e) => set('joinUrl', e.currentTarget.value)}
                    />
                  )}
                  {form.kind !== 'reading' && (
                    <TextInput
                      label={form.kind === 'live' ? 'Recording link' : 'Video link'}
                      placeholder="https://www.youtube.com/watch?v=…"
                      value={form.videoUrl}
                      onChange={(e) => set('videoUrl', e.currentTarget.value)}
                    />
                  )}
                </SimpleGrid>
                <Checkbox
                  label="Free preview (anyone can open it without paying)"
                  checked={form.isPreview}
                  onChange={(e) => set('isPreview', e.currentTarget.checked)}
                />
                <Textarea
                  label="Body (Markdown)"
                  rows={8}
                  resize="vertical"
                  value={form.body}
                  onChange={(e) => set('body', e.currentTarget.value)}
                />
                <Textarea
                  label="Bangla body (Markdown)"
                  lang="bn"
                  rows={8}
                  resize="vertical"
                  value={form.bodyBn}
                  onChange={(e) => set('bodyBn', e.currentTarget.value)}
                />
                <Stack gap="xs">
                  <Text fw={500} size="sm">
                    Resources
                  </Text>
                  {form.resources.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No resources.
                    </Text>
                  )}
                  {form.resources.map((resource, index) => (
                    <Group key={index} align="end" wrap="wrap">
                      <TextInput
                        label={`Resource ${index + 1} title`}
                        value={resource.title}
                        onChange={(e) => setResource(index, { title: e.currentTarget.value })}
                        style={{ flex: '1 1 160px' }}
                      />
                      <TextInput
                        label={`Resource ${index + 1} link`}
                        placeholder="https://…"
                        value={resource.url}
                        onChange={(e) => setResource(index, { url: e.currentTarget.value })}
                        style={{ flex: '2 1 220px' }}
                      />
                      <Button
                        variant="default"
                        onClick={() =>
                          set(
                            'resources',
                            form.resources.filter((_, i) => i !== index),
                          )
                        }
                        aria-label={`Remove resource ${index + 1}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  ))}
                  <Group>
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => set('resources', [...form.resources, { title: '', url: '' }])}
                    >
                      Add resource
                    </Button>
                  </Group>
                </Stack>
              </Stack>
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
            <Button type="submit" loading={saving}>
              Save lesson
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  )
}
