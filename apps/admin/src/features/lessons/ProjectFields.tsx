import { Checkbox, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { handInKinds, MAX_CHECKLIST_ITEMS } from '@repo/courses'
import type { ConsoleForm } from '../../lib/consoleForm'
import { FactsGrid, ItemListFields, MarkdownFields, WholeNumberInput } from './EditorFrame'
import { MoveButtons, RemoveItemButton } from './ListButtons'
import { handInLabels, type projectFormSchema } from './projectForm'

type Form = ConsoleForm<typeof projectFormSchema>

/** The editor's Edit tab: the project's place and titles, its two briefs, hand-in and checklist. */
export function ProjectFields({ form }: { form: Form }) {
  return (
    <Stack>
      <FactsGrid form={form}>
        <WholeNumberInput
          label="Position"
          description="Its place among the course's projects (1 is first)."
          required
          min={1}
          {...form.getInputProps('position')}
        />
        <WholeNumberInput
          label="Due (days after enrolment)"
          description="Leave blank for no due date."
          min={1}
          max={365}
          {...form.getInputProps('dueDays')}
        />
      </FactsGrid>
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
      <MarkdownFields label="Brief" form={form} name="brief" />
      <ChecklistFields form={form} />
    </Stack>
  )
}

/** What a reviewer looks for: items in both languages, added, removed and moved. */
function ChecklistFields({ form }: { form: Form }) {
  const { checklist } = form.values
  return (
    <ItemListFields
      title="Checklist (what the mentor looks for)"
      count={checklist.length}
      empty="No checklist items."
      add="Add checklist item"
      addDisabled={checklist.length >= MAX_CHECKLIST_ITEMS}
      onAdd={() => form.insertListItem('checklist', { en: '', bn: '' })}
    >
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
              <MoveButtons
                what={`item ${n}`}
                index={index}
                count={checklist.length}
                onMove={(by) => form.reorderListItem('checklist', { from: index, to: index + by })}
              />
              <RemoveItemButton
                what={`item ${n}`}
                onClick={() => form.removeListItem('checklist', index)}
              />
            </Group>
          </Paper>
        )
      })}
    </ItemListFields>
  )
}
