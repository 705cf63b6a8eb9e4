import { Group, Text } from '@mantine/core'
import type { Lesson, Quiz } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { queries } from '../../lib/queries'
import { Section } from '../../lib/states'
import { CourseItemList, RequiredBadge } from './CourseItems'
import { QuizEditor } from './QuizEditor'
import { useCourseItems } from './useCourseItems'

export const DELETE_QUIZ_CONFIRMATION = 'Delete this quiz?'

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
  const list = useCourseItems({
    list: queries.quizzes.list(api, courseId),
    noun: 'Quiz',
    remove: (id) => api.deleteQuiz(id),
  })
  const count = list.rows.length

  return (
    <Section title="Quizzes" mt="lg">
      <CourseItemList
        {...list.listProps}
        label="Quizzes"
        summary={`${count} ${count === 1 ? 'quiz' : 'quizzes'}, in the order learners meet them.`}
        add="Add quiz"
        empty="This course has no quizzes yet."
        order={(rows) => inSyllabusOrder(rows, lessons)}
        facts={(quiz) => <QuizFacts quiz={quiz} lessons={lessons} />}
        remove={list.removal({
          title: 'Delete quiz',
          question: DELETE_QUIZ_CONFIRMATION,
          about: (q) =>
            `"${q.title}", its questions and every learner's attempts at it (their scores) are deleted. This cannot be undone.`,
        })}
      />
      {list.editor && <QuizEditor {...list.editor} courseId={courseId} lessons={lessons} />}
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
