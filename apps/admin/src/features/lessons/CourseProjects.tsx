import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Project } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { queryLoad } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { queryKeys } from '../../lib/queryKeys'
import { LoadedRows } from '../../lib/states'
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
  const key = queryKeys.projects(courseId)
  const query = useQuery({ queryKey: key, queryFn: () => api.listProjects(courseId) })
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<Project | null>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Project[]) => Project[]) =>
    queryClient.setQueryData<Project[]>(key, (rows) => change(rows ?? []).sort(byPosition))

  const projects = query.data ?? []
  const nextPosition = projects.reduce((max, p) => Math.max(max, p.position), 0) + 1

  const deleting = useMutation({
    mutationFn: (project: Project) => api.deleteProject(project.id),
    onSuccess: (_, project) => {
      update((rows) => rows.filter((r) => r.id !== project.id))
      notifySuccess(`Project "${project.title}" deleted.`)
    },
    onError: (error) => notifyError(error),
    onSettled: () => setToDelete(null),
  })

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {state.status === 'ready'
            ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'}, in the order learners see them.`
            : ''}
        </Text>
        <Button onClick={() => setEditing({ project: null })} disabled={state.status !== 'ready'}>
          Add project
        </Button>
      </Group>
      <LoadedRows
        state={state}
        what="projects"
        empty="This course has no projects yet."
        onRetry={onRetry}
      >
        {(rows) => (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Projects"
          >
            {rows.map((project) => (
              <Paper component="li" key={project.id} withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap" align="start">
                    <Text fw={700} c="dimmed" miw={24}>
                      {project.position}.
                    </Text>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{project.title}</Text>
                      <Text size="sm" c="dimmed" lang="bn">
                        {project.titleBn}
                      </Text>
                    </div>
                  </Group>
                  <ProjectFacts project={project} />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ project })}
                      aria-label={`Edit "${project.title}"`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      disabled={deleting.isPending}
                      onClick={() => setToDelete(project)}
                      aria-label={`Delete "${project.title}"`}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </LoadedRows>
      {editing && (
        <ProjectEditor
          courseId={courseId}
          project={editing.project}
          nextPosition={nextPosition}
          onSaved={(saved) => update((rows) => [...rows.filter((r) => r.id !== saved.id), saved])}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        target={toDelete}
        title="Delete project"
        question={DELETE_PROJECT_CONFIRMATION}
        about={(p) =>
          `"${p.title}" is removed from the course. A project learners have handed in cannot be deleted.`
        }
        action="Delete"
        color="red"
        busy={deleting.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={(p) => deleting.mutate(p)}
      />
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
      {project.required ? (
        <Badge variant="light" color="green">
          Required
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Optional
        </Badge>
      )}
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
