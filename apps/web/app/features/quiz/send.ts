// The attempt's send, loaded when the learner starts on the quiz (not with the page): its answer
// is checked with zod, which a page that only shows a quiz does not need.
export { submitQuiz } from '@repo/api'
