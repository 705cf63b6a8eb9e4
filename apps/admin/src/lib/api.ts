/**
 * The console's backend, as one object the features receive through context. The real one is
 * @repo/api bound to a supabase-js client; component tests give a scripted one.
 */
import {
  approveEnrollment,
  approveEnrollments,
  createCoupon,
  deactivateCoupon,
  deleteLesson,
  getLessonContent,
  listActiveCoupons,
  listActiveUsersPage,
  listCourseLearnersPage,
  countList,
  type CountedList,
  listFailedDeliveriesPage,
  listLearnerLocales,
  listLessons,
  listPendingPage,
  countPendingEnrollments,
  countDecisions,
  type PendingQuery,
  refundEnrollment,
  rejectEnrollment,
  reorderLessons,
  saveLesson,
  saveLessonContent,
  signOutOfConsole,
  type ApiClient,
  type LessonContent,
  type LessonInput,
  type ApprovalRequest,
  type DecisionFilters,
  listWalletMessages,
  approveWalletMessage,
  anchorWalletMessage,
  getWalletSettings,
  setAutoApprove,
  listWalletSenders,
  addWalletSender,
  removeWalletSender,
  listWalletDevices,
  findRequestsByTransactionIds,
  listPendingSubmittedBefore,
  listDecisionsPage,
  listLeadsPage,
  type KeysetQuery,
  signInToConsole,
  currentConsoleUser,
  type WalletMessageFilter,
  listProjects,
  saveProject,
  deleteProject,
  listCourseMentors,
  addMentor,
  removeMentor,
  type ProjectInput,
  reviewQueuePage,
  reviewQueueCount,
  type QueueFilter,
  getProject,
  getSubmission,
  listAttempts,
  listReviews,
  signedPhotoUrls,
  claimSubmission,
  reviewSubmission,
  type ReviewInput,
  submissionLearnerName,
  listQuizzes,
  getQuiz,
  listQuizKeys,
  saveQuiz,
  saveQuizQuestions,
  deleteQuiz,
  type QuizInput,
  type QuizQuestionInput,
  questionQueuePage,
  questionQueueCount,
  getQuestion,
  answersPage,
  answerQuestion,
  hideQuestion,
  hideAnswer,
  type QuestionQueueFilter,
  moneyReport,
  deskReport,
  funnelReport,
  learningReport,
  type StatisticsRange,
} from '@repo/api'
import { createContext, use } from 'react'

