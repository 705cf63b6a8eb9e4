import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { handInKinds, MAX_CHECKLIST_ITEMS } from '@repo/courses'
import type { ConsoleForm } from '../../lib/consoleForm'
import { handInLabels, type projectFormSchema } from './projectForm'

type Form = ConsoleForm<typeof projectFormSchema>

/** The editor's Edit tab: the project's place and titles, its two briefs, hand-in and checklist. */
export function ProjectFields({ form }: { form: Form }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput label="Bangla title" required lang="bn" {...form.getInputProps('titleBn')} />
        <NumberInput
          label="Position"
          description="Its place among the course's projects (1 is first)."
          required
          min={1}
          // the schema says what is wrong, rather than the input changing it on blur
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('position')}
        />
        <NumberInput
          label="Due (days after enrolment)"
          description="Leave blank for no due date."
          min={1}
          max={365}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('dueDays')}
        />
      </SimpleGrid>
      <Checkbox.Group label="Learners hand in" required {...form.getInputProps('handIn')}>
        <Group mt="xs">
          {handInKinds.map((kind) => (
            <Checkbox key={kind} value={kind} label={handInLabels[kind]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox
        label="Required for the certificate"
        {...form.getInputProps('required', { type: 'checkbox' })}
      />
      <Textarea
        label="Brief (Markdown)"
        rows={8}
        resize="vertical"
        {...form.getInputProps('brief')}
      />
      <Textarea
        label="Bangla brief (Markdown)"
        lang="bn"
        rows={8}
        resize="vertical"
        {...form.getInputProps('briefBn')}
      />
      <ChecklistFields form={form} />
    </Stack>
  )
}

/** What a reviewer looks for: items in both languages, added, removed and moved. */
function ChecklistFields({ form }: { form: Form }) {
  const { checklist } = form.values
  const move = (from: number, to: number) => form.reorderListItem('checklist', { from, to })
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Checklist (what the mentor looks for)
      </Text>
      {checklist.length === 0 && (
        <Text size="sm" c="dimmed">
          No checklist items.
        </Text>
      )}
      {checklist.map((_, index) => {
        const n = index + 1
        return (
          <Paper key={index} withBorder p="xs" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={`Item ${n}`} {...form.getInputProps(`checklist.${index}.en`)} />
              <TextInput
                label={`Item ${n} in Bangla`}
                lang="bn"
                {...form.getInputProps(`checklist.${index}.bn`)}
              />
            </SimpleGrid>
            <Group gap="xs" mt="xs">
              <Button
                size="xs"
                variant="default"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move item ${n} up`}
              >
                Up
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={index === checklist.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move item ${n} down`}
              >
                Down
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => form.removeListItem('checklist', index)}
                aria-label={`Remove item ${n}`}
              >
                Remove
              </Button>
            </Group>
          </Paper>
        )
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={checklist.length >= MAX_CHECKLIST_ITEMS}
          onClick={() => form.insertListItem('checklist', { en: '', bn: '' })}
        >
          Add checklist item
        </Button>
      </Group>
    </Stack>
  )
}
