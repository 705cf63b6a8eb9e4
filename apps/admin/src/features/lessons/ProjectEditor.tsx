import { List, Text, Title } from '@mantine/core'
import type { Project } from '@repo/api'
import type { CourseId, ProjectFacts } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { BilingualPreview, EditorForm, EditorModal, EditPreviewTabs } from './EditorFrame'
import { ProjectFields } from './ProjectFields'
import { projectFormOf, projectFormSchema } from './projectForm'
import { useItemEditor, type ItemEditorProps } from './useItemEditor'

/**
 * Adds or edits one project of a course. On a failure the editor stays open with what was
 * typed, so trying again loses nothing.
 */
export function ProjectEditor({
  courseId,
  nextPosition,
  ...editor
}: ItemEditorProps<Project> & { courseId: CourseId; nextPosition: number }) {
  const api = useAdminApi()
  const project = editor.item
  const { form, formProps } = useItemEditor({
    noun: 'project',
    schema: projectFormSchema,
    initialValues: projectFormOf(courseId, project, nextPosition),
    editor,
    write: (checked: ProjectFacts, saved) => api.saveProject({ id: saved?.id, ...checked }),
  })
  const { values } = form
  const title = project ? 'Edit project' : 'Add project'

  return (
    <EditorModal title={title} onClose={editor.onClose}>
      <EditorForm {...formProps}>
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
