import { Stack } from '@mantine/core'
import type { Lesson } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { changedBy, queries } from '../../lib/queries'
import { CourseItemList, nextPositionOf } from './CourseItems'
import { LessonEditor } from './LessonEditor'
import { LessonFacts } from './LessonFacts'
import { LessonPreview } from './LessonPreview'
import { MoveButtons } from './ListButtons'
import { CourseQuizzes } from './CourseQuizzes'

export const DELETE_LESSON_CONFIRMATION = 'Delete this lesson?'

/** Which lesson the editor shows: a new one (at the end) or an existing one. */
type Editing = { lesson: Lesson | null } | null

export function CourseLessons({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const list = queries.lessons.list(api, courseId)
  const query = useQuery(list)
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  const [previewing, setPreviewing] = useState<Lesson | null>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Lesson[]) => Lesson[]) =>
    queryClient.setQueryData(list.queryKey, (rows) => change(rows ?? []))

  const lessons = query.data ?? []
  const nextPosition = nextPositionOf(lessons)

  const moving = useMutation({
    mutationFn: (order: string[]) => api.reorderLessons(courseId, order),
    onSuccess: (_, order) =>
      update((rows) =>
        order.map((id, i) => ({ ...rows.find((r) => r.id === id)!, position: i + 1 })),
      ),
  })
  const deleting = useMutation({
    mutationFn: (lesson: Lesson) => api.deleteLesson(lesson.id),
    meta: { invalidates: changedBy.lessons },
    onSuccess: (_, lesson) => {
      update((rows) => rows.filter((r) => r.id !== lesson.id))
      notifySuccess(`Lesson "${lesson.title}" deleted.`)
    },
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
  }

  return (
    <Stack>
      <CourseItemList
        label="Lessons"
        state={state}
        onRetry={onRetry}
        summary={`${lessons.length} lessons, in the order learners see them.`}
        add="Add lesson"
        onAdd={() => setEditing({ lesson: null })}
        empty="This course has no lessons yet."
        number={(_, index) => index + 1}
        facts={(lesson) => <LessonFacts lesson={lesson} />}
        actions={(lesson, index, rows) => (
          <MoveButtons
            what={`"${lesson.title}"`}
            index={index}
            count={rows.length}
            disabled={busy}
            onMove={(by) => move(index, by)}
          />
        )}
        onPreview={setPreviewing}
        onEdit={(lesson) => setEditing({ lesson })}
        remove={{
          title: 'Delete lesson',
          question: DELETE_LESSON_CONFIRMATION,
          about: (l) =>
            `"${l.title}", its content and every learner's progress on it are deleted. This cannot be undone.`,
          busy,
          onConfirm: (l) => deleting.mutateAsync(l),
        }}
      />
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
      {/* the quizzes sit after the lessons: they show once the lessons are read */}
      {state.status === 'ready' && <CourseQuizzes courseId={courseId} lessons={lessons} />}
    </Stack>
  )
}
