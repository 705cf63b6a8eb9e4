import {
  CourseAccessNotice,
  CourseItemLoad,
  CourseItemNotFound,
  CourseItemPage,
  type CourseItemWords,
} from '../../components/CourseItemPage'
import type { Course } from '@repo/courses'
import { m, useLocale } from '../../i18n'
import { QuizView } from './QuizView'
import { useQuiz } from './useQuiz'

/** The quiz page's words for its course item shell. */
const words: CourseItemWords = {
  notFoundTitle: m.quiz_notFoundTitle,
  courseNotFound: m.quiz_courseNotFound,
  seeCourses: m.quiz_seeCourses,
  notFoundText: m.quiz_notFoundText,
  backToClassroom: m.quiz_backToClassroom,
  loading: m.quiz_loading,
  loadFailed: m.quiz_loadFailed,
  retry: m.quiz_retry,
  loginTitle: m.quiz_loginTitle,
  loginText: m.quiz_loginText,
  login: m.quiz_login,
  pendingTitle: m.quiz_pendingTitle,
  pendingText: m.quiz_pendingText,
  seeProfile: m.quiz_seeProfile,
  notEnrolledTitle: m.quiz_notEnrolledTitle,
  notEnrolledText: m.quiz_notEnrolledText,
  enrollNow: m.quiz_enrollNow,
}

/**
 * /learn/{courseId}/quizzes/{quizId}: one quiz of a course (issue 35). The page is its course's
 * shell, served for every quiz id (pages.ts `shell`): the id comes from the address.
 */
export function QuizPage({ courseId }: { courseId: string }) {
  return (
    <CourseItemPage courseId={courseId} words={words}>
      {(course, quizId) => <QuizOfCourse course={course} quizId={quizId} />}
    </CourseItemPage>
  )
}

function QuizOfCourse({ course, quizId }: { course: Course; quizId: string }) {
  const locale = useLocale()
  const { session, client, userId, state, retry, setData } = useQuiz(course.id, quizId)
  return (
    <CourseItemLoad {...{ course, session, client, state, retry, words }}>
      {(data, back, readyClient) => {
        // Quizzes are read by the course's learners only, so nothing of the quiz is shown.
        if (data.access !== 'enrolled')
          return (
            <div className="flex flex-col gap-4">
              {back}
              <h1 className="text-2xl font-extrabold leading-tight">
                {m.quiz_label({}, { locale })}
              </h1>
              <CourseAccessNotice
                access={data.access}
                course={course}
                words={words}
                testId="quiz-access"
              />
            </div>
          )
        if (!data.quiz || !userId) return <CourseItemNotFound course={course} words={words} />
        return (
          <QuizView
            course={course}
            quiz={data.quiz}
            data={data}
            back={back}
            client={readyClient}
            userId={userId}
            setData={setData}
          />
        )
      }}
    </CourseItemLoad>
  )
}
