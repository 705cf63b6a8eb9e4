import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import {
  QUESTION_QUEUE_PAGE_SIZE,
  type QuestionQueueFilter,
  type QuestionQueueState,
} from '@repo/api'
import { courseList } from '@repo/courses'
import { useLocation, useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { PageControls } from '../../lib/PageControls'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'
import { useStaff } from '../../lib/session'
import { LoadedRows, TabHeader } from '../../lib/states'
import { QuestionCard } from './QuestionCard'
import { ANSWER_HOURS, courseTitle } from './questionWords'

/** The queue's states: the address's value and its label (Waiting when the address has none). */
const states = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'answered', label: 'Answered' },
] as const satisfies readonly { value: QuestionQueueState; label: string }[]

const stateOf = (value: string | null): QuestionQueueState =>
  states.find((s) => s.value === value)?.value ?? 'waiting'

/**
 * The queue's filter as the address holds it (?course=…&state=…): a course not offered (not
 * one's own) reads as all of one's courses.
 */
export function readQuestionFilter(
  params: URLSearchParams,
  courses: readonly string[],
): QuestionQueueFilter & { state: QuestionQueueState } {
  const course = params.get('course') ?? ''
  return {
    ...(courses.includes(course) ? { course } : {}),
    state: stateOf(params.get('state')),
  }
}

/**
 * The learners' questions in the courses one answers for (every course for an admin), those
 * waiting for an answer by default, oldest first, 50 a page from the server with their count;
 * the filters and the page live in the address. Each shows its lesson, its asker, how long it
 * has waited (marked past the day the FAQ promises) and its answers.
 */
export function QuestionsTab() {
  const api = useAdminApi()
  const staff = useStaff()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const courses = staff.status === 'mentor' ? staff.courses : courseList.map((c) => c.id)
  const filter = readQuestionFilter(params, courses)
  const pages = useKeysetPages(queries.questions.queue.list(api, filter), QUESTION_QUEUE_PAGE_SIZE)

  /** Another filter is another list: from its page 1. */
  function change(key: 'course' | 'state', value: string) {
    const next = new URLSearchParams(params)
    if (value && !(key === 'state' && value === 'waiting')) next.set(key, value)
    else next.delete(key)
    next.delete(PAGE_PARAM)
    setParams(next, { replace: true })
  }

  const courseOptions = [
    { value: '', label: staff.status === 'mentor' ? 'All my courses' : 'All courses' },
    ...courses.map((id) => ({ value: id, label: courseTitle(id) })),
  ]
  const waiting = filter.state === 'waiting'

  return (
    <Stack>
      <TabHeader title="Questions" onRefresh={pages.reload} />
      <Text size="sm" c="dimmed">
        Oldest first. Learners are promised an answer within a day ({ANSWER_HOURS} hours).
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="group" aria-label="Filters">
        <Select
          label="Course"
          data={courseOptions}
          value={filter.course ?? ''}
          onChange={(value) => change('course', value ?? '')}
          allowDeselect={false}
        />
        <Group align="end">
          <SegmentedControl
            aria-label="State"
            data={[...states]}
            value={filter.state}
            onChange={(value) => change('state', value)}
            fullWidth
            style={{ flex: 1 }}
          />
        </Group>
      </SimpleGrid>
      <PageControls pages={pages} label="Questions" />
      <LoadedRows
        state={pages.state}
        what="questions"
        empty={
          waiting ? 'No question waits for an answer. New questions appear here.' : 'No questions.'
        }
        onRetry={pages.reload}
      >
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {rows.map((row) => (
              <QuestionCard
                key={row.id}
                row={row}
                // the queue with its filters, for the way back from the question
                queue={location.search}
                showCourse={filter.course === undefined && courses.length > 1}
              />
            ))}
          </SimpleGrid>
        )}
      </LoadedRows>
    </Stack>
  )
}
