import { Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import type { Project, Submission } from '@repo/api'
import { MAX_FEEDBACK_CHARS } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { ReplyBox, useReplyForm } from '../../lib/ReplyForm'
import { emptyReview, reviewFormSchema, withMetLines } from './reviewForm'

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
  const {
    form,
    onSubmit,
    sending: review,
  } = useReplyForm({
    name: 'review',
    schema: reviewFormSchema,
    initialValues: emptyReview,
    text: 'feedback',
    send: (checked) => api.reviewSubmission({ submissionId: submission.id, ...checked }),
    invalidates: changedBy.review,
    onSent: ({ verdict }) => {
      notifySuccess(
        verdict === 'approved'
          ? `Approved: ${learner}’s attempt ${submission.attempt} at ${project?.title ?? 'the project'}.`
          : `Asked ${learner} for changes. They are told by mail and in the app.`,
      )
      onDone()
    },
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
        <ReplyBox
          label="Feedback"
          length={feedback.length}
          max={MAX_FEEDBACK_CHARS}
          about="Markdown. Needed to ask for changes."
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
