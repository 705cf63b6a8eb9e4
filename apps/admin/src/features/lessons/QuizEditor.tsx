import { Stack } from '@mantine/core'
import type { Lesson, Quiz } from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { queries } from '../../lib/queries'
import { Loaded } from '../../lib/states'
import { EditorForm, EditorModal } from './EditorFrame'
import { QuizFields } from './QuizFields'
import { quizFormOf, quizFormSchema, type CheckedQuiz, type QuizForm } from './quizForm'
import { QuizQuestions } from './QuizQuestions'
import { useItemEditor, type ItemEditorProps } from './useItemEditor'

type EditorProps = ItemEditorProps<Quiz> & {
  courseId: CourseId
  /** The course's lessons, in order: the quiz sits after one of them, or at the end. */
  lessons: Lesson[]
}

/**
 * Adds or edits one quiz: its facts, then its questions with their right options. A stored quiz
 * is read as it is now (its questions and their keys) before the form shows.
 */
export function QuizEditor(props: EditorProps) {
  const api = useAdminApi()
  const { item: quiz, courseId, lessons } = props
  const stored = useQuery({
    ...queries.quizzes.editing(api, quiz?.id),
    // the form starts from what is stored now, not from a copy read earlier
    staleTime: 0,
    gcTime: 0,
  })
  const lessonIds = lessons.map((l) => l.id)
  return (
    <EditorModal title={quiz ? 'Edit quiz' : 'Add quiz'} onClose={props.onClose} keepOnClickOutside>
      <Loaded {...queryLoad(stored)} loading="Loading the quiz…" failed="Could not load this quiz.">
        {(read) => <QuizEditorForm {...props} initial={quizFormOf(courseId, lessonIds, read)} />}
      </Loaded>
    </EditorModal>
  )
}

/**
 * The quiz is saved first, then its questions and their keys together (one call). If the
 * questions fail, the editor stays open on the saved quiz with everything typed, so trying again
 * saves the same quiz, not a second one.
 */
function QuizEditorForm({ lessons, initial, ...editor }: EditorProps & { initial: QuizForm }) {
  const api = useAdminApi()
  const { form, formProps } = useItemEditor({
    noun: 'quiz',
    schema: quizFormSchema,
    initialValues: initial,
    editor,
    write: (checked: CheckedQuiz, saved) => api.saveQuiz({ ...checked.quiz, id: saved?.id }),
    writeRest: (stored, checked) => api.saveQuizQuestions(stored.id, checked.questions),
  })

  return (
    <EditorForm {...formProps}>
      <Stack gap="lg">
        <QuizFields form={form} lessons={lessons} />
        <QuizQuestions form={form} />
      </Stack>
    </EditorForm>
  )
}
