import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { LessonQuestion } from '@repo/api'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { formatAgo, formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { MarkdownView } from '../../lib/MarkdownView'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded, Section } from '../../lib/states'
import { AnswerForm } from './AnswerForm'
import { AnswerList } from './AnswerList'
import { HideToggle } from './HideToggle'
import { ANSWER_HOURS, isPastAnswerDay } from './questionWords'

/**
 * One learner's question (/questions/:questionId): its text as the learners see it, its answers
 * (staff answers and the accepted one marked), the answer box, and Hide or Show for the question
 * and for each answer.
 */
export function QuestionPage() {
  const { questionId = '' } = useParams()
  const api = useAdminApi()
  const { state } = useLocation() as { state: { queue?: string } | null }
  // back to the queue as it was left (its filters and page)
  const queue = `/questions${state?.queue ?? ''}`
  const question = useQuery({
    queryKey: queryKeys.questions.question(questionId),
    queryFn: () => api.getQuestion(questionId),
  })

  return (
    <Stack>
      <Anchor component={Link} to={queue} size="sm">
        ← Back to the questions
      </Anchor>
      <Loaded
        {...queryLoad(question)}
        loading="Loading the question…"
        failed="Could not load the question."
      >
        {(loaded) =>
          loaded === null ? (
            <Alert color="orange" role="alert" title="This question was not found">
              It may be of a course you do not answer for. Go back to the questions.
            </Alert>
          ) : (
            <Answering question={loaded} />
          )
        }
      </Loaded>
    </Stack>
  )
}

function Answering({ question }: { question: LessonQuestion }) {
  const asker = question.askerName || 'A learner'
  const hidden = question.hiddenAt !== null
  const overdue = isPastAnswerDay(question)
  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          {question.lessonTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {asker} · asked {formatDhakaDateTime(question.createdAt)} ({formatAgo(question.createdAt)}
          ){question.editedAt !== null ? ' · edited' : ''}
        </Text>
      </div>
      <Section title="Question">
        <Group gap="xs">
          {question.answeredAt !== null ? (
            <Badge color="green" variant="light">
              Answered
            </Badge>
          ) : (
            <Badge color={overdue ? 'red' : 'gray'} variant={overdue ? 'filled' : 'light'}>
              {overdue ? `Waiting past ${ANSWER_HOURS} h` : 'Waiting'}
            </Badge>
          )}
          {hidden && (
            <Badge color="dark" variant="light">
              Hidden from learners
            </Badge>
          )}
        </Group>
        <MarkdownView markdown={question.body} label="Question" />
        <Group>
          <HideToggle kind="question" id={question.id} hidden={hidden} />
        </Group>
      </Section>
      <Section title="Answers">
        <AnswerList question={question} />
      </Section>
      {hidden ? (
        <Alert color="gray" variant="light" role="status">
          This question is hidden: no one can answer it. Show it to answer.
        </Alert>
      ) : (
        <AnswerForm question={question} />
      )}
    </Stack>
  )
}
