import { Checkbox, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core'
import { lessonKinds } from '@repo/courses'
import type { ConsoleForm } from '../../lib/consoleForm'
import { FactsGrid, ItemListFields, MarkdownFields } from './EditorFrame'
import { kindLabels } from './kindLabels'
import { RemoveItemButton } from './ListButtons'
import type { lessonFormSchema } from './lessonForm'

/** The editor's Edit tab: the lesson's facts, its two bodies and its resources. */
export function LessonFields({ form }: { form: ConsoleForm<typeof lessonFormSchema> }) {
  const { kind, resources } = form.values
  return (
    <Stack>
      <FactsGrid form={form}>
        <NativeSelect
          label="Kind"
          data={lessonKinds.map((k) => ({ value: k, label: kindLabels[k] }))}
          {...form.getInputProps('kind')}
        />
        <NumberInput
          label="Duration (minutes)"
          required
          min={1}
          max={600}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationMinutes')}
        />
        {kind === 'live' && (
          <TextInput
            type="datetime-local"
            label="Starts at (Bangladesh time)"
            required
            {...form.getInputProps('startsAt')}
          />
        )}
        {kind === 'live' && (
          <TextInput
            label="Join link"
            placeholder="https://meet.google.com/…"
            {...form.getInputProps('joinUrl')}
          />
        )}
        {kind !== 'reading' && (
          <TextInput
            label={kind === 'live' ? 'Recording link' : 'Video link'}
            placeholder="https://www.youtube.com/watch?v=…"
            {...form.getInputProps('videoUrl')}
          />
        )}
      </FactsGrid>
      <Checkbox
        label="Free preview (anyone can open it without paying)"
        {...form.getInputProps('isPreview', { type: 'checkbox' })}
      />
      <MarkdownFields label="Body" form={form} name="body" />
      <ItemListFields
        title="Resources"
        count={resources.length}
        empty="No resources."
        add="Add resource"
        onAdd={() => form.insertListItem('resources', { title: '', url: '' })}
      >
        {resources.map((_, index) => (
          <Group key={index} align="end" wrap="wrap">
            <TextInput
              label={`Resource ${index + 1} title`}
              {...form.getInputProps(`resources.${index}.title`)}
              style={{ flex: '1 1 160px' }}
            />
            <TextInput
              label={`Resource ${index + 1} link`}
              placeholder="https://…"
              {...form.getInputProps(`resources.${index}.url`)}
              style={{ flex: '2 1 220px' }}
            />
            <RemoveItemButton
              what={`resource ${index + 1}`}
              size="sm"
              onClick={() => form.removeListItem('resources', index)}
            />
          </Group>
        ))}
      </ItemListFields>
    </Stack>
  )
}
