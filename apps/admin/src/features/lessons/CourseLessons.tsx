import { Stack } from '@mantine/core'
import type { Lesson } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { notifySuccess } from '../../lib/notify'
import { changedBy, queries } from '../../lib/queries'
import { byPosition, CourseItemList, nextPositionOf } from './CourseItems'
import { LessonEditor } from './LessonEditor'
import { LessonFacts } from './LessonFacts'
import { LessonPreview } from './LessonPreview'
import { MoveButtons } from './ListButtons'
import { CourseQuizzes } from './CourseQuizzes'
import { useCourseItems } from './useCourseItems'

export const DELETE_LESSON_CONFIRMATION = 'Delete this lesson?'

export function CourseLessons({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const list = useCourseItems({
    list: queries.lessons.list(api, courseId),
    noun: 'Lesson',
    remove: (id) => api.deleteLesson(id),
    invalidates: changedBy.lessons,
    order: byPosition,
  })
  const lessons = list.rows
  const [previewing, setPreviewing] = useState<Lesson | null>(null)
  const nextPosition = nextPositionOf(lessons)

  const moving = useMutation({
    mutationFn: (order: string[]) => api.reorderLessons(courseId, order),
    onSuccess: (_, order) =>
      list.update((rows) =>
        order.map((id, i) => ({ ...rows.find((r) => r.id === id)!, position: i + 1 })),
      ),
  })
  const busy = moving.isPending || list.deleting.isPending

  function move(index: number, by: -1 | 1) {
    const order = lessons.map((l) => l.id)
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved!)
    const title = lessons[index]!.title
    moving.mutate(order, {
      onSuccess: () => notifySuccess(`Moved "${title}" ${by < 0 ? 'up' : 'down'}.`),
    })
  }

  return (
    <Stack>
      <CourseItemList
        {...list.listProps}
        label="Lessons"
        summary={`${lessons.length} lessons, in the order learners see them.`}
        add="Add lesson"
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
        remove={list.removal(
          {
            title: 'Delete lesson',
            question: DELETE_LESSON_CONFIRMATION,
            about: (l) =>
              `"${l.title}", its content and every learner's progress on it are deleted. This cannot be undone.`,
          },
          busy,
        )}
      />
      {list.editor && (
        <LessonEditor {...list.editor} courseId={courseId} nextPosition={nextPosition} />
      )}
      {previewing && <LessonPreview lesson={previewing} onClose={() => setPreviewing(null)} />}
      {/* the quizzes sit after the lessons: they show once the lessons are read */}
      {list.listProps.state.status === 'ready' && (
        <CourseQuizzes courseId={courseId} lessons={lessons} />
      )}
    </Stack>
  )
}
