import {
  ApiError,
  type ActiveUser,
  type ApiErrorInit,
  type CourseLearner,
  type FailedDelivery,
  type LeadRecord,
  type MoneyReport,
  type Operation,
  type PendingRequest,
} from '@repo/api'

/** A fixture: `defaults`, with what a test changes. */
function fixture<T>(defaults: T): (changes?: Partial<T>) => T {
  return (changes = {}) => ({ ...defaults, ...changes })
}

/**
 * A pending enrolment request as a page of the Pending tab gives it (pendingPage): Rahim Uddin's, for Web Development with
 * AI by bKash, no coupon; a test changes what it is about.
 */
export const pendingRequest = fixture<PendingRequest>({
  id: 'req-1',
  userId: 'u1',
  courseId: 'web-development',
  courseTitle: 'Web Development with AI',
  name: 'Rahim Uddin',
  phone: '01712345678',
  paymentMethod: 'bKash',
  transactionId: 'TXAAA111',
  couponCode: null,
  amountDue: 699,
  createdAt: '2026-11-20T18:30:00Z',
})

/** Someone seen on 20 Nov 2026, enrolled in one course; a test changes who. */
export const activeUser = fixture<ActiveUser>({
  userId: 'u1',
  email: 'learner@example.com',
  fullName: 'Test Learner',
  lastSeen: '2026-11-20T20:15:00Z',
  enrolledCourses: 1,
})

/** A join-now lead for Video Editing, paying by bKash; a test changes who. */
export const lead = fixture<LeadRecord>({
  id: 'l1',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  whatsapp: '01712345678',
  courseId: 'video-editing',
  courseTitle: 'Video Editing',
  paymentMethod: 'bKash',
  createdAt: '2026-11-19T12:00:00+00:00',
})

/** An approval mail the deliverer gave up on after five tries; a test changes which. */
export const failedMail = fixture<FailedDelivery>({
  notificationId: 'n1',
  kind: 'request_approved',
  userId: 'u1',
  data: { course_title: 'Video Editing', transaction_id: 'TXCCC333' },
  attempts: 5,
  lastError: 'SMTP: 451 try again later',
  createdAt: '2026-11-21T03:05:00Z',
})

/** A learner of a course of 8 lessons, 3 of them done, no certificate yet; a test changes who. */
export const courseLearner = fixture<CourseLearner>({
  userId: 'u1',
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  enrolledAt: '2026-11-20T10:00:00+00:00',
  completed: 3,
  total: 8,
  certificateId: null,
})

/** What @repo/api throws when the server cannot be reached (here the gateway answered 502). */
export function unreachable(operation: Operation): ApiError {
  return new ApiError({ kind: 'network', operation, status: 502 })
}

/** What @repo/api throws when the database refuses a write for the state things are in. */
export function conflict(
  operation: Operation,
  said: Omit<ApiErrorInit, 'kind' | 'operation'> = {},
): ApiError {
  return new ApiError({ kind: 'conflict', operation, ...said })
}

/** The courses as the Statistics tab's reports list them (every course, in id order). */
export const reportCourses = [
  { courseId: 'creative-design', title: 'Creative Design on Your Phone' },
  { courseId: 'video-editing', title: 'Video Editing' },
  { courseId: 'web-development', title: 'Web Development with AI' },
]

/** The money of 21 Nov 2026: two courses sold, 2 of 3 approvals by the wallet phone, one refund. */
export const moneyReport: MoneyReport = {
  courses: reportCourses,
  days: [
    {
      day: '2026-11-21',
      courseId: 'creative-design',
      receivedTaka: 798,
      refundedTaka: 0,
      approved: 2,
      approvedByWallet: 2,
      refunded: 0,
    },
    {
      day: '2026-11-21',
      courseId: 'web-development',
      receivedTaka: 1200,
      refundedTaka: 399,
      approved: 1,
      approvedByWallet: 0,
      refunded: 1,
    },
  ],
}
