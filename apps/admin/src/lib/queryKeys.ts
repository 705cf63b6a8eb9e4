/**
 * Every query key of the console, in one place (docs/decisions/0060). A key starts with its
 * list's name, so invalidating `['pending']` reaches each page and the count of every search.
 */
import type {
  DecisionFilters,
  KeysetCursor,
  QuestionQueueFilter,
  QueueFilter,
  StatisticsRange,
  WalletMessageQuery,
} from '@repo/api'
import type { QueryKey } from '@tanstack/react-query'

/** The keys of a list that is only paged and counted (no search, no filter). */
function pagedListKeys<Name extends string>(name: Name) {
  return {
    all: [name] as const,
    page: (after: KeysetCursor | undefined) => [name, 'page', after ?? null] as const,
    count: [name, 'count'] as const,
  }
}

export const queryKeys = {
  pending: {
    all: ['pending'] as const,
    page: (search: string, after: KeysetCursor | undefined) =>
      ['pending', 'page', search, after ?? null] as const,
    count: (search: string) => ['pending', 'count', search] as const,
  },
  decisions: {
    all: ['decisions'] as const,
    page: (filters: DecisionFilters, after: KeysetCursor | undefined) =>
      ['decisions', 'page', filters, after ?? null] as const,
    count: (filters: DecisionFilters) => ['decisions', 'count', filters] as const,
  },
  users: pagedListKeys('users'),
  leads: pagedListKeys('leads'),
  failedMails: pagedListKeys('failedMails'),
  courseLearners: {
    all: ['courseLearners'] as const,
    page: (courseId: string, after: KeysetCursor | undefined) =>
      ['courseLearners', courseId, 'page', after ?? null] as const,
    count: (courseId: string) => ['courseLearners', courseId, 'count'] as const,
  },
  learnerLocales: (userIds: readonly string[]) => ['learnerLocales', userIds] as const,
  /** The Statistics tab's four reports, each for a range of Bangladesh days (issue 36). */
  statistics: {
    all: ['statistics'] as const,
    money: (range: StatisticsRange) => ['statistics', 'money', range.from, range.to] as const,
    desk: (range: StatisticsRange) => ['statistics', 'desk', range.from, range.to] as const,
    funnel: (range: StatisticsRange) => ['statistics', 'funnel', range.from, range.to] as const,
    /** Every range's learning report (hand-ins and questions waiting, first feedback and answers). */
    learningAll: ['statistics', 'learning'] as const,
    learning: (range: StatisticsRange) => ['statistics', 'learning', range.from, range.to] as const,
  },
  coupons: ['coupons'] as const,
  lessons: {
    all: ['lessons'] as const,
    list: (courseId: string) => ['lessons', courseId, 'list'] as const,
    content: (lessonId: string) => ['lessons', 'content', lessonId] as const,
  },
  projects: (courseId: string) => ['projects', courseId] as const,
  /** A course's quizzes, and one quiz as its editor reads it (its questions and right options). */
  quizzes: {
    all: ['quizzes'] as const,
    list: (courseId: string) => ['quizzes', courseId, 'list'] as const,
    editing: (quizId: string) => ['quizzes', 'editing', quizId] as const,
  },
  /** Every course's mentors, in one short list (the Lessons tab shows one course's). */
  mentors: ['mentors'] as const,
  wallet: {
    messages: {
      all: ['wallet', 'messages'] as const,
      page: (query: WalletMessageQuery) => ['wallet', 'messages', query] as const,
    },
    devices: ['wallet', 'devices'] as const,
    settings: ['wallet', 'settings'] as const,
    senders: ['wallet', 'senders'] as const,
  },
  /** The Reviews tab: the queue of hand-ins by its filters, and one hand-in under review. */
  reviews: {
    all: ['reviews'] as const,
    queue: {
      all: ['reviews', 'queue'] as const,
      page: (filter: QueueFilter, after: KeysetCursor | undefined) =>
        ['reviews', 'queue', 'page', filter, after ?? null] as const,
      count: (filter: QueueFilter) => ['reviews', 'queue', 'count', filter] as const,
    },
    /** The hand-in with its project, learner's name, the learner's attempts and their reviews. */
    submission: (id: string) => ['reviews', 'submission', id] as const,
    photos: (paths: readonly string[]) => ['reviews', 'photos', paths] as const,
  },
  /**
   * The Questions tab: the queue of questions by its filters, one question, and its answers'
   * pages (with their total, the question's count of answers).
   */
  questions: {
    all: ['questions'] as const,
    queue: {
      all: ['questions', 'queue'] as const,
      page: (filter: QuestionQueueFilter, after: KeysetCursor | undefined) =>
        ['questions', 'queue', 'page', filter, after ?? null] as const,
      count: (filter: QuestionQueueFilter) => ['questions', 'queue', 'count', filter] as const,
    },
    question: (id: string) => ['questions', 'question', id] as const,
    answers: {
      page: (questionId: string, after: KeysetCursor | undefined) =>
        ['questions', 'answers', questionId, 'page', after ?? null] as const,
      count: (questionId: string) => ['questions', 'answers', questionId, 'count'] as const,
    },
  },
  /** Paste & match: the requests of the pasted transaction ids, and those waiting for payment. */
  match: (transactionIds: readonly string[], before: string) =>
    ['match', transactionIds, before] as const,
} as const

/**
 * What each write makes stale (the invalidation map of 0060): a decision moves a request off
 * Pending, onto History, into the statistics, the wallet inbox and the course's learners.
 */
export const changedBy = {
  decision: [
    queryKeys.pending.all,
    queryKeys.decisions.all,
    queryKeys.statistics.all,
    queryKeys.wallet.messages.all,
    queryKeys.courseLearners.all,
    queryKeys.users.all,
    ['match'],
  ],
  refund: [
    queryKeys.decisions.all,
    queryKeys.statistics.all,
    queryKeys.courseLearners.all,
    queryKeys.users.all,
  ],
  /** Re-anchoring a balance may approve held payments. */
  anchor: [
    queryKeys.wallet.messages.all,
    queryKeys.pending.all,
    queryKeys.decisions.all,
    queryKeys.statistics.all,
    queryKeys.courseLearners.all,
  ],
  /** Opening a hand-in claims it: the queue shows who reviews it. */
  claim: [queryKeys.reviews.queue.all],
  /** A verdict takes the hand-in off the waiting queue and moves the review figures. */
  review: [queryKeys.reviews.all, queryKeys.statistics.all],
  /**
   * An answer: the question's answers and count, the queue (a staff answer answers it) and the
   * Statistics tab's learning figures. Hiding or showing a question or an answer: the same.
   */
  answer: [queryKeys.questions.all, queryKeys.statistics.learningAll],
  hide: [queryKeys.questions.all, queryKeys.statistics.learningAll],
  /**
   * A lesson added or deleted changes each learner's "3 / 12 lessons"; a deleted lesson's quizzes
   * move to the end of the course.
   */
  lessons: [queryKeys.courseLearners.all, queryKeys.quizzes.all],
} satisfies Record<string, readonly QueryKey[] | ((...args: never[]) => readonly QueryKey[])>
