/**
 * The console's reads, one factory per resource (docs/decisions/0079): each pairs its query key
 * with the call that reads it (TanStack Query's `queryOptions`), so a key is never built apart
 * from its fetcher. A key starts with its resource's name (`all`), so invalidating
 * `queries.pending.all` reaches every page and count of every search. `changedBy` is the one map
 * of what each write makes stale, read by the mutation cache (./queryClient).
 */
import {
  ApiError,
  type KeysetPage,
  type KeysetQuery,
  type ListTotal,
  type StatisticsRange,
  type WalletMessageFilter,
} from '@repo/api'
import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { AdminApi } from './api'

/** A list read a page at a time (./pages): its key, its page call and, if it has one, its total. */
export interface PagedList<T> {
  /** Its pages and total live under it; another key is another list (another search or filter). */
  key: QueryKey
  fetchPage: (query: KeysetQuery) => Promise<KeysetPage<T>>
  fetchTotal?: () => Promise<ListTotal>
}

/** A paged list under `key`: its page call and, if it has one, its total. */
const paged = <T>(
  key: QueryKey,
  fetchPage: PagedList<T>['fetchPage'],
  fetchTotal?: PagedList<T>['fetchTotal'],
): PagedList<T> => ({ key, fetchPage, ...(fetchTotal ? { fetchTotal } : {}) })

/**
 * A list read for one argument (a search, filters, a course) under `[...root, argument]`: its
 * pages and its count, by the calls `calls` picks from the api.
 */
function listOf<A, T>(
  root: readonly string[],
  calls: (
    api: AdminApi,
  ) => [
    page: (argument: A, query: KeysetQuery) => Promise<KeysetPage<T>>,
    count: (argument: A) => Promise<ListTotal>,
  ],
) {
  return {
    all: root,
    list: (api: AdminApi, argument: A) => {
      const [page, count] = calls(api)
      return paged(
        [...root, argument],
        (query) => page(argument, query),
        () => count(argument),
      )
    },
  }
}

/** A read under `key`, by `fetch`. */
const read = <T, K extends QueryKey>(queryKey: K, fetch: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn: fetch })

// the keys two factories share: a resource read by one query, and the content of every lesson
const mentorsKey = ['mentors'] as const
const lessonContentKey = ['lessons', 'content'] as const

