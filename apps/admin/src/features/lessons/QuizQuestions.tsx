import { Fieldset, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core'
import { MAX_QUIZ_QUESTIONS } from '@repo/courses'
import type { QuizEditorForm } from './QuizFields'
import { newQuestion } from './quizForm'
import { AddItemButton, MoveButtons, RemoveItemButton } from './ListButtons'
import { QuizOptions } from './QuizOptions'

/** The quiz's questions in order: each one's words and options; moved, added and removed. */
export function QuizQuestions({ form }: { form: QuizEditorForm }) {
  const { questions } = form.values
  const countError = form.errors.questions
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Questions
      </Title>
      {questions.map((_, index) => (
        <QuestionFields key={index} form={form} index={index} count={questions.length} />
      ))}
      {countError && (
        <Text c="red" size="sm" role="alert">
          {countError}
        </Text>
      )}
      <AddItemButton
        disabled={questions.length >= MAX_QUIZ_QUESTIONS}
        onClick={() => form.insertListItem('questions', newQuestion())}
      >
        Add question
      </AddItemButton>
    </Stack>
  )
}

/** One question: its words in both languages, one or several right answers, its options. */
function QuestionFields({
  form,
  index,
  count,
}: {
  form: QuizEditorForm
  index: number
  count: number
}) {
  const n = index + 1
  const path = `questions.${index}` as const
  const question = form.values.questions[index]!

  function setMultiple(multiple: boolean) {
    form.setFieldValue(`${path}.multiple`, multiple)
    // one right answer only: the first of those marked stays marked
    if (!multiple && question.right.length > 1)
      form.setFieldValue(`${path}.right`, question.right.slice(0, 1))
  }

  return (
    <Fieldset legend={`Question ${n}`} radius="md" p="sm">
      <Stack gap="sm">
        <Textarea
          label="Question"
          required
          rows={2}
          resize="vertical"
          {...form.getInputProps(`${path}.prompt`)}
        />
        <Textarea
          label="Question in Bangla"
          required
          lang="bn"
          rows={2}
          resize="vertical"
          {...form.getInputProps(`${path}.promptBn`)}
        />
        <Switch
          label="More than one right answer"
          checked={question.multiple}
          onChange={(event) => setMultiple(event.currentTarget.checked)}
        />
        <QuizOptions form={form} index={index} />
        <Group gap="xs">
          <MoveButtons
            what={`question ${n}`}
            index={index}
            count={count}
            onMove={(by) => form.reorderListItem('questions', { from: index, to: index + by })}
          />
          <RemoveItemButton
            what={`question ${n}`}
            // a quiz has at least one question
            disabled={count === 1}
            onClick={() => form.removeListItem('questions', index)}
          />
        </Group>
      </Stack>
    </Fieldset>
  )
}
