import { Anchor, Divider, List, Modal, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Lesson } from '@repo/api'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { queries } from '../../lib/queries'
import { EmptyState, Loaded } from '../../lib/states'
import { LessonFacts } from './LessonFacts'
import { MarkdownView } from '../../lib/MarkdownView'

/** One lesson's stored content, rendered: what an enrolled learner gets. */
export function LessonPreview({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const api = useAdminApi()
  const phone = useMediaQuery('(max-width: 36em)')
  const content = useQuery(queries.lessons.content(api, lesson.id))

  return (
    <Modal opened onClose={onClose} title={`Preview: ${lesson.title}`} size="xl" fullScreen={phone}>
      <Stack>
        <LessonFacts lesson={lesson} />
        <Loaded
          {...queryLoad(content)}
          loading="Loading the lesson…"
          failed="Could not load this lesson."
        >
          {(content) =>
            content === null ? (
              <EmptyState>This lesson has no content (it may have been deleted).</EmptyState>
            ) : (
              <>
                {content.videoUrl && (
                  <Text size="sm">
                    Video:{' '}
                    <Anchor href={content.videoUrl} target="_blank" rel="noreferrer">
                      {content.videoUrl}
                    </Anchor>
                  </Text>
                )}
                {content.joinUrl && (
                  <Text size="sm">
                    Join link:{' '}
                    <Anchor href={content.joinUrl} target="_blank" rel="noreferrer">
                      {content.joinUrl}
                    </Anchor>
                  </Text>
                )}
                <MarkdownView markdown={content.body} label="English" />
                <Divider />
                <Title order={3} size="h4" lang="bn">
                  {lesson.titleBn}
                </Title>
                <MarkdownView markdown={content.bodyBn} label="Bangla" lang="bn" />
                <Divider />
                <Title order={3} size="h5">
                  Resources
                </Title>
                {content.resources.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No resources.
                  </Text>
                ) : (
                  <List>
                    {content.resources.map((r) => (
                      <List.Item key={r.url + r.title}>
                        <Anchor href={r.url} target="_blank" rel="noreferrer">
                          {r.title}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                )}
              </>
            )
          }
        </Loaded>
      </Stack>
    </Modal>
  )
}