export const queries = {
  pending: listOf(['pending'], (api) => [
    (search: string, query) => api.pendingPage({ ...query, ...(search ? { search } : {}) }),
    (search) => api.pendingCount(search || undefined),
  ]),
  decisions: listOf(['decisions'], (api) => [api.decisionsPage, api.decisionsCount]),
  users: {
    all: ['users'] as const,
    list: (api: AdminApi) => paged(['users'], api.usersPage, () => api.listCount('active_users')),
  },
  leads: {
    all: ['leads'] as const,
    list: (api: AdminApi) => paged(['leads'], api.leadsPage, () => api.listCount('leads')),
  },
  failedMails: {
    all: ['failedMails'] as const,
    list: (api: AdminApi) =>
      paged(['failedMails'], api.failedMailsPage, () => api.listCount('failed_mails')),
  },
  courseLearners: listOf(['courseLearners'], (api) => [
    api.courseLearnersPage,
    (courseId: string) => api.listCount('course_learners', courseId),
  ]),
  learnerLocales: (api: AdminApi, userIds: readonly string[]) =>
    read(['learnerLocales', userIds], () => api.learnerLocales(userIds)),
  /** The Statistics tab's four reports, each for a range of Bangladesh days (issue 36). */
  statistics: {
    all: ['statistics'] as const,
    /** Every range's learning report (hand-ins and questions waiting, first feedback and answers). */
    learningAll: ['statistics', 'learning'] as const,
    money: (api: AdminApi, range: StatisticsRange) =>
      read(['statistics', 'money', range.from, range.to], () => api.moneyReport(range)),
    desk: (api: AdminApi, range: StatisticsRange) =>
      read(['statistics', 'desk', range.from, range.to], () => api.deskReport(range)),
    funnel: (api: AdminApi, range: StatisticsRange) =>
      read(['statistics', 'funnel', range.from, range.to], () => api.funnelReport(range)),
    learning: (api: AdminApi, range: StatisticsRange) =>
      read(['statistics', 'learning', range.from, range.to], () => api.learningReport(range)),
  },
  coupons: (api: AdminApi) => read(['coupons'], api.listCoupons),
  lessons: {
    all: ['lessons'] as const,
    list: (api: AdminApi, courseId: string) =>
      read(['lessons', courseId, 'list'], () => api.listLessons(courseId)),
    contentAll: lessonContentKey,
    /** A lesson's content; none for a lesson not saved yet. */
    content: (api: AdminApi, lessonId: string | undefined) =>
      read([...lessonContentKey, lessonId ?? 'new'], () =>
        lessonId ? api.lessonContent(lessonId) : Promise.resolve(null),
      ),
  },
  projects: (api: AdminApi, courseId: string) =>
    read(['projects', courseId], () => api.listProjects(courseId)),
  /** A course's quizzes, and one quiz as its editor reads it (its questions and right options). */
  quizzes: {
    all: ['quizzes'] as const,
    list: (api: AdminApi, courseId: string) =>
      read(['quizzes', courseId, 'list'], () => api.listQuizzes(courseId)),
    editing: (api: AdminApi, quizId: string | undefined) =>
      read(['quizzes', 'editing', quizId ?? 'new'], async () => {
        if (!quizId) return null
        const [quiz, keys] = await Promise.all([api.getQuiz(quizId), api.listQuizKeys(quizId)])
        if (!quiz)
          throw new ApiError({ kind: 'not_found', operation: 'quiz.read', hint: 'quiz_not_found' })
        return { ...quiz, keys }
      }),
  },
  /** Every course's mentors, in one short list (the Lessons tab shows one course's). */
  mentors: {
    all: mentorsKey,
    list: (api: AdminApi) => read(mentorsKey, api.listCourseMentors),
  },
  wallet: {
    messages: {
      all: ['wallet', 'messages'] as const,
      list: (api: AdminApi, filter: WalletMessageFilter) =>
        paged(['wallet', 'messages', filter], (query) => api.listWalletMessages(filter, query)),
    },
    devices: (api: AdminApi) => read(['wallet', 'devices'], api.listWalletDevices),
    settings: (api: AdminApi) => read(['wallet', 'settings'], api.walletSettings),
    senders: (api: AdminApi) => read(['wallet', 'senders'], api.listWalletSenders),
  },
  /** The Reviews tab: the queue of hand-ins by its filters, and one hand-in under review. */
  reviews: {
    all: ['reviews'] as const,
    queue: listOf(['reviews', 'queue'], (api) => [api.reviewQueuePage, api.reviewQueueCount]),
    /** The hand-in with its project, learner's name, the learner's attempts and their reviews. */
    submission: (api: AdminApi, submissionId: string) =>
      read(['reviews', 'submission', submissionId], async () => {
        const submission = await api.getSubmission(submissionId)
        if (!submission) return null
        const [project, learnerName, attempts] = await Promise.all([
          api.getProject(submission.projectId),
          api.submissionLearnerName(submissionId),
          api.listAttempts(submission.projectId, submission.userId),
        ])
        const reviews = await api.listReviews(attempts.map((a) => a.id))
        return { submission, project, learnerName, attempts, reviews }
      }),
    photos: (api: AdminApi, paths: string[]) =>
      read(['reviews', 'photos', paths], () => api.signedPhotoUrls(paths)),
  },
  /**
   * The Questions tab: the queue of questions by its filters, one question, and its answers'
   * pages (their total is the question's count of answers).
   */
  questions: {
    all: ['questions'] as const,
    queue: listOf(['questions', 'queue'], (api) => [api.questionQueuePage, api.questionQueueCount]),
    question: (api: AdminApi, id: string) =>
      read(['questions', 'question', id], () => api.getQuestion(id)),
    answers: (api: AdminApi, questionId: string, total: () => Promise<ListTotal>) =>
      paged(
        ['questions', 'answers', questionId],
        (query) => api.answersPage(questionId, query),
        total,
      ),
  },
  /** Paste & match: the requests of the pasted payments, and those waiting for payment. */
  match: {
    all: ['match'] as const,
  },
} as const

/**
 * What each write makes stale (the one invalidation map, 0079): a decision moves a request off
 * Pending, onto History, into the statistics, the wallet inbox and the course's learners.
 */
export const changedBy = {
  decision: [
    queries.pending.all,
    queries.decisions.all,
    queries.statistics.all,
    queries.wallet.messages.all,
    queries.courseLearners.all,
    queries.users.all,
    queries.match.all,
  ],
  refund: [
    queries.decisions.all,
    queries.statistics.all,
    queries.courseLearners.all,
    queries.users.all,
    queries.match.all,
  ],
  /** Re-anchoring a balance may approve held payments. */
  anchor: [
    queries.wallet.messages.all,
    queries.pending.all,
    queries.decisions.all,
    queries.statistics.all,
    queries.courseLearners.all,
  ],
  /** Opening a hand-in claims it: the queue shows who reviews it. */
  claim: [queries.reviews.queue.all],
  /** A verdict takes the hand-in off the waiting queue and moves the review figures. */
  review: [queries.reviews.all, queries.statistics.all],
  /**
   * An answer: the question's answers and count, the queue (a staff answer answers it) and the
   * Statistics tab's learning figures. Hiding or showing a question or an answer: the same.
   */
  answer: [queries.questions.all, queries.statistics.learningAll],
  hide: [queries.questions.all, queries.statistics.learningAll],
  /**
   * A lesson saved, added or deleted changes each learner's "3 / 12 lessons" and the lessons'
   * content; a deleted lesson's quizzes move to the end of the course.
   */
  lessons: [queries.lessons.contentAll, queries.courseLearners.all, queries.quizzes.all],
  /** A mentor added: the list is read again for the account's email and name. */
  mentors: [queries.mentors.all],
} satisfies Record<string, readonly QueryKey[]>
