import { Grid, Stack, Text, Title } from '@mantine/core'
import type { Project, Review, Submission } from '@repo/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { changedBy, queries } from '../../lib/queries'
import { QueueItemPage, useQueueLink } from '../../lib/QueueItemPage'
import { Section } from '../../lib/states'
import { MarkdownView } from '../../lib/MarkdownView'
import { AttemptView } from './AttemptView'
import { ClaimNotice, type Claim } from './ClaimNotice'
import { EarlierAttempts } from './EarlierAttempts'
import { ChecklistShown, ReviewShown } from './ReviewShown'
import { VerdictForm } from './VerdictForm'
import { formatWaited, statusLabel } from './waiting'

/** What the page shows of one hand-in: it, its project, its learner and every attempt. */
interface HandIn {
  submission: Submission
  project: Project | null
  learnerName: string
  attempts: Submission[]
  reviews: Review[]
}

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
  const queue = useQueueLink('/reviews')

  const claim = useMutation({
    mutationFn: (id: string) => api.claimSubmission(id),
    // a claim that failed is not the admin's business: the hand-in still opens
    meta: { invalidates: changedBy.claim, toast: false },
  })
  const { mutate: claimIt } = claim
  // once per hand-in opened (StrictMode runs effects twice; claiming twice would only extend it)
  const claimed = useRef<string | null>(null)
  useEffect(() => {
    if (claimed.current === submissionId) return
    claimed.current = submissionId
    claimIt(submissionId)
  }, [claimIt, submissionId])

  const handIn = useQuery(queries.reviews.submission(api, submissionId))

  return (
    <QueueItemPage queue={queue} back="queue" what="hand-in" notYours="review" query={handIn}>
      {(loaded) => (
        <Reviewing
          loaded={loaded}
          claim={claim}
          onClaimAgain={() => claimIt(submissionId)}
          onDone={() => navigate(queue)}
        />
      )}
    </QueueItemPage>
  )
}

/** The hand-in laid out: this attempt, its review or the verdict form; the brief, earlier attempts. */
function Reviewing({
  loaded,
  claim,
  onClaimAgain,
  onDone,
}: {
  loaded: HandIn
  claim: Claim
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
  const photos = useQuery({ ...queries.reviews.photos(api, paths), enabled: paths.length > 0 })

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
      <ClaimNotice claim={claim} onClaimAgain={onClaimAgain} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Section title={`Attempt ${submission.attempt}`}>
              <AttemptView
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
              <VerdictForm
                submission={submission}
                project={project}
                learner={learner}
                onDone={onDone}
              />
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
            <EarlierAttempts
              earlier={earlier}
              reviews={reviews}
              items={items}
              urls={photos.data ?? {}}
              photosFailed={photos.isError}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
