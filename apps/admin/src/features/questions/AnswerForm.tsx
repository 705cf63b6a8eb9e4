import { Button, Group, Stack, Textarea } from '@mantine/core'
import { ApiError, type LessonQuestion } from '@repo/api'
import { MAX_QUESTION_CHARS } from '@repo/courses'
import { useMutation } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { errorWords } from '../../lib/errorWords'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { FormPanel } from '../../lib/states'
import { answerSchema, type AnswerFields } from './answerSchema'

const numbers = new Intl.NumberFormat('en')

/**
 * The answer box: Markdown, 1 to 4,000 characters (answerFormSchema, the site's rule too). Sent,
 * the asker is told (in the app and by mail) and the box empties; refused, the text stays.
 */
export function AnswerForm({ question }: { question: LessonQuestion }) {
  const api = useAdminApi()
  const asker = question.askerName || 'The learner'
  const send = useMutation({
    mutationFn: ({ body }: AnswerFields) => api.answerQuestion(question.id, body),
    meta: { invalidates: changedBy.answer },
    onSuccess: () => {
      form.reset()
      notifySuccess(`Answer sent. ${asker} is told in the app and by mail.`)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'body')
        form.setFieldError('body', errorWords(error))
    },
  })
  const { form, onSubmit } = useConsoleForm({
    name: 'answer',
    schema: answerSchema,
    initialValues: { body: '' },
    submit: (checked) => send.mutate(checked),
  })
  const length = form.getValues().body.length

  return (
    <FormPanel label="Answer the question" onSubmit={onSubmit}>
      <Stack>
        <Textarea
          label="Your answer"
          description={`${numbers.format(length)} / ${numbers.format(MAX_QUESTION_CHARS)} characters. Markdown, shown to the course’s learners under the lesson.`}
          rows={6}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </FormPanel>
  )
}
