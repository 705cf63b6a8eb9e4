import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Project } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { queries } from '../../lib/queries'
import { byPosition, CourseItemList, nextPositionOf, RequiredBadge } from './CourseItems'
import { ProjectEditor } from './ProjectEditor'
import { handInLabels } from './projectForm'
import { useCourseItems } from './useCourseItems'

export const DELETE_PROJECT_CONFIRMATION = 'Delete this project?'

/**
 * The course's projects, in the order learners see them: what each asks to hand in, whether the
 * certificate needs it, when it is due; add, edit and delete (a project with hand-ins is kept:
 * the database refuses, and the refusal says why).
 */
export function CourseProjects({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const list = useCourseItems({
    list: queries.projects(api, courseId),
    noun: 'Project',
    remove: (id) => api.deleteProject(id),
    order: byPosition,
  })
  const projects = list.rows
  const nextPosition = nextPositionOf(projects)

  return (
    <Stack>
      <CourseItemList
        {...list.listProps}
        label="Projects"
        summary={`${projects.length} ${projects.length === 1 ? 'project' : 'projects'}, in the order learners see them.`}
        add="Add project"
        empty="This course has no projects yet."
        number={(project) => project.position}
        facts={(project) => <ProjectFacts project={project} />}
        remove={list.removal({
          title: 'Delete project',
          question: DELETE_PROJECT_CONFIRMATION,
          about: (p) =>
            `"${p.title}" is removed from the course. A project learners have handed in cannot be deleted.`,
        })}
      />
      {list.editor && (
        <ProjectEditor {...list.editor} courseId={courseId} nextPosition={nextPosition} />
      )}
    </Stack>
  )
}

/** What a project asks to hand in, whether the certificate needs it, when it is due. */
function ProjectFacts({ project }: { project: Project }) {
  return (
    <Group gap="xs">
      {project.handIn.map((kind) => (
        <Badge key={kind} variant="light">
          {handInLabels[kind]}
        </Badge>
      ))}
      <RequiredBadge required={project.required} />
      <Text size="sm">
        {project.dueDays === null
          ? 'No due date'
          : `Due ${project.dueDays} ${project.dueDays === 1 ? 'day' : 'days'} after enrolment`}
      </Text>
      <Text size="sm">
        {project.checklist.length} checklist {project.checklist.length === 1 ? 'item' : 'items'}
      </Text>
    </Group>
  )
}
