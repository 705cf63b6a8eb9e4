import { m, useLocale } from '../../i18n'
import { AccessCard } from '../../components/AccessCard'
import { BackToCourse, CourseItemNotFound, CourseItemPage } from '../../components/CourseItemPage'
import { accessWords, pageWords } from './words'
import { QuizView } from './QuizView'
import { loadQuiz } from './loadQuiz'

/** /learn/{courseId}/quizzes/{quizId}: one quiz of a course (issue 35). */
export function QuizPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  return (
    <CourseItemPage courseId={courseId} what="Quiz" words={pageWords} load={loadQuiz}>
      {(item) => {
        const { course, data, learner } = item
        if (data.access !== 'enrolled')
          return (
            <div className="flex flex-col gap-4">
              <BackToCourse course={course} />
              <h1 className="text-2xl font-extrabold leading-tight">
                {m.quiz_label({}, { locale })}
              </h1>
              {/* Quizzes are read by the course's learners only: nothing of the quiz is shown. A
                  visitor who never logged in went to log in before this page painted (its route's
                  loginFirst); one whose stored session has ended is asked here. */}
              <AccessCard
                access={data.access}
                courseId={course.id}
                testId="quiz-access"
                words={accessWords}
              />
            </div>
          )
        // Another course's quiz, a deleted one or a made-up id: said plainly.
        if (!data.quiz || !learner) return <CourseItemNotFound course={course} words={pageWords} />
        return <QuizView item={item} quiz={data.quiz} learner={learner} />
      }}
    </CourseItemPage>
  )
}
