import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Project } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { queries } from '../../lib/queries'
import { CourseItemList, nextPositionOf, RequiredBadge, withSaved } from './CourseItems'
import { ProjectEditor } from './ProjectEditor'
import { handInLabels } from './projectForm'

export const DELETE_PROJECT_CONFIRMATION = 'Delete this project?'

/** Which project the editor shows: a new one (at the end) or an existing one. */
type Editing = { project: Project | null } | null

const byPosition = (a: Project, b: Project) => a.position - b.position

/**
 * The course's projects, in the order learners see them: what each asks to hand in, whether the
 * certificate needs it, when it is due; add, edit and delete (a project with hand-ins is kept:
 * the database refuses, and the refusal says why).
 */
export function CourseProjects({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const list = queries.projects(api, courseId)
  const query = useQuery(list)
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Project[]) => Project[]) =>
    queryClient.setQueryData(list.queryKey, (rows) => change(rows ?? []).sort(byPosition))

  const projects = query.data ?? []
  const nextPosition = nextPositionOf(projects)

  const deleting = useMutation({
    mutationFn: (project: Project) => api.deleteProject(project.id),
    onSuccess: (_, project) => {
      update((rows) => rows.filter((r) => r.id !== project.id))
      notifySuccess(`Project "${project.title}" deleted.`)
    },
  })

  return (
    <Stack>
      <CourseItemList
        label="Projects"
        state={state}
        onRetry={onRetry}
        summary={`${projects.length} ${projects.length === 1 ? 'project' : 'projects'}, in the order learners see them.`}
        add="Add project"
        onAdd={() => setEditing({ project: null })}
        empty="This course has no projects yet."
        number={(project) => project.position}
        facts={(project) => <ProjectFacts project={project} />}
        onEdit={(project) => setEditing({ project })}
        remove={{
          title: 'Delete project',
          question: DELETE_PROJECT_CONFIRMATION,
          about: (p) =>
            `"${p.title}" is removed from the course. A project learners have handed in cannot be deleted.`,
          busy: deleting.isPending,
          onConfirm: (p) => deleting.mutateAsync(p),
        }}
      />
      {editing && (
        <ProjectEditor
          courseId={courseId}
          project={editing.project}
          nextPosition={nextPosition}
          onSaved={(saved) => update((rows) => withSaved(rows, saved))}
          onClose={() => setEditing(null)}
        />
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
