import { Button, Group, Stack } from '@mantine/core'
import type { LessonQuestion } from '@repo/api'
import { MAX_QUESTION_CHARS } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { ReplyBox, useReplyForm } from '../../lib/ReplyForm'
import { FormPanel } from '../../lib/states'
import { answerSchema } from './answerSchema'

/**
 * The answer box: Markdown, 1 to 4,000 characters (answerFormSchema, the site's rule too). Sent,
 * the asker is told (in the app and by mail) and the box empties; refused, the text stays.
 */
export function AnswerForm({ question }: { question: LessonQuestion }) {
  const api = useAdminApi()
  const asker = question.askerName || 'The learner'
  const { form, onSubmit, sending } = useReplyForm({
    name: 'answer',
    schema: answerSchema,
    initialValues: { body: '' },
    text: 'body',
    send: ({ body }) => api.answerQuestion(question.id, body),
    invalidates: changedBy.answer,
    onSent: () => {
      form.reset()
      notifySuccess(`Answer sent. ${asker} is told in the app and by mail.`)
    },
  })
  const length = form.getValues().body.length

  return (
    <FormPanel label="Answer the question" onSubmit={onSubmit}>
      <Stack>
        <ReplyBox
          label="Your answer"
          length={length}
          max={MAX_QUESTION_CHARS}
          about="Markdown, shown to the course’s learners under the lesson."
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </FormPanel>
  )
}
