import { List, Text, Title } from '@mantine/core'
import type { Project } from '@repo/api'
import type { CourseId, ProjectFacts } from '@repo/courses'
import { useMutation } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { notifySuccess } from '../../lib/notify'
import { BilingualPreview, EditorForm, EditorModal, EditPreviewTabs } from './EditorFrame'
import { ProjectFields } from './ProjectFields'
import { projectFormOf, projectFormSchema } from './projectForm'

/**
 * Adds or edits one project of a course. On a failure the editor stays open with what was
 * typed, so trying again loses nothing.
 */
export function ProjectEditor({
  courseId,
  project,
  nextPosition,
  onSaved,
  onClose,
}: {
  courseId: CourseId
  project: Project | null
  nextPosition: number
  onSaved: (project: Project) => void
  onClose: () => void
}) {
  const api = useAdminApi()
  const { form, onSubmit } = useConsoleForm({
    name: 'project',
    schema: projectFormSchema,
    initialValues: projectFormOf(courseId, project, nextPosition),
    // the Preview tab may be showing: the notification says what the Edit tab marks
    notifyInvalid: true,
    submit: (checked) => saving.mutate(checked),
  })
  const saving = useMutation({
    mutationFn: (checked: ProjectFacts) => api.saveProject({ id: project?.id, ...checked }),
    onSuccess: (stored) => {
      onSaved(stored)
      notifySuccess(`Project "${stored.title}" saved.`)
      onClose()
    },
  })
  const { values } = form
  const title = project ? 'Edit project' : 'Add project'

  return (
    <EditorModal title={title} onClose={onClose}>
      <EditorForm what="project" isNew={!project} onSubmit={onSubmit} saving={saving.isPending}>
        <EditPreviewTabs
          edit={<ProjectFields form={form} />}
          preview={
            <BilingualPreview
              title={values.title}
              titleBn={values.titleBn}
              markdown={values.brief}
              markdownBn={values.briefBn}
              what="brief"
            >
              <Title order={4} size="h5">
                Checklist
              </Title>
              {values.checklist.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No checklist items.
                </Text>
              ) : (
                <List aria-label="Checklist">
                  {values.checklist.map((item, index) => (
                    <List.Item key={index}>
                      {item.en} · <span lang="bn">{item.bn}</span>
                    </List.Item>
                  ))}
                </List>
              )}
            </BilingualPreview>
          }
        />
      </EditorForm>
    </EditorModal>
  )
}
