import { Box, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core'
import { ApiError, type Project, type Submission } from '@repo/api'
import { MAX_FEEDBACK_CHARS } from '@repo/courses'
import { useMutation } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { errorWords } from '../../lib/errorWords'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { emptyReview, reviewFormSchema, withMetLines, type ReviewForm } from './reviewForm'

const numbers = new Intl.NumberFormat('en')

/**
 * The mentor's verdict on the hand-in they hold: the checklist (ticked items start the feedback),
 * the feedback, and Approve or Ask for changes; done, it goes back to the queue (onDone).
 */
export function VerdictForm({
  submission,
  project,
  learner,
  onDone,
}: {
  submission: Submission
  project: Project | null
  learner: string
  onDone: () => void
}) {
  const api = useAdminApi()
  const items = project?.checklist ?? []
  const review = useMutation({
    mutationFn: (checked: ReviewForm) =>
      api.reviewSubmission({ submissionId: submission.id, ...checked }),
    meta: { invalidates: changedBy.review },
    onSuccess: (_, { verdict }) => {
      notifySuccess(
        verdict === 'approved'
          ? `Approved: ${learner}’s attempt ${submission.attempt} at ${project?.title ?? 'the project'}.`
          : `Asked ${learner} for changes. They are told by mail and in the app.`,
      )
      onDone()
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === 'feedback')
        form.setFieldError('feedback', errorWords(error))
    },
  })
  const { form, onSubmit } = useConsoleForm({
    name: 'review',
    schema: reviewFormSchema,
    initialValues: emptyReview,
    submit: (checked) => review.mutate(checked),
  })
  const feedback = form.getValues().feedback

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Review">
      <Stack>
        <Checkbox.Group
          label="Checklist"
          description="Tick what the work meets: each ticked item starts the feedback."
          value={form.getValues().checklist.map(String)}
          onChange={(values) => {
            const ticked = values.map(Number)
            form.setValues({
              checklist: ticked,
              feedback: withMetLines(form.getValues().feedback, items, ticked),
            })
          }}
        >
          <Stack gap="xs" mt="xs">
            {items.length === 0 && (
              <Text size="sm" c="dimmed">
                This project has no checklist.
              </Text>
            )}
            {items.map((item, i) => (
              <Checkbox
                key={i}
                value={String(i)}
                label={
                  <>
                    {item.en}
                    <Text span display="block" size="sm" c="dimmed" lang="bn">
                      {item.bn}
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label="Feedback"
          description={`${numbers.format(feedback.length)} / ${numbers.format(MAX_FEEDBACK_CHARS)} characters. Markdown. Needed to ask for changes.`}
          rows={6}
          {...form.getInputProps('feedback')}
        />
        {/* one thumb: the verdicts stay at the bottom of a phone's screen */}
        <Box
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Group grow>
            <Button
              type="submit"
              color="green"
              disabled={review.isPending}
              loading={review.isPending && review.variables.verdict === 'approved'}
              onClick={() => form.setFieldValue('verdict', 'approved')}
            >
              Approve
            </Button>
            <Button
              type="submit"
              color="orange"
              variant="outline"
              disabled={review.isPending}
              loading={review.isPending && review.variables.verdict === 'changes_requested'}
              onClick={() => form.setFieldValue('verdict', 'changes_requested')}
            >
              Ask for changes
            </Button>
          </Group>
        </Box>
      </Stack>
    </form>
  )
}
