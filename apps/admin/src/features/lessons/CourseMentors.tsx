import { Stack, Text, TextInput } from '@mantine/core'
import type { CourseMentor } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { loginSchema } from '@repo/courses/forms'
import { useMutation } from '@tanstack/react-query'
import { InlineForm } from '../../components/InlineForm'
import { RemovableTable, type RemovableTableSpec } from '../../components/RemovableTable'
import { useAdminApi } from '../../lib/api'
import { useCachedList } from '../../lib/cachedList'
import { useConsoleForm } from '../../lib/consoleForm'
import { formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { changedBy, queries } from '../../lib/queries'

// the learner site's email rule and words (trimmed, lower-cased): an account's email
const mentorSchema = loginSchema.pick({ email: true })

const mentorsTable: RemovableTableSpec<CourseMentor> = {
  empty: 'This course has no mentor yet: its hand-ins wait for an admin.',
  label: 'Mentors',
  minWidth: 320,
  rowKey: (m) => m.userId,
  columns: [
    { header: 'Email', wrapAnywhere: true, cell: (m) => m.email },
    { header: 'Name', cell: (m) => m.fullName ?? 'No name' },
    { header: 'Added', fromSm: true, cell: (m) => formatDhakaDateTime(m.createdAt) },
  ],
  removal: {
    action: 'Remove',
    noun: 'mentor',
    rowName: (m) => m.email,
    about: (m) =>
      `${m.email} will no longer see or review this course's hand-ins. Their reviews so far are kept.`,
  },
}

/**
 * The course's mentors: who reviews its hand-ins (and sees nothing else of the console). The
 * admin adds an account by its email and removes a mentor after confirming.
 */
export function CourseMentors({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  // one short list for every course (a handful of rows each), read once for the whole tab
  const [query, setMentors] = useCachedList(queries.mentors.list(api), (rows) =>
    rows.filter((m) => m.courseId === courseId),
  )
  const { form, onSubmit } = useConsoleForm({
    name: 'mentor',
    schema: mentorSchema,
    initialValues: { email: '' },
    submit: ({ email }) => adding.mutate(email),
  })
  const adding = useMutation({
    mutationFn: (email: string) => api.addMentor(courseId, email),
    // the answer is the account's id: the list is read again for its email and name
    meta: { invalidates: changedBy.mentors },
    onSuccess: (_, email) => {
      form.reset()
      notifySuccess(`${email} now reviews this course's hand-ins.`)
    },
  })
  const removing = useMutation({
    mutationFn: (mentor: CourseMentor) => api.removeMentor(mentor.courseId, mentor.userId),
    onSuccess: (_, mentor) => {
      setMentors((rows) =>
        rows.filter((m) => !(m.courseId === courseId && m.userId === mentor.userId)),
      )
      notifySuccess(`${mentor.email} no longer reviews this course.`)
    },
  })

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Mentors review this course’s project hand-ins in the Reviews tab. They see nothing else: no
        payments, no phone numbers, no other course.
      </Text>
      <InlineForm
        label="Add a mentor"
        onSubmit={onSubmit}
        submit="Add mentor"
        busy={adding.isPending}
        submitBasis="120px"
      >
        <TextInput
          label="Email of the mentor's account"
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
          style={{ flex: '1 1 220px' }}
        />
      </InlineForm>
      <RemovableTable {...queryLoad(query)} {...mentorsTable} removing={removing} />
    </Stack>
  )
}
