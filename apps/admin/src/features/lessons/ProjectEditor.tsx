import { Button, Group, List, Modal, Stack, Tabs, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Project } from '@repo/api'
import type { CourseId, ProjectFacts } from '@repo/courses'
import { useMutation } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { useConsoleForm } from '../../lib/consoleForm'
import { notifyError, notifySuccess } from '../../lib/notify'
import { MarkdownView } from '../../lib/MarkdownView'
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
  const phone = useMediaQuery('(max-width: 36em)')
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
    onError: (error) => notifyError(error),
  })
  const { values } = form
  const title = project ? 'Edit project' : 'Add project'

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Tabs defaultValue="edit" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="edit">Edit</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit">
            <ProjectFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="preview">
            <Stack>
              <Title order={3} size="h4">
                {values.title || 'Untitled'}
              </Title>
              <MarkdownView markdown={values.brief} label="English" what="brief" />
              <Title order={3} size="h4" lang="bn">
                {values.titleBn || 'Untitled'}
              </Title>
              <MarkdownView markdown={values.briefBn} label="Bangla" lang="bn" what="brief" />
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
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            Save project
          </Button>
        </Group>
      </form>
    </Modal>
  )
}
