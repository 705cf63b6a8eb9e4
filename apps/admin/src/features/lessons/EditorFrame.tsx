import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { createContext, useContext, type FormEvent, type ReactNode } from 'react'
import { MarkdownView } from '../../lib/MarkdownView'
import { AddItemButton } from './ListButtons'

/** How the editor's Cancel closes the dialog it is in. */
const CloseEditor = createContext<() => void>(() => {})

/**
 * The dialog of a lesson's, a project's or a quiz's editor or a lesson's preview: wide, the whole screen on a phone. A
 * long form (`keepOnClickOutside`): a tap beside it does not throw away what was typed (Cancel
 * and Escape do).
 */
export function EditorModal({
  title,
  onClose,
  keepOnClickOutside = false,
  children,
}: {
  title: string
  onClose: () => void
  keepOnClickOutside?: boolean
  children: ReactNode
}) {
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!keepOnClickOutside}
    >
      <CloseEditor.Provider value={onClose}>{children}</CloseEditor.Provider>
    </Modal>
  )
}

/**
 * An editor's form of a new or a stored item (`what`: 'quiz' → 'Add quiz' or 'Edit quiz'), with
 * Cancel, which closes the editor's dialog, and its Save button ('Save quiz').
 */
export function EditorForm({
  what,
  isNew,
  onSubmit,
  saving,
  children,
}: {
  what: string
  isNew: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  saving: boolean
  children: ReactNode
}) {
  const onClose = useContext(CloseEditor)
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${isNew ? 'Add' : 'Edit'} ${what}`}>
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {`Save ${what}`}
        </Button>
      </Group>
    </form>
  )
}

/** The fields to edit, and beside them a preview of how learners read them. */
export function EditPreviewTabs({ edit, preview }: { edit: ReactNode; preview: ReactNode }) {
  return (
    <Tabs defaultValue="edit" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="edit">Edit</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit">{edit}</Tabs.Panel>
      <Tabs.Panel value="preview">{preview}</Tabs.Panel>
    </Tabs>
  )
}

/**
 * The preview of the two titles and their Markdown (`what`: 'brief'), English then Bangla, and
 * whatever follows them (a checklist).
 */
export function BilingualPreview({
  title,
  titleBn,
  markdown,
  markdownBn,
  what,
  children,
}: {
  title: string
  titleBn: string
  markdown: string
  markdownBn: string
  what?: 'body' | 'brief'
  children?: ReactNode
}) {
  return (
    <Stack>
      <Title order={3} size="h4">
        {title || 'Untitled'}
      </Title>
      <MarkdownView markdown={markdown} label="English" what={what} />
      <Title order={3} size="h4" lang="bn">
        {titleBn || 'Untitled'}
      </Title>
      <MarkdownView markdown={markdownBn} label="Bangla" lang="bn" what={what} />
      {children}
    </Stack>
  )
}

/**
 * The facts of a lesson, a project or a quiz, two to a row from a small screen up: first its
 * titles (the form's `title` and `titleBn`), then `children`.
 */
export function FactsGrid({
  form,
  children,
}: {
  form: { getInputProps: (path: string) => TextInputProps }
  children?: ReactNode
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <TextInput label="Bangla title" required lang="bn" {...form.getInputProps('titleBn')} />
      {children}
    </SimpleGrid>
  )
}

/**
 * The two Markdown texts of a lesson or a project, the form's fields `name` and `${name}Bn`
 * (`label`: 'Body' → 'Body (Markdown)' and 'Bangla body (Markdown)').
 */
export function MarkdownFields({
  label,
  form,
  name,
}: {
  label: string
  form: { getInputProps: (path: string) => TextareaProps }
  name: string
}) {
  return (
    <>
      <Textarea
        label={`${label} (Markdown)`}
        rows={8}
        resize="vertical"
        {...form.getInputProps(name)}
      />
      <Textarea
        label={`Bangla ${label.toLowerCase()} (Markdown)`}
        lang="bn"
        rows={8}
        resize="vertical"
        {...form.getInputProps(`${name}Bn`)}
      />
    </>
  )
}

/**
 * A list of the form's items (a lesson's resources, a project's checklist): its title, a note
 * while it has none, the items, and the button that adds one.
 */
export function ItemListFields({
  title,
  count,
  empty,
  add,
  addDisabled = false,
  onAdd,
  children,
}: {
  title: string
  count: number
  empty: string
  add: string
  addDisabled?: boolean
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {title}
      </Text>
      {count === 0 && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {children}
      <AddItemButton disabled={addDisabled} onClick={onAdd}>
        {add}
      </AddItemButton>
    </Stack>
  )
}

/**
 * A whole number of the editor's: no decimals, no minus, and left as typed on blur (the schema
 * says what is wrong, rather than the input changing it).
 */
export function WholeNumberInput(props: NumberInputProps) {
  return <NumberInput clampBehavior="none" allowDecimal={false} allowNegative={false} {...props} />
}
