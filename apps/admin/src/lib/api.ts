/**
 * The console's backend, as one object the features receive through context. The real one is
 * @repo/api bound to a supabase-js client; component tests give a scripted one.
 */
import {
  approveEnrollment,
  approveEnrollments,
  createCoupon,
  getProfileRole,
  myMentorCourses,
  deactivateCoupon,
  deleteLesson,
  getLessonContent,
  getMoneyStatistics,
  getStatistics,
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
  createBrowserClient,
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
  toApiError,
  type ConsoleSignIn,
  type WalletMessageQuery,
  listProjects,
  saveProject,
  deleteProject,
  listCourseMentors,
  addMentor,
  removeMentor,
  reviewStatistics,
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
} from '@repo/api'
import { createContext, use } from 'react'

/**
 * Who may use the console: an admin (`{ ok: true, user }`, as @repo/api's ConsoleSignIn), a
 * mentor of these courses (docs/decisions/0071), or nobody (`ok: false`, signed out again).
 */
export type StaffSignIn =
  | ConsoleSignIn
  | { ok: true; user: Extract<ConsoleSignIn, { ok: true }>['user']; mentorOf: string[] }

/**
 * The console's check of a session: `currentConsoleUser`'s admin check, with mentors let in too
 * (@repo/api's signs out anyone who is not an admin, so the check is made here, on the same
 * reads: the profile's role, then the courses the account mentors). Nobody else keeps a session.
 */
async function currentStaff(client: ApiClient): Promise<StaffSignIn | null> {
  const { data, error } = await client.auth.getSession()
  if (error) throw toApiError(error, 'auth.signIn')
  if (!data.session) return null
  const { user } = data.session
  let mentorOf: string[]
  try {
    if ((await getProfileRole(client, user.id)) === 'admin') return { ok: true, user }
    mentorOf = await myMentorCourses(client)
  } catch (error) {
    await client.auth.signOut({ scope: 'local' })
    throw error
  }
  if (mentorOf.length > 0) return { ok: true, user, mentorOf }
  await client.auth.signOut({ scope: 'local' })
  return { ok: false, reason: 'not_admin' }
}

/** Signs in (with Auth's captcha token when the login has the check, 0052), then `currentStaff`. */
async function signInAsStaff(
  client: ApiClient,
  email: string,
  password: string,
  captchaToken?: string,
): Promise<StaffSignIn> {
  const { error } = await client.auth.signInWithPassword({
    email,
    password,
    ...(captchaToken ? { options: { captchaToken } } : {}),
  })
  if (error) throw toApiError(error, 'auth.signIn')
  const signedIn = await currentStaff(client)
  if (!signedIn) throw toApiError(new Error('No session after signing in'), 'auth.signIn')
  return signedIn
}

export function createAdminApi(client: ApiClient) {
  return {
    /** With a captcha token when the login has the security check (docs/decisions/0052). */
    signIn: (email: string, password: string, captchaToken?: string) =>
      signInAsStaff(client, email, password, captchaToken),
    currentUser: () => currentStaff(client),
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
    statistics: () => getStatistics(client),
    moneyStatistics: () => getMoneyStatistics(client),
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
    listWalletMessages: (query: WalletMessageQuery) => listWalletMessages(client, query),
    approveWalletMessage: (id: string) => approveWalletMessage(client, id),
    anchorWalletMessage: (id: string) => anchorWalletMessage(client, id),
    walletSettings: () => getWalletSettings(client),
    setAutoApprove: (on: boolean) => setAutoApprove(client, on),
    listWalletSenders: () => listWalletSenders(client),
    addWalletSender: (sender: string, wallet: string) =>
      addWalletSender(client, { sender, wallet }),
    removeWalletSender: (sender: string) => removeWalletSender(client, sender),
    listWalletDevices: () => listWalletDevices(client),
    // the Lessons tab's projects and mentors, the Statistics tab's review figures (issue 33)
    listProjects: (courseId: string) => listProjects(client, courseId),
    saveProject: (input: ProjectInput) => saveProject(client, input),
    deleteProject: (id: string) => deleteProject(client, id),
    listCourseMentors: () => listCourseMentors(client),
    addMentor: (courseId: string, email: string) => addMentor(client, courseId, email),
    removeMentor: (courseId: string, userId: string) => removeMentor(client, courseId, userId),
    reviewStatistics: () => reviewStatistics(client),
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
  }
}
export type AdminApi = ReturnType<typeof createAdminApi>

export function createBrowserAdminApi(): AdminApi {
  // the apps' light client: the console uses neither realtime nor edge functions (0046)
  return createAdminApi(
    createBrowserClient({
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    }),
  )
}

export const AdminApiContext = createContext<AdminApi | null>(null)

export function useAdminApi(): AdminApi {
  const api = use(AdminApiContext)
  if (!api) throw new Error('useAdminApi needs an <AdminApiContext> provider')
  return api
}