export function createAdminApi(client: ApiClient) {
  return {
    /** With a captcha token when the login has the security check (docs/decisions/0052). */
    signIn: (email: string, password: string, captchaToken?: string) =>
      signInToConsole(client, email, password, captchaToken),
    currentUser: () => currentConsoleUser(client),
    signOut: () => signOutOfConsole(client),
    /** Called when the session ends elsewhere (expiry, sign-out in another tab). */
    onSignedOut: (listener: () => void) => {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') listener()
      })
      return () => data.subscription.unsubscribe()
    },
    /** A page of the Pending tab, searched on the server (issue 24). */
    pendingPage: (query: PendingQuery) => listPendingPage(client, query),
    pendingCount: (search?: string) => countPendingEnrollments(client, search),
    approve: (id: string) => approveEnrollment(client, id),
    approveBatch: (requests: readonly ApprovalRequest[]) => approveEnrollments(client, requests),
    reject: (id: string, reason: string) => rejectEnrollment(client, id, reason),
    refund: (id: string, reason: string) => refundEnrollment(client, id, reason),
    /** A page of History, and of its CSV export (keyset pagination: every row, however many). */
    decisionsPage: (filters: DecisionFilters, query: KeysetQuery) =>
      listDecisionsPage(client, filters, query),
    /** History's total for its filters: exact up to 10,000, an estimate above. */
    decisionsCount: (filters: DecisionFilters) => countDecisions(client, filters),
    // the Payments tab's paste & match: by transaction id, never by loading the lists
    findRequests: (transactionIds: readonly string[]) =>
      findRequestsByTransactionIds(client, transactionIds),
    pendingBefore: (before: string, limit: number) =>
      listPendingSubmittedBefore(client, before, limit),
    /** A page of Active Users, most recent first (issue 24). */
    usersPage: (query: KeysetQuery) => listActiveUsersPage(client, query),
    /** A list's total (Active Users, Leads, Failed mails, a course's learners): exact up to 10,000. */
    listCount: (list: CountedList, courseId?: string) => countList(client, list, courseId),
    listCoupons: () => listActiveCoupons(client),
    createCoupon: (code: string, discountPercent: string | number) =>
      createCoupon(client, { code, discountPercent }),
    deactivateCoupon: (id: string) => deactivateCoupon(client, id),
    /** A page of Leads, and of its CSV export. */
    leadsPage: (query: KeysetQuery) => listLeadsPage(client, query),
    learnerLocales: (userIds: readonly string[]) => listLearnerLocales(client, userIds),
    failedMailsPage: (query: KeysetQuery) => listFailedDeliveriesPage(client, query),
    listLessons: (courseId: string) => listLessons(client, courseId),
    lessonContent: (lessonId: string) => getLessonContent(client, lessonId),
    saveLesson: (lesson: LessonInput) => saveLesson(client, lesson),
    saveLessonContent: (content: LessonContent) => saveLessonContent(client, content),
    deleteLesson: (id: string) => deleteLesson(client, id),
    reorderLessons: (courseId: string, orderedIds: string[]) =>
      reorderLessons(client, courseId, orderedIds),
    courseLearnersPage: (courseId: string, query: KeysetQuery) =>
      listCourseLearnersPage(client, courseId, query),
    // the wallet phone (the Payments tab's Inbox and Settings)
    /** A page of the wallet Inbox (issue 34: paged as every list is). */
    listWalletMessages: (filter: WalletMessageFilter, query: KeysetQuery) =>
      listWalletMessages(client, filter, query),
    approveWalletMessage: (id: string) => approveWalletMessage(client, id),
    anchorWalletMessage: (id: string) => anchorWalletMessage(client, id),
    walletSettings: () => getWalletSettings(client),
    setAutoApprove: (on: boolean) => setAutoApprove(client, on),
    listWalletSenders: () => listWalletSenders(client),
    addWalletSender: (sender: string, wallet: string) =>
      addWalletSender(client, { sender, wallet }),
    removeWalletSender: (sender: string) => removeWalletSender(client, sender),
    listWalletDevices: () => listWalletDevices(client),
    // the Lessons tab's projects and mentors (issue 33)
    listProjects: (courseId: string) => listProjects(client, courseId),
    saveProject: (input: ProjectInput) => saveProject(client, input),
    deleteProject: (id: string) => deleteProject(client, id),
    listCourseMentors: () => listCourseMentors(client),
    addMentor: (courseId: string, email: string) => addMentor(client, courseId, email),
    removeMentor: (courseId: string, userId: string) => removeMentor(client, courseId, userId),
    // the Reviews tab (issue 33): the queue of the courses one reviews, and one hand-in
    reviewQueuePage: (filter: QueueFilter, query: KeysetQuery) =>
      reviewQueuePage(client, { ...filter, ...query }),
    reviewQueueCount: (filter: QueueFilter) => reviewQueueCount(client, filter),
    getSubmission: (submissionId: string) => getSubmission(client, submissionId),
    getProject: (projectId: string) => getProject(client, projectId),
    listAttempts: (projectId: string, userId: string) => listAttempts(client, projectId, userId),
    listReviews: (submissionIds: string[]) => listReviews(client, submissionIds),
    signedPhotoUrls: (paths: string[]) => signedPhotoUrls(client, paths),
    claimSubmission: (submissionId: string) => claimSubmission(client, submissionId),
    reviewSubmission: (review: ReviewInput) => reviewSubmission(client, review),
    submissionLearnerName: (submissionId: string) => submissionLearnerName(client, submissionId),
    // the Lessons tab's quizzes (issue 35): a quiz, then its questions and their keys in one call
    listQuizzes: (courseId: string) => listQuizzes(client, courseId),
    getQuiz: (quizId: string) => getQuiz(client, quizId),
    listQuizKeys: (quizId: string) => listQuizKeys(client, quizId),
    saveQuiz: (input: QuizInput) => saveQuiz(client, input),
    saveQuizQuestions: (quizId: string, questions: QuizQuestionInput[]) =>
      saveQuizQuestions(client, quizId, questions),
    deleteQuiz: (id: string) => deleteQuiz(client, id),
    // the Questions tab (issue 35): the queue of the courses one answers for, one question
    questionQueuePage: (filter: QuestionQueueFilter, query: KeysetQuery) =>
      questionQueuePage(client, { ...filter, ...query }),
    questionQueueCount: (filter: QuestionQueueFilter) => questionQueueCount(client, filter),
    getQuestion: (id: string) => getQuestion(client, id),
    answersPage: (questionId: string, query: KeysetQuery) => answersPage(client, questionId, query),
    answerQuestion: (questionId: string, body: string) =>
      answerQuestion(client, { questionId, body }),
    hideQuestion: (id: string, hidden: boolean) => hideQuestion(client, id, hidden),
    hideAnswer: (id: string, hidden: boolean) => hideAnswer(client, id, hidden),
    // the Statistics tab's reports (issue 36), each for a range of Bangladesh days
    moneyReport: (range: StatisticsRange) => moneyReport(client, range),
    deskReport: (range: StatisticsRange) => deskReport(client, range),
    funnelReport: (range: StatisticsRange) => funnelReport(client, range),
    learningReport: (range: StatisticsRange) => learningReport(client, range),
  }
}
export type AdminApi = ReturnType<typeof createAdminApi>

export const AdminApiContext = createContext<AdminApi | null>(null)

export function useAdminApi(): AdminApi {
  const api = use(AdminApiContext)
  if (!api) throw new Error('useAdminApi needs an <AdminApiContext> provider')
  return api
}
