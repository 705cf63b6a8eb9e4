import { Group, SegmentedControl, Select } from '@mantine/core'
import {
  QUESTION_QUEUE_PAGE_SIZE,
  type QuestionQueueFilter,
  type QuestionQueueState,
} from '@repo/api'
import { useSearchParams } from 'react-router'
import { choiceOf } from '../../lib/addressChoice'
import { useAdminApi } from '../../lib/api'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'
import { QueueTab, useQueueCourses } from '../../lib/QueueTab'
import { QuestionCard } from './QuestionCard'
import { ANSWER_HOURS } from './questionWords'

/** The queue's states: the address's value and its label (Waiting when the address has none). */
const states = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'answered', label: 'Answered' },
] as const satisfies readonly { value: QuestionQueueState; label: string }[]

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
    state: choiceOf(states, params.get('state')),
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
  const [params, setParams] = useSearchParams()
  const { courses, courseOptions } = useQueueCourses()
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

  const waiting = filter.state === 'waiting'

  return (
    <QueueTab
      title="Questions"
      promise={`Oldest first. Learners are promised an answer within a day (${ANSWER_HOURS} hours).`}
      filterColumns={2}
      filters={
        <>
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
        </>
      }
      pages={pages}
      label="Questions"
      what="questions"
      empty={
        waiting ? 'No question waits for an answer. New questions appear here.' : 'No questions.'
      }
      card={(row, queue) => (
        <QuestionCard
          key={row.id}
          row={row}
          queue={queue}
          showCourse={filter.course === undefined && courses.length > 1}
        />
      )}
    />
  )
}
