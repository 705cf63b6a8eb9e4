// The course page's quiz reads (issue 35), loaded on demand as projectReads.ts is: the lesson
// pages share the classroom's code and never list quizzes, so they do not carry this.
export { listMyQuizAttempts, listQuizzes } from '@repo/api'
