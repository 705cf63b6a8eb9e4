/**
 * The console's backend, as one object the features receive through context. The real one is
 * @repo/api bound to a supabase-js client; component tests give a scripted one.
 */
import type {
  PendingQuery,
  ApiClient,
  DecisionFilters,
  KeysetQuery,
  WalletMessageFilter,
  QueueFilter,
  QuestionQueueFilter,
} from '@repo/api'
import * as repoApi from '@repo/api'
import { createContext, use } from 'react'

/** Each `(client, ...args) => result` of `api` as `(...args) => result`, bound to `client`. */
type BoundTo<Fns> = {
  [K in keyof Fns]: Fns[K] extends (client: ApiClient, ...args: infer A) => infer R
    ? (...args: A) => R
    : never
}

function bindClient<Fns extends Record<string, (client: ApiClient, ...args: never[]) => unknown>>(
  client: ApiClient,
  api: Fns,
): BoundTo<Fns> {
  const bound = Object.entries(api).map(([name, fn]) => [
    name,
    (...args: never[]) => fn(client, ...args),
  ])
  return Object.fromEntries(bound) as BoundTo<Fns>
}

export function createAdminApi(client: ApiClient) {
  return {
    // the api's functions of the client and their own arguments, bound to the client
    ...bindClient(client, {
      /** With a captcha token when the login has the security check (docs/decisions/0052). */
      signIn: repoApi.signInToConsole,
      currentUser: repoApi.currentConsoleUser,
      signOut: repoApi.signOutOfConsole,
      pendingCount: repoApi.countPendingEnrollments,
      approve: repoApi.approveEnrollment,
      approveBatch: repoApi.approveEnrollments,
      reject: repoApi.rejectEnrollment,
      refund: repoApi.refundEnrollment,
      /** History's total for its filters: exact up to 10,000, an estimate above. */
      decisionsCount: repoApi.countDecisions,
      // the Payments tab's paste & match: by transaction id, never by loading the lists
      findRequests: repoApi.findRequestsByTransactionIds,
      pendingBefore: repoApi.listPendingSubmittedBefore,
      /** A page of Active Users, most recent first (issue 24). */
      usersPage: repoApi.listActiveUsersPage,
      /** A list's total (Active Users, Leads, Failed mails, a course's learners): exact up to 10,000. */
      listCount: repoApi.countList,
      listCoupons: repoApi.listActiveCoupons,
      deactivateCoupon: repoApi.deactivateCoupon,
      /** A page of Leads, and of its CSV export. */
      leadsPage: repoApi.listLeadsPage,
      learnerLocales: repoApi.listLearnerLocales,
      failedMailsPage: repoApi.listFailedDeliveriesPage,
      listLessons: repoApi.listLessons,
      lessonContent: repoApi.getLessonContent,
      saveLesson: repoApi.saveLesson,
      saveLessonContent: repoApi.saveLessonContent,
      deleteLesson: repoApi.deleteLesson,
      reorderLessons: repoApi.reorderLessons,
      courseLearnersPage: repoApi.listCourseLearnersPage,
      // the wallet phone (the Payments tab's Inbox and Settings)
      approveWalletMessage: repoApi.approveWalletMessage,
      anchorWalletMessage: repoApi.anchorWalletMessage,
      walletSettings: repoApi.getWalletSettings,
      setAutoApprove: repoApi.setAutoApprove,
      listWalletSenders: repoApi.listWalletSenders,
      removeWalletSender: repoApi.removeWalletSender,
      listWalletDevices: repoApi.listWalletDevices,
      // the Lessons tab's projects and mentors (issue 33)
      listProjects: repoApi.listProjects,
      saveProject: repoApi.saveProject,
      deleteProject: repoApi.deleteProject,
      listCourseMentors: repoApi.listCourseMentors,
      addMentor: repoApi.addMentor,
      removeMentor: repoApi.removeMentor,
      // the Reviews tab (issue 33): the queue of the courses one reviews, and one hand-in
      reviewQueueCount: repoApi.reviewQueueCount,
      getSubmission: repoApi.getSubmission,
      getProject: repoApi.getProject,
      listAttempts: repoApi.listAttempts,
      listReviews: repoApi.listReviews,
      signedPhotoUrls: repoApi.signedPhotoUrls,
      claimSubmission: repoApi.claimSubmission,
      reviewSubmission: repoApi.reviewSubmission,
      submissionLearnerName: repoApi.submissionLearnerName,
      // the Lessons tab's quizzes (issue 35): a quiz, then its questions and their keys in one call
      listQuizzes: repoApi.listQuizzes,
      getQuiz: repoApi.getQuiz,
      listQuizKeys: repoApi.listQuizKeys,
      saveQuiz: repoApi.saveQuiz,
      saveQuizQuestions: repoApi.saveQuizQuestions,
      deleteQuiz: repoApi.deleteQuiz,
      // the Questions tab (issue 35): the queue of the courses one answers for, one question
      questionQueueCount: repoApi.questionQueueCount,
      getQuestion: repoApi.getQuestion,
      answersPage: repoApi.answersPage,
      hideQuestion: repoApi.hideQuestion,
      hideAnswer: repoApi.hideAnswer,
      // the Statistics tab's reports (issue 36), each for a range of Bangladesh days
      moneyReport: repoApi.moneyReport,
      deskReport: repoApi.deskReport,
      funnelReport: repoApi.funnelReport,
      learningReport: repoApi.learningReport,
    }),
    // and those whose arguments the console passes in another shape, or always passes
    /** A page of the Pending tab, searched on the server (issue 24). */
    pendingPage: (query: PendingQuery) => repoApi.listPendingPage(client, query),
    /** A page of History, and of its CSV export (keyset pagination: every row, however many). */
    decisionsPage: (filters: DecisionFilters, query: KeysetQuery) =>
      repoApi.listDecisionsPage(client, filters, query),
    /** A page of the wallet Inbox (issue 34: paged as every list is). */
    listWalletMessages: (filter: WalletMessageFilter, query: KeysetQuery) =>
      repoApi.listWalletMessages(client, filter, query),
    /** Called when the session ends elsewhere (expiry, sign-out in another tab). */
    onSignedOut: (listener: () => void) => {
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') listener()
      })
      return () => data.subscription.unsubscribe()
    },
    createCoupon: (code: string, discountPercent: string | number) =>
      repoApi.createCoupon(client, { code, discountPercent }),
    addWalletSender: (sender: string, wallet: string) =>
      repoApi.addWalletSender(client, { sender, wallet }),
    reviewQueuePage: (filter: QueueFilter, query: KeysetQuery) =>
      repoApi.reviewQueuePage(client, { ...filter, ...query }),
    questionQueuePage: (filter: QuestionQueueFilter, query: KeysetQuery) =>
      repoApi.questionQueuePage(client, { ...filter, ...query }),
    answerQuestion: (questionId: string, body: string) =>
      repoApi.answerQuestion(client, { questionId, body }),
  }
}
export type AdminApi = ReturnType<typeof createAdminApi>

export const AdminApiContext = createContext<AdminApi | null>(null)

export function useAdminApi(): AdminApi {
  const api = use(AdminApiContext)
  if (!api) throw new Error('useAdminApi needs an <AdminApiContext> provider')
  return api
}
