import { Checkbox, Group, Paper, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { MIN_QUIZ_OPTIONS } from '@repo/courses'
import { AddItemButton, RemoveItemButton } from './ListButtons'
import type { QuizEditorForm } from './QuizFields'
import { canAddOption, newOption, optionLetter } from './quizForm'

/**
 * A question's options (2 to 8), each in both languages, and which are right: a radio for a
 * question with one right answer, checkboxes for one with several. The marks keep the options'
 * ids, so removing an option unmarks it.
 */
export function QuizOptions({ form, index }: { form: QuizEditorForm; index: number }) {
  const path = `questions.${index}` as const
  const question = form.values.questions[index]!
  const { multiple, options, right } = question
  const setRight = (ids: string[]) => form.setFieldValue(`${path}.right`, ids)
  // the marks' error: which are right (quiz_right), or the options as a list (2 to 8, ids once)
  const error = form.errors[`${path}.right`] ?? form.errors[`${path}.options`]
  // the first mark is where the form takes the focus when the right answers are wrong
  const { 'data-path': rightPath } = form.getInputProps(`${path}.right`, {
    withError: false,
  }) as { 'data-path'?: string }

  function remove(at: number) {
    const gone = options[at]!.id
    form.removeListItem(`${path}.options`, at)
    if (right.includes(gone)) setRight(right.filter((id) => id !== gone))
  }

  const rows = options.map((option, at) => {
    const letter = optionLetter(at)
    const mark = {
      value: option.id,
      label: 'Right',
      'aria-label': `Option ${letter} is right`,
      ...(at === 0 && { 'data-path': rightPath }),
    }
    return (
      <Paper key={option.id} withBorder p="xs" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={`Option ${letter}`}
            required
            {...form.getInputProps(`${path}.options.${at}.label`)}
          />
          <TextInput
            label={`Option ${letter} in Bangla`}
            required
            lang="bn"
            {...form.getInputProps(`${path}.options.${at}.labelBn`)}
          />
        </SimpleGrid>
        <Group gap="md" mt="xs">
          {multiple ? <Checkbox {...mark} /> : <Radio {...mark} />}
          <RemoveItemButton
            what={`option ${letter}`}
            disabled={options.length <= MIN_QUIZ_OPTIONS}
            onClick={() => remove(at)}
          />
        </Group>
      </Paper>
    )
  })

  const group = {
    label: multiple ? 'Options (mark every right one)' : 'Options (mark the right one)',
    required: true,
    error,
    children: <Stack gap="xs">{rows}</Stack>,
  }
  return (
    <Stack gap="xs">
      {multiple ? (
        <Checkbox.Group {...group} value={right} onChange={setRight} />
      ) : (
        <Radio.Group {...group} value={right[0] ?? null} onChange={(id) => setRight([id])} />
      )}
      <AddItemButton
        disabled={!canAddOption(question)}
        onClick={() => form.insertListItem(`${path}.options`, newOption(question))}
      >
        Add option
      </AddItemButton>
    </Stack>
  )
}
