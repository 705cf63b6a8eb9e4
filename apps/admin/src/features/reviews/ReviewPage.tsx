import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { ApiError, type Project, type Review, type Submission } from '@repo/api'
import { MAX_FEEDBACK_CHARS } from '@repo/courses'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { errorWords } from '../../lib/errorWords'
import { formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { errorText, notifyError, notifySuccess } from '../../lib/notify'
import { changedBy, queryKeys } from '../../lib/queryKeys'
import { Loaded, Section } from '../../lib/states'
import { MarkdownView } from '../../lib/MarkdownView'
import { emptyReview, reviewFormSchema, withMetLines, type ReviewForm } from './reviewForm'
import { formatWaited, statusLabel } from './waiting'

const numbers = new Intl.NumberFormat('en')

/** What the page shows of one hand-in: it, its project, its learner and every attempt. */
interface HandIn {
  submission: Submission
  project: Project | null
  learnerName: string
  attempts: Submission[]
  reviews: Review[]
}

/** A refusal of the claim that leaves the hand-in to read only (someone else has it, or it is done). */
const readOnlyHints = new Set(['claimed_by_other', 'submission_reviewed', 'own_submission'])

/**
 * One hand-in under review (/reviews/:submissionId). Opening it claims it for 30 minutes (a
 * second mentor reads it only); the brief, the checklist (ticked items start the feedback), this
 * attempt's note, links and photos, the earlier attempts with their feedback; Approve or Ask for
 * changes in a bar that stays at the bottom of a phone's screen.
 */
export function ReviewPage() {
  const { submissionId = '' } = useParams()
  const api = useAdminApi()
  const navigate = useNavigate()
  const { state } = useLocation() as { state: { queue?: string } | null }
  // back to the queue as it was left (its filters and page)
  const queue = `/reviews${state?.queue ?? ''}`

  const claim = useMutation({
    mutationFn: (id: string) => api.claimSubmission(id),
    meta: { invalidates: changedBy.claim },
  })
  const { mutate: claimIt } = claim
  // once per hand-in opened (StrictMode runs effects twice; claiming twice would only extend it)
  const claimed = useRef<string | null>(null)
  useEffect(() => {
    if (claimed.current === submissionId) return
    claimed.current = submissionId
    claimIt(submissionId)
  }, [claimIt, submissionId])

  const handIn = useQuery({
    queryKey: queryKeys.reviews.submission(submissionId),
    queryFn: async (): Promise<HandIn | null> => {
      const submission = await api.getSubmission(submissionId)
      if (!submission) return null
      const [project, learnerName, attempts] = await Promise.all([
        api.getProject(submission.projectId),
        api.submissionLearnerName(submissionId),
        api.listAttempts(submission.projectId, submission.userId),
      ])
      const reviews = await api.listReviews(attempts.map((a) => a.id))
      return { submission, project, learnerName, attempts, reviews }
    },
  })

  return (
    <Stack>
      <Anchor component={Link} to={queue} size="sm">
        ← Back to the queue
      </Anchor>
      <Loaded
        {...queryLoad(handIn)}
        loading="Loading the hand-in…"
        failed="Could not load the hand-in."
      >
        {(loaded) =>
          loaded === null ? (
            <Alert color="orange" role="alert" title="This hand-in was not found">
              It may be of a course you do not review. Go back to the queue.
            </Alert>
          ) : (
            <Reviewing
              loaded={loaded}
              claim={claim}
              onClaimAgain={() => claimIt(submissionId)}
              onDone={() => navigate(queue)}
            />
          )
        }
      </Loaded>
    </Stack>
  )
}

function Reviewing({
  loaded,
  claim,
  onClaimAgain,
  onDone,
}: {
  loaded: HandIn
  claim: { isSuccess: boolean; isPending: boolean; error: Error | null; data?: string }
  onClaimAgain: () => void
  onDone: () => void
}) {
  const api = useAdminApi()
  const { submission, project, attempts, reviews } = loaded
  const learner = loaded.learnerName || 'The learner'
  const items = project?.checklist ?? []
  const readOnly = !claim.isSuccess
  const earlier = attempts.filter((a) => a.attempt < submission.attempt).reverse()
  const ownReview = reviews.find((r) => r.submissionId === submission.id)
  const paths = attempts.flatMap((a) => a.files)
  const photos = useQuery({
    queryKey: queryKeys.reviews.photos(paths),
    queryFn: () => api.signedPhotoUrls(paths),
    enabled: paths.length > 0,
  })

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
      notifyError(error)
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
    <Stack>
      <div>
        <Title order={2} size="h3">
          {project?.title ?? 'A project no longer listed'}
        </Title>
        <Text size="sm" c="dimmed">
          {learner} · attempt {submission.attempt} · sent{' '}
          {formatDhakaDateTime(submission.submittedAt)} ({formatWaited(submission.submittedAt)} ago)
          · {statusLabel[submission.status]}
        </Text>
      </div>
      <ClaimStatus claim={claim} onClaimAgain={onClaimAgain} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Section title={`Attempt ${submission.attempt}`}>
              <Attempt
                submission={submission}
                urls={photos.data ?? {}}
                photosFailed={photos.isError}
              />
            </Section>
            {ownReview && (
              <Section title="Its review">
                <ReviewShown review={ownReview} items={items} />
              </Section>
            )}
            {!readOnly && (
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
                        loading={
                          review.isPending && review.variables.verdict === 'changes_requested'
                        }
                        onClick={() => form.setFieldValue('verdict', 'changes_requested')}
                      >
                        Ask for changes
                      </Button>
                    </Group>
                  </Box>
                </Stack>
              </form>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Section title="The brief">
              {project ? (
                <MarkdownView markdown={project.brief} label={project.title} what="brief" />
              ) : (
                <Text c="dimmed" size="sm">
                  This project was removed from the course.
                </Text>
              )}
              {readOnly && items.length > 0 && (
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    Checklist
                  </Text>
                  <ChecklistShown items={items} met={[]} />
                </Stack>
              )}
            </Section>
            <Section title="Earlier attempts">
              {earlier.length === 0 ? (
                <Text c="dimmed" size="sm">
                  This is the first attempt.
                </Text>
              ) : (
                earlier.map((a) => {
                  const itsReview = reviews.find((r) => r.submissionId === a.id)
                  return (
                    <Paper
                      key={a.id}
                      withBorder
                      p="sm"
                      component="article"
                      aria-label={`Attempt ${a.attempt}`}
                    >
                      <Stack gap="xs">
                        <Text fw={600}>
                          Attempt {a.attempt} · {formatDhakaDateTime(a.submittedAt)}
                        </Text>
                        <Attempt
                          submission={a}
                          urls={photos.data ?? {}}
                          photosFailed={photos.isError}
                        />
                        {itsReview ? (
                          <ReviewShown review={itsReview} items={items} />
                        ) : (
                          <Text size="sm" c="dimmed">
                            Not reviewed.
                          </Text>
                        )}
                      </Stack>
                    </Paper>
                  )
                })
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

/** Whether this mentor holds the hand-in: claimed until a time, or why it is to read only. */
function ClaimStatus({
  claim,
  onClaimAgain,
}: {
  claim: { isSuccess: boolean; isPending: boolean; error: Error | null; data?: string }
  onClaimAgain: () => void
}) {
  if (claim.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Opening it for your review…
      </Text>
    )
  if (claim.isSuccess && claim.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        Yours to review until {formatDhakaDateTime(claim.data)}.
      </Text>
    )
  const error = claim.error
  if (error instanceof ApiError && error.hint && readOnlyHints.has(error.hint))
    return (
      <Alert color="yellow" role="alert" title="Read only">
        {errorWords(error)}
      </Alert>
    )
  if (!error) return null
  return (
    <Alert
      color="red"
      role="alert"
      title={errorText(error, 'Could not open this hand-in for review.')}
    >
      <Button variant="light" color="red" size="xs" onClick={onClaimAgain}>
        Try again
      </Button>
    </Alert>
  )
}

/** An attempt's note, links and photos (each photo opens full size). */
function Attempt({
  submission,
  urls,
  photosFailed,
}: {
  submission: Submission
  urls: Record<string, string>
  photosFailed: boolean
}) {
  return (
    <Stack gap="xs">
      {submission.note !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.note}
        </Text>
      )}
      {submission.links.length > 0 && (
        <Stack gap={4} component="ul" m={0} pl="md">
          {submission.links.map((link) => (
            <li key={link}>
              <Anchor
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {link}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
      {photosFailed && (
        <Text size="sm" c="red.8">
          Could not load the photos. Refresh to try again.
        </Text>
      )}
      {submission.files.length > 0 && (
        <SimpleGrid cols={1}>
          {submission.files.map((path, i) => {
            const url = urls[path]
            const alt = `Photo ${i + 1} of attempt ${submission.attempt}`
            return url ? (
              <Anchor key={path} href={url} target="_blank" rel="noopener noreferrer">
                <Image src={url} alt={alt} radius="sm" fit="contain" loading="lazy" />
              </Anchor>
            ) : (
              <Text key={path} size="sm" c="dimmed">
                {alt}: loading…
              </Text>
            )
          })}
        </SimpleGrid>
      )}
      {submission.note === '' && submission.links.length === 0 && submission.files.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing was handed in.
        </Text>
      )}
    </Stack>
  )
}

function ReviewShown({ review, items }: { review: Review; items: Project['checklist'] }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={review.verdict === 'approved' ? 'green' : 'orange'} variant="light">
          {review.verdict === 'approved' ? 'Approved' : 'Changes asked'}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatDhakaDateTime(review.createdAt)}
        </Text>
      </Group>
      {review.feedback !== '' && <MarkdownView markdown={review.feedback} label="Feedback" />}
      {items.length > 0 && <ChecklistShown items={items} met={review.checklist} />}
    </Stack>
  )
}

function ChecklistShown({ items, met }: { items: Project['checklist']; met: number[] }) {
  return (
    <Stack gap={2} component="ul" m={0} pl="md">
      {items.map((item, i) => (
        <Text key={i} component="li" size="sm">
          {met.includes(i) ? `Met: ${item.en}` : item.en}
        </Text>
      ))}
    </Stack>
  )
}
