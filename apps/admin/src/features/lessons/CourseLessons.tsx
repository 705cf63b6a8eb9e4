import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Lesson } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useCallback, useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { LoadedRows } from '../../lib/states'
import { useAction } from '../../lib/useAction'
import { useLoader } from '../../lib/useLoader'
import { LessonEditor } from './LessonEditor'
import { LessonFacts } from './LessonFacts'
import { LessonPreview } from './LessonPreview'

export const DELETE_LESSON_CONFIRMATION = 'Delete this lesson?'

/** Which lesson the editor shows: a new one (at the end) or an existing one. */
type Editing = { lesson: Lesson | null } | null

export function CourseLessons({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const load = useCallback(() => api.listLessons(courseId), [api, courseId])
  const { state, reload, update } = useLoader(load)
  const [editing, setEditing] = useState<Editing>(null)
  const [previewing, setPreviewing] = useState<Lesson | null>(null)
  const [toDelete, setToDelete] = useState<Lesson | null>(null)
  const { busy, run } = useAction()

  const lessons = state.status === 'ready' ? state.data : []
  const nextPosition = lessons.reduce((max, l) => Math.max(max, l.position), 0) + 1

  async function move(index: number, by: -1 | 1) {
    const order = lessons.map((l) => l.id)
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved!)
    await run(async () => {
      await api.reorderLessons(courseId, order)
      update((rows) =>
        order.map((id, i) => ({ ...rows.find((r) => r.id === id)!, position: i + 1 })),
      )
      return `Moved "${lessons[index]!.title}" ${by < 0 ? 'up' : 'down'}.`
    })
  }

  async function remove(lesson: Lesson) {
    await run(async () => {
      await api.deleteLesson(lesson.id)
      update((rows) => rows.filter((r) => r.id !== lesson.id))
      return `Lesson "${lesson.title}" deleted.`
    })
    setToDelete(null)
  }

  function saved(lesson: Lesson) {
    update((rows) =>
      [...rows.filter((r) => r.id !== lesson.id), lesson].sort((a, b) => a.position - b.position),
    )
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {state.status === 'ready'
            ? `${lessons.length} lessons, in the order learners see them.`
            : ''}
        </Text>
        <Button onClick={() => setEditing({ lesson: null })} disabled={state.status !== 'ready'}>
          Add lesson
        </Button>
      </Group>
      <LoadedRows
        state={state}
        what="lessons"
        empty="This course has no lessons yet."
        onRetry={reload}
      >
        {(rows) => (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Lessons"
          >
            {rows.map((lesson, index) => (
              <Paper component="li" key={lesson.id} withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap" align="start">
                    <Text fw={700} c="dimmed" miw={24}>
                      {index + 1}.
                    </Text>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{lesson.title}</Text>
                      <Text size="sm" c="dimmed" lang="bn">
                        {lesson.titleBn}
                      </Text>
                    </div>
                  </Group>
                  <LessonFacts lesson={lesson} />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || index === 0}
                      onClick={() => void move(index, -1)}
                      aria-label={`Move "${lesson.title}" up`}
                    >
                      Up
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || index === rows.length - 1}
                      onClick={() => void move(index, 1)}
                      aria-label={`Move "${lesson.title}" down`}
                    >
                      Down
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setPreviewing(lesson)}
                      aria-label={`Preview "${lesson.title}"`}
                    >
                      Preview
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ lesson })}
                      aria-label={`Edit "${lesson.title}"`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setToDelete(lesson)}
                      aria-label={`Delete "${lesson.title}"`}
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
        <LessonEditor
          courseId={courseId}
          lesson={editing.lesson}
          nextPosition={nextPosition}
          onSaved={saved}
          onClose={() => setEditing(null)}
        />
      )}
      {previewing && <LessonPreview lesson={previewing} onClose={() => setPreviewing(null)} />}
      <ConfirmModal
        opened={toDelete !== null}
        title="Delete lesson"
        question={DELETE_LESSON_CONFIRMATION}
        action="Delete"
        color="red"
        busy={busy}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      >
        {toDelete && (
          <Text size="sm" c="dimmed">
            "{toDelete.title}", its content and every learner&apos;s progress on it are deleted.
            This cannot be undone.
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  )
}
