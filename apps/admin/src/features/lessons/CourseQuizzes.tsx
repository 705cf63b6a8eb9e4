import { Group, Text } from '@mantine/core'
import type { Lesson, Quiz } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { queries } from '../../lib/queries'
import { Section } from '../../lib/states'
import { CourseItemList, RequiredBadge, withSaved } from './CourseItems'
import { QuizEditor } from './QuizEditor'

export const DELETE_QUIZ_CONFIRMATION = 'Delete this quiz?'

/** Which quiz the editor shows: a new one or an existing one. */
type Editing = { quiz: Quiz | null } | null

/**
 * The quizzes in syllabus order: after their lesson's place, those at the end of the course last
 * (a lesson no longer in the list: deleted, so the quiz is at the end), in their order otherwise.
 */
function inSyllabusOrder(quizzes: readonly Quiz[], lessons: readonly Lesson[]): Quiz[] {
  const place = (quiz: Quiz) => {
    const index = lessons.findIndex((l) => l.id === quiz.lessonId)
    return index < 0 ? Number.POSITIVE_INFINITY : index
  }
  return quizzes
    .map((quiz, order) => ({ quiz, order, at: place(quiz) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ quiz }) => quiz)
}

/** Where learners meet the quiz: "After lesson 3: Colour" or "At the end of the course". */
export function placeOf(quiz: Quiz, lessons: readonly Lesson[]): string {
  const index = lessons.findIndex((l) => l.id === quiz.lessonId)
  return index < 0
    ? 'At the end of the course'
    : `After lesson ${index + 1}: ${lessons[index]!.title}`
}

/**
 * The course's quizzes, under its lessons, in the order learners meet them: where each sits,
 * whether the certificate needs it, its pass mark and attempts a day; add, edit and delete
 * (learners' attempts go with a deleted quiz: the confirmation says so).
 */
export function CourseQuizzes({ courseId, lessons }: { courseId: CourseId; lessons: Lesson[] }) {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const list = queries.quizzes.list(api, courseId)
  const query = useQuery(list)
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Quiz[]) => Quiz[]) =>
    queryClient.setQueryData(list.queryKey, (rows) => change(rows ?? []))
  const count = query.data?.length ?? 0

  const deleting = useMutation({
    mutationFn: (quiz: Quiz) => api.deleteQuiz(quiz.id),
    onSuccess: (_, quiz) => {
      update((rows) => rows.filter((r) => r.id !== quiz.id))
      notifySuccess(`Quiz "${quiz.title}" deleted.`)
    },
  })

  return (
    <Section title="Quizzes" mt="lg">
      <CourseItemList
        label="Quizzes"
        state={state}
        onRetry={onRetry}
        summary={`${count} ${count === 1 ? 'quiz' : 'quizzes'}, in the order learners meet them.`}
        add="Add quiz"
        onAdd={() => setEditing({ quiz: null })}
        empty="This course has no quizzes yet."
        order={(rows) => inSyllabusOrder(rows, lessons)}
        facts={(quiz) => <QuizFacts quiz={quiz} lessons={lessons} />}
        onEdit={(quiz) => setEditing({ quiz })}
        remove={{
          title: 'Delete quiz',
          question: DELETE_QUIZ_CONFIRMATION,
          about: (q) =>
            `"${q.title}", its questions and every learner's attempts at it (their scores) are deleted. This cannot be undone.`,
          busy: deleting.isPending,
          onConfirm: (q) => deleting.mutateAsync(q),
        }}
      />
      {editing && (
        <QuizEditor
          courseId={courseId}
          quiz={editing.quiz}
          lessons={lessons}
          onSaved={(saved) => update((rows) => withSaved(rows, saved))}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  )
}

/** Where the quiz sits, whether the certificate needs it, its pass mark, its attempts a day. */
function QuizFacts({ quiz, lessons }: { quiz: Quiz; lessons: readonly Lesson[] }) {
  return (
    <Group gap="xs">
      <Text size="sm">{placeOf(quiz, lessons)}</Text>
      <RequiredBadge required={quiz.required} />
      <Text size="sm">Pass mark {quiz.passPercent}%</Text>
      <Text size="sm">
        {quiz.attemptsPerDay} {quiz.attemptsPerDay === 1 ? 'attempt' : 'attempts'} a day
      </Text>
    </Group>
  )
}
