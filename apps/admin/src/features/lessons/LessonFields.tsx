import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { LessonKind, LessonResource } from '@repo/api'
import { lessonKinds } from '@repo/courses'
import { kindLabels } from './kindLabels'

/** What the lesson editor holds while the admin types. */
export interface LessonForm {
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

export const emptyLessonForm: LessonForm = {
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

/** The editor's Edit tab: the lesson's facts, its two bodies and its resources. */
export function LessonFields({
  form,
  set,
}: {
  form: LessonForm
  set: <K extends keyof LessonForm>(key: K, value: LessonForm[K]) => void
}) {
  const setResource = (index: number, change: Partial<LessonResource>) =>
    set(
      'resources',
      form.resources.map((r, i) => (i === index ? { ...r, ...change } : r)),
    )
  return (
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
  )
}
