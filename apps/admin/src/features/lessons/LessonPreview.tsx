import { Anchor, Badge, Divider, Group, List, Modal, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Lesson } from '@repo/api'
import { useCallback } from 'react'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { EmptyState, ErrorState, LoadingState } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'
import { kindLabels } from './kindLabels'
import { MarkdownView } from './MarkdownView'

/** One lesson's stored content, rendered: what an enrolled learner gets. */
export function LessonPreview({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const api = useAdminApi()
  const phone = useMediaQuery('(max-width: 36em)')
  const load = useCallback(() => api.lessonContent(lesson.id), [api, lesson.id])
  const { state, reload } = useLoader(load)

  return (
    <Modal opened onClose={onClose} title={`Preview: ${lesson.title}`} size="xl" fullScreen={phone}>
      <Stack>
        <Group gap="xs">
          <Badge variant="light">{kindLabels[lesson.kind]}</Badge>
          {lesson.isPreview && (
            <Badge variant="light" color="green">
              Free preview
            </Badge>
          )}
          <Text size="sm">{lesson.durationMinutes} min</Text>
          {lesson.startsAt && <Text size="sm">{formatDhakaDateTime(lesson.startsAt)} (Dhaka)</Text>}
        </Group>
        {state.status === 'loading' && <LoadingState label="Loading the lesson…" />}
        {state.status === 'error' && (
          <ErrorState error={state.error} fallback="Could not load this lesson." onRetry={reload} />
        )}
        {state.status === 'ready' &&
          (state.data === null ? (
            <EmptyState>This lesson has no content (it may have been deleted).</EmptyState>
          ) : (
            <>
              {state.data.videoUrl && (
                <Text size="sm">
                  Video:{' '}
                  <Anchor href={state.data.videoUrl} target="_blank" rel="noreferrer">
                    {state.data.videoUrl}
                  </Anchor>
                </Text>
              )}
              {state.data.joinUrl && (
                <Text size="sm">
                  Join link:{' '}
                  <Anchor href={state.data.joinUrl} target="_blank" rel="noreferrer">
                    {state.data.joinUrl}
                  </Anchor>
                </Text>
              )}
              <MarkdownView markdown={state.data.body} label="English" />
              <Divider />
              <Title order={3} size="h4" lang="bn">
                {lesson.titleBn}
              </Title>
              <MarkdownView markdown={state.data.bodyBn} label="Bangla" lang="bn" />
              <Divider />
              <Title order={3} size="h5">
                Resources
              </Title>
              {state.data.resources.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No resources.
                </Text>
              ) : (
                <List>
                  {state.data.resources.map((r) => (
                    <List.Item key={r.url + r.title}>
                      <Anchor href={r.url} target="_blank" rel="noreferrer">
                        {r.title}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </>
          ))}
      </Stack>
    </Modal>
  )
}
