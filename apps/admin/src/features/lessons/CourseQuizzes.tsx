import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Lesson, Quiz } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { queryLoad } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { queryKeys } from '../../lib/queryKeys'
import { LoadedRows, Section } from '../../lib/states'
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
  const key = queryKeys.quizzes.list(courseId)
  const query = useQuery({ queryKey: key, queryFn: () => api.listQuizzes(courseId) })
  const { state, onRetry } = queryLoad(query)
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<Quiz | null>(null)
  // each write answers what changed: the list changes in place, no second read
  const update = (change: (rows: Quiz[]) => Quiz[]) =>
    queryClient.setQueryData<Quiz[]>(key, (rows) => change(rows ?? []))
  const count = query.data?.length ?? 0

  const deleting = useMutation({
    mutationFn: (quiz: Quiz) => api.deleteQuiz(quiz.id),
    onSuccess: (_, quiz) => {
      update((rows) => rows.filter((r) => r.id !== quiz.id))
      notifySuccess(`Quiz "${quiz.title}" deleted.`)
    },
    onError: (error) => notifyError(error),
    onSettled: () => setToDelete(null),
  })

  return (
    <Section title="Quizzes" mt="lg">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {state.status === 'ready'
            ? `${count} ${count === 1 ? 'quiz' : 'quizzes'}, in the order learners meet them.`
            : ''}
        </Text>
        <Button onClick={() => setEditing({ quiz: null })} disabled={state.status !== 'ready'}>
          Add quiz
        </Button>
      </Group>
      <LoadedRows
        state={state}
        what="quizzes"
        empty="This course has no quizzes yet."
        onRetry={onRetry}
      >
        {(rows) => (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Quizzes"
          >
            {inSyllabusOrder(rows, lessons).map((quiz) => (
              <Paper component="li" key={quiz.id} withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{quiz.title}</Text>
                    <Text size="sm" c="dimmed" lang="bn">
                      {quiz.titleBn}
                    </Text>
                  </div>
                  <QuizFacts quiz={quiz} lessons={lessons} />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ quiz })}
                      aria-label={`Edit "${quiz.title}"`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      disabled={deleting.isPending}
                      onClick={() => setToDelete(quiz)}
                      aria-label={`Delete "${quiz.title}"`}
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
        <QuizEditor
          courseId={courseId}
          quiz={editing.quiz}
          lessons={lessons}
          onSaved={(saved) => update((rows) => [...rows.filter((r) => r.id !== saved.id), saved])}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        target={toDelete}
        title="Delete quiz"
        question={DELETE_QUIZ_CONFIRMATION}
        about={(q) =>
          `"${q.title}", its questions and every learner's attempts at it (their scores) are deleted. This cannot be undone.`
        }
        action="Delete"
        color="red"
        busy={deleting.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={(q) => deleting.mutate(q)}
      />
    </Section>
  )
}

/** Where the quiz sits, whether the certificate needs it, its pass mark, its attempts a day. */
function QuizFacts({ quiz, lessons }: { quiz: Quiz; lessons: readonly Lesson[] }) {
  return (
    <Group gap="xs">
      <Text size="sm">{placeOf(quiz, lessons)}</Text>
      {quiz.required ? (
        <Badge variant="light" color="green">
          Required
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          Optional
        </Badge>
      )}
      <Text size="sm">Pass mark {quiz.passPercent}%</Text>
      <Text size="sm">
        {quiz.attemptsPerDay} {quiz.attemptsPerDay === 1 ? 'attempt' : 'attempts'} a day
      </Text>
    </Group>
  )
}
