import { Anchor, Badge, Card, Group, Select, Stack, Text } from '@mantine/core'
import {
  REVIEW_QUEUE_PAGE_SIZE,
  type QueueFilter,
  type QueueRow,
  type SubmissionStatus,
} from '@repo/api'
import { FEEDBACK_HOURS } from '@repo/courses'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { choiceOf } from '../../lib/addressChoice'
import { useAdminApi } from '../../lib/api'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'
import { courseTitle, QueueTab, useQueueCourses } from '../../lib/QueueTab'
import { formatWaited, isOverdue, statusLabel } from './waiting'

/** The queue's states: the address's value, its label and what the server lists. */
const stateFilters = [
  { value: 'waiting', label: 'Waiting', states: ['submitted', 'in_review'] },
  { value: 'changes', label: 'Changes asked', states: ['changes_requested'] },
  { value: 'approved', label: 'Approved', states: ['approved'] },
  {
    value: 'all',
    label: 'All',
    states: ['submitted', 'in_review', 'changes_requested', 'approved'],
  },
] as const satisfies readonly { value: string; label: string; states: SubmissionStatus[] }[]

type StateFilter = (typeof stateFilters)[number]['value']

/** The queue's filters as the address holds them (?course=…&project=…&state=…). */
interface QueueForm {
  course: string
  project: string
  state: StateFilter
}

function readQueueForm(params: URLSearchParams, courses: readonly string[]): QueueForm {
  const course = params.get('course') ?? ''
  const state = choiceOf(stateFilters, params.get('state'))
  // a course not offered (not one's own) reads as all; a project only within its course
  const known = courses.includes(course)
  return { course: known ? course : '', project: known ? (params.get('project') ?? '') : '', state }
}

function toQueueFilter(form: QueueForm): QueueFilter {
  return {
    ...(form.course ? { course: form.course } : {}),
    ...(form.project ? { project: form.project } : {}),
    states: [...stateFilters.find((s) => s.value === form.state)!.states],
  }
}

/**
 * The hand-ins of the courses one reviews (every course for an admin), oldest first, 50 a page
 * from the server with their count; the filters and the page live in the address. Each shows
 * how long it has waited, marked past the promised 48 hours.
 */
export function ReviewsTab() {
  const api = useAdminApi()
  const [params, setParams] = useSearchParams()
  const { courses, courseOptions } = useQueueCourses()
  const form = readQueueForm(params, courses)
  const filter = toQueueFilter(form)
  const pages = useKeysetPages(queries.reviews.queue.list(api, filter), REVIEW_QUEUE_PAGE_SIZE)
  const projects = useQuery({
    ...queries.projects(api, form.course),
    enabled: form.course !== '',
  })

  /** Another filter is another list: from its page 1 (a new course: all its projects). */
  function change(key: keyof QueueForm, value: string) {
    const next = new URLSearchParams(params)
    const set = (k: string, v: string) => (v ? next.set(k, v) : next.delete(k))
    set(key, key === 'state' && value === 'waiting' ? '' : value)
    if (key === 'course') next.delete('project')
    next.delete(PAGE_PARAM)
    setParams(next, { replace: true })
  }

  const projectOptions = [
    { value: '', label: 'All projects' },
    ...(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.position}. ${p.title}` })),
  ]
  const waitingOnly = form.state === 'waiting'
  // the filters, each a Select of the form's field `key` (a cleared state reads as Waiting)
  const filters = [
    { key: 'course', label: 'Course', data: courseOptions },
    {
      key: 'project',
      label: 'Project',
      data: projectOptions,
      disabled: form.course === '',
      description: form.course === '' ? 'Choose a course first.' : undefined,
    },
    {
      key: 'state',
      label: 'State',
      data: stateFilters.map(({ value, label }) => ({ value, label })),
    },
  ] as const

  return (
    <QueueTab
      title="Reviews"
      promise={`Oldest first. Learners are promised feedback within ${FEEDBACK_HOURS} hours.`}
      filterColumns={3}
      filters={filters.map(({ key, ...select }) => (
        <Select
          key={key}
          {...select}
          value={form[key]}
          onChange={(value) => change(key, value ?? '')}
          allowDeselect={false}
        />
      ))}
      pages={pages}
      label="Hand-ins"
      what="hand-ins"
      empty={waitingOnly ? 'Nothing waits for review. New hand-ins appear here.' : 'No hand-ins.'}
      card={(row, queue) => (
        <QueueCard
          key={row.id}
          row={row}
          queue={queue}
          showCourse={form.course === '' && courses.length > 1}
        />
      )}
    />
  )
}

/** A claim still held (30 minutes from opening; a lapsed one frees the attempt). */
export const claimHeld = (row: Pick<QueueRow, 'status' | 'claimExpiresAt'>, now = Date.now()) =>
  row.status === 'in_review' && row.claimExpiresAt !== null && Date.parse(row.claimExpiresAt) > now

function QueueCard({
  row,
  queue,
  showCourse,
}: {
  row: QueueRow
  queue: string
  showCourse: boolean
}) {
  const waiting = row.status === 'submitted' || row.status === 'in_review'
  const overdue = waiting && isOverdue(row.submittedAt)
  const learner = row.learnerName || 'A learner'
  return (
    <Card withBorder component="article" aria-label={`${row.projectTitle} by ${learner}`}>
      <Stack gap={6}>
        <Anchor component={Link} to={`/reviews/${row.id}`} state={{ queue }} fw={600} size="lg">
          {row.projectTitle}
        </Anchor>
        <Group justify="space-between" wrap="nowrap" align="start">
          <div>
            <Text size="sm">{learner}</Text>
            <Text size="sm" c="dimmed">
              Attempt {row.attempt}
              {showCourse ? ` · ${courseTitle(row.courseId)}` : ''}
            </Text>
          </div>
          {overdue && (
            <Badge color="red" variant="filled">
              Past {FEEDBACK_HOURS} h
            </Badge>
          )}
          {!waiting && (
            <Badge color={row.status === 'approved' ? 'green' : 'orange'} variant="light">
              {statusLabel[row.status]}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={overdue ? 700 : undefined} c={overdue ? 'red.8' : undefined}>
          {waiting
            ? `Waiting ${formatWaited(row.submittedAt)}`
            : `Sent ${formatWaited(row.submittedAt)} ago`}
        </Text>
        {claimHeld(row) && (
          <Text size="sm" c="dimmed">
            In review by {row.claimerName ?? 'another mentor'}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
