import { m, useLocale } from '../../i18n'
import { AccessCard } from '../../components/AccessCard'
import {
  BackToCourse,
  CourseItemLoading,
  CourseItemNotFound,
  CourseItemPage,
  type CourseItemProps,
  type CourseItemWords,
} from '../../components/CourseItemPage'
import { accessWords } from './words'
import { QuizView } from './QuizView'
import { useQuiz } from './useQuiz'

/** The quiz page's words around the quiz. */
const pageWords: CourseItemWords = {
  noCourse: [m.quiz_notFoundTitle, m.quiz_courseNotFound, m.quiz_seeCourses],
  noItem: [m.quiz_notFoundTitle, m.quiz_notFoundText, m.quiz_backToClassroom],
  load: [m.quiz_loading, m.quiz_loadFailed, m.quiz_retry],
}

/** /learn/{courseId}/quizzes/{quizId}: one quiz of a course (issue 35). */
export function QuizPage({ courseId }: { courseId: string }) {
  return <CourseItemPage courseId={courseId} words={pageWords} item={QuizOfCourse} />
}

function QuizOfCourse({ course, itemId }: CourseItemProps) {
  const locale = useLocale()
  const { userId, setData, ...load } = useQuiz(course.id, itemId)
  return (
    <CourseItemLoading course={course} words={pageWords} load={load}>
      {(client, data) => {
        if (data.access !== 'enrolled')
          return (
            <div className="flex flex-col gap-4">
              <BackToCourse course={course} />
              <h1 className="text-2xl font-extrabold leading-tight">
                {m.quiz_label({}, { locale })}
              </h1>
              {/* Quizzes are read by the course's learners only: nothing of the quiz is shown. */}
              <AccessCard
                access={data.access}
                courseId={course.id}
                testId="quiz-access"
                words={accessWords}
              />
            </div>
          )
        // Another course's quiz, a deleted one or a made-up id: said plainly.
        if (!data.quiz || !userId) return <CourseItemNotFound course={course} words={pageWords} />
        return (
          <QuizView
            course={course}
            quiz={data.quiz}
            data={data}
            client={client}
            userId={userId}
            setData={setData}
          />
        )
      }}
    </CourseItemLoading>
  )
}
