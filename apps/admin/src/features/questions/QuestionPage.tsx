import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core'
import type { LessonQuestion } from '@repo/api'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { formatAgo, formatDhakaDateTime } from '../../lib/format'
import { MarkdownView } from '../../lib/MarkdownView'
import { queries } from '../../lib/queries'
import { QueueItemPage, useQueueLink } from '../../lib/QueueItemPage'
import { Section } from '../../lib/states'
import { AnswerForm } from './AnswerForm'
import { AnswerList } from './AnswerList'
import { HiddenBadge, HideToggle } from './HideToggle'
import { ANSWER_HOURS, isPastAnswerDay } from './questionWords'

/**
 * One learner's question (/questions/:questionId): its text as the learners see it, its answers
 * (staff answers and the accepted one marked), the answer box, and Hide or Show for the question
 * and for each answer.
 */
export function QuestionPage() {
  const { questionId = '' } = useParams()
  const api = useAdminApi()
  const queue = useQueueLink('/questions')
  const question = useQuery(queries.questions.question(api, questionId))

  return (
    <QueueItemPage
      queue={queue}
      back="questions"
      what="question"
      notYours="answer for"
      query={question}
    >
      {(loaded) => <Answering question={loaded} />}
    </QueueItemPage>
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
          {hidden && <HiddenBadge />}
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
