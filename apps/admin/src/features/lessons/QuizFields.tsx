import { NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core'
import type { Lesson } from '@repo/api'
import { MAX_QUIZ_ATTEMPTS_PER_DAY } from '@repo/courses'
import type { ConsoleForm } from '../../lib/consoleForm'
import { FactsGrid, WholeNumberInput } from './EditorFrame'
import type { quizFormSchema } from './quizForm'

export type QuizEditorForm = ConsoleForm<typeof quizFormSchema>

/** The select's value for "At the end of the course" (the quiz's lesson is null). */
export const AT_THE_END = ''

/** The quiz's titles, where learners meet it, its pass mark, attempts a day, and whether the certificate needs it. */
export function QuizFields({ form, lessons }: { form: QuizEditorForm; lessons: Lesson[] }) {
  const places = [
    ...lessons.map((lesson, index) => ({
      value: lesson.id,
      label: `After lesson ${index + 1}: ${lesson.title}`,
    })),
    { value: AT_THE_END, label: 'At the end of the course' },
  ]
  return (
    <Stack>
      <FactsGrid form={form} />
      <NativeSelect
        label="Shown"
        description="Learners meet the quiz after this lesson in the syllabus."
        data={places}
        {...form.getInputProps('lessonId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WholeNumberInput
          label="Pass mark (%)"
          description="The score that passes, from 1 to 100."
          required
          min={1}
          max={100}
          {...form.getInputProps('passPercent')}
        />
        <WholeNumberInput
          label="Attempts a day"
          description={`How often a learner may try it each day (Dhaka time), 1 to ${MAX_QUIZ_ATTEMPTS_PER_DAY}.`}
          required
          min={1}
          max={MAX_QUIZ_ATTEMPTS_PER_DAY}
          {...form.getInputProps('attemptsPerDay')}
        />
      </SimpleGrid>
      <Switch
        label="Required for the certificate"
        {...form.getInputProps('required', { type: 'checkbox' })}
      />
    </Stack>
  )
}
