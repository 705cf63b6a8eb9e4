import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { ANSWERS_PAGE_SIZE, type LessonQuestion, type QuestionAnswer } from '@repo/api'
import { useQueryClient } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { formatAgo, formatDhakaDateTime } from '../../lib/format'
import { MarkdownView } from '../../lib/MarkdownView'
import { PageControls } from '../../lib/PageControls'
import { useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'
import { LoadedRows } from '../../lib/states'
import { HiddenBadge, HideToggle } from './HideToggle'

/**
 * The question's answers, oldest first, a page at a time (the position in the address); their
 * total is the question's count of answers, read with it.
 */
export function AnswerList({ question }: { question: LessonQuestion }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const pages = useKeysetPages(
    // the question read again when stale (after an answer), never a second time meanwhile
    queries.questions.answers(api, question.id, async () => {
      const read = await queryClient.fetchQuery(queries.questions.question(api, question.id))
      return { count: read?.answerCount ?? 0, estimated: false }
    }),
    ANSWERS_PAGE_SIZE,
  )
  return (
    <>
      <PageControls pages={pages} label="Answers" />
      <LoadedRows
        state={pages.state}
        what="answers"
        empty="No answers yet. Yours will be the first."
        onRetry={pages.reload}
      >
        {(answers) => (
          <Stack gap="sm">
            {answers.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} />
            ))}
          </Stack>
        )}
      </LoadedRows>
    </>
  )
}

function AnswerCard({ answer }: { answer: QuestionAnswer }) {
  const author = answer.authorName || (answer.byStaff ? 'A mentor' : 'A learner')
  const hidden = answer.hiddenAt !== null
  return (
    <Card
      withBorder
      component="article"
      aria-label={`Answer by ${author}`}
      bg={answer.accepted ? 'var(--mantine-color-green-light)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="start" gap="xs">
          <Text size="sm">
            <Text span fw={600}>
              {answer.mine ? `${author} (you)` : author}
            </Text>{' '}
            <Text span c="dimmed">
              · {formatDhakaDateTime(answer.createdAt)} ({formatAgo(answer.createdAt)})
              {answer.editedAt !== null ? ' · edited' : ''}
            </Text>
          </Text>
          <Group gap={4}>
            {answer.byStaff && (
              <Badge color="teal" variant="light">
                Staff
              </Badge>
            )}
            {answer.accepted && (
              <Badge color="green" variant="filled">
                Accepted
              </Badge>
            )}
            {hidden && <HiddenBadge />}
          </Group>
        </Group>
        <MarkdownView markdown={answer.body} label={`Answer by ${author}`} />
        <Group>
          <HideToggle kind="answer" id={answer.id} hidden={hidden} />
        </Group>
      </Stack>
    </Card>
  )
}
