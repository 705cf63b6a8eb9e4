import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Lesson } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { queryLoad } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { changedBy, queryKeys } from '../../lib/queryKeys'
import { LoadedRows } from '../../lib/states'
import { LessonEditor } from './LessonEditor'
import { LessonFacts } from './LessonFacts'
import { LessonPreview } from './LessonPreview'
import { CourseQuizzes } from './CourseQuizzes'

export const DELETE_LESSON_CONFIRMATION = 'Delete this lesson?'

/** Which lesson the editor shows: a new one (at the end) or an existing one. */
type Editing = { lesson: Lesson | null } | null

export function CourseLessons({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const key = queryKeys.lessons.list(courseId)
  const query = useQuery({ queryKey: key, queryFn: () => api.listLessons(courseId) })
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  const [previewing, setPreviewing] = useState<Lesson | null>(null)
  const [toDelete, setToDelete] = useState<Lesson | null>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Lesson[]) => Lesson[]) =>
    queryClient.setQueryData<Lesson[]>(key, (rows) => change(rows ?? []))

  const lessons = query.data ?? []
  const nextPosition = lessons.reduce((max, l) => Math.max(max, l.position), 0) + 1

  const moving = useMutation({
    mutationFn: (order: string[]) => api.reorderLessons(courseId, order),
    onSuccess: (_, order) =>
      update((rows) =>
        order.map((id, i) => ({ ...rows.find((r) => r.id === id)!, position: i + 1 })),
      ),
    onError: (error) => notifyError(error),
  })
  const deleting = useMutation({
    mutationFn: (lesson: Lesson) => api.deleteLesson(lesson.id),
    meta: { invalidates: changedBy.lessons },
    onSuccess: (_, lesson) => {
      update((rows) => rows.filter((r) => r.id !== lesson.id))
      notifySuccess(`Lesson "${lesson.title}" deleted.`)
    },
    onError: (error) => notifyError(error),
    onSettled: () => setToDelete(null),
  })
  const busy = moving.isPending || deleting.isPending

  function move(index: number, by: -1 | 1) {
    const order = lessons.map((l) => l.id)
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved!)
    const title = lessons[index]!.title
    moving.mutate(order, {
      onSuccess: () => notifySuccess(`Moved "${title}" ${by < 0 ? 'up' : 'down'}.`),
    })
  }

  function saved(lesson: Lesson) {
    update((rows) =>
      [...rows.filter((r) => r.id !== lesson.id), lesson].sort((a, b) => a.position - b.position),
    )
    for (const queryKey of [queryKeys.lessons.content(lesson.id), ...changedBy.lessons])
      void queryClient.invalidateQueries({ queryKey })
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
        onRetry={onRetry}
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
                      onClick={() => move(index, -1)}
                      aria-label={`Move "${lesson.title}" up`}
                    >
                      Up
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || index === rows.length - 1}
                      onClick={() => move(index, 1)}
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
        target={toDelete}
        title="Delete lesson"
        question={DELETE_LESSON_CONFIRMATION}
        about={(l) =>
          `"${l.title}", its content and every learner's progress on it are deleted. This cannot be undone.`
        }
        action="Delete"
        color="red"
        busy={busy}
        onClose={() => setToDelete(null)}
        onConfirm={(l) => deleting.mutate(l)}
      />
      {/* the quizzes sit after the lessons: they show once the lessons are read */}
      {state.status === 'ready' && <CourseQuizzes courseId={courseId} lessons={lessons} />}
    </Stack>
  )
}
