import { Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core'
import { courseIds, courseList, isCourseId, type CourseId } from '@repo/courses'
import type { ComponentType } from 'react'
import { useSearchParams } from 'react-router'
import { choiceOf } from '../../lib/addressChoice'
import { TabTitle } from '../../lib/states'
import { CourseLessons } from './CourseLessons'
import { CourseMentors } from './CourseMentors'
import { CourseProjects } from './CourseProjects'
import { EnrolledLearners } from './EnrolledLearners'

const views = [
  { value: 'lessons', label: 'Lessons' },
  { value: 'projects', label: 'Projects' },
  { value: 'mentors', label: 'Mentors' },
  { value: 'enrolled', label: 'Enrolled' },
] as const
type View = (typeof views)[number]['value']

const viewParts: Record<View, ComponentType<{ courseId: CourseId }>> = {
  lessons: CourseLessons,
  projects: CourseProjects,
  mentors: CourseMentors,
  enrolled: EnrolledLearners,
}

/**
 * Per course: its lessons (add, edit, reorder, preview, delete), its projects (add, edit,
 * delete), its mentors (add, remove) or its enrolled learners with their progress. The course
 * and the view live in the address (?course=…&view=…), so a reload or a shared link opens the
 * same place.
 */
export function LessonsTab() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('course')
  const courseId: CourseId = requested && isCourseId(requested) ? requested : courseIds[0]
  const view = choiceOf(views, params.get('view'))
  const Part = viewParts[view]

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
          onChange={(value) => go({ view: choiceOf(views, value) })}
        />
      </Group>
      {/* keyed by course: switching courses starts from a fresh loading state */}
      <Part key={courseId} courseId={courseId} />
    </Stack>
  )
}
