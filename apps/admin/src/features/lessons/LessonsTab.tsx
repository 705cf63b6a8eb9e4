import { Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core'
import { courseIds, courseList, isCourseId, type CourseId } from '@repo/courses'
import { useSearchParams } from 'react-router'
import { TabTitle } from '../../lib/states'
import { CourseLessons } from './CourseLessons'
import { EnrolledLearners } from './EnrolledLearners'

const views = [
  { value: 'lessons', label: 'Lessons' },
  { value: 'enrolled', label: 'Enrolled' },
] as const
type View = (typeof views)[number]['value']

/**
 * Per course: its lessons (add, edit, reorder, preview, delete) or its enrolled learners with
 * their progress. The course and the view live in the address (?course=…&view=…), so a reload
 * or a shared link opens the same place.
 */
export function LessonsTab() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('course')
  const courseId: CourseId = requested && isCourseId(requested) ? requested : courseIds[0]
  const view: View = params.get('view') === 'enrolled' ? 'enrolled' : 'lessons'

  const go = (next: { course?: CourseId; view?: View }) =>
    setParams({ course: next.course ?? courseId, view: next.view ?? view }, { replace: true })

  return (
    <Stack>
      <TabTitle>Lessons</TabTitle>
      <Group align="end" wrap="wrap">
        <NativeSelect
          label="Course"
          data={courseList.map((c) => ({ value: c.id, label: c.title }))}
          value={courseId}
          onChange={(e) => {
            const value = e.currentTarget.value
            if (isCourseId(value)) go({ course: value })
          }}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          aria-label="Show"
          data={[...views]}
          value={view}
          onChange={(value) => go({ view: value === 'enrolled' ? 'enrolled' : 'lessons' })}
        />
      </Group>
      {/* keyed by course: switching courses starts from a fresh loading state */}
      {view === 'lessons' ? (
        <CourseLessons key={courseId} courseId={courseId} />
      ) : (
        <EnrolledLearners key={courseId} courseId={courseId} />
      )}
    </Stack>
  )
}
