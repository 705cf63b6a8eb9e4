/**
 * The console's sentences that more than one place says: the admin alerts of
 * docs/product.md#messages and the words shared by a refusal and an operation.
 */
/** The first four verbatim (docs/product.md#messages). */
export const words = {
  errorFetchingEnrollment: 'Error fetching enrollment',
  userAlreadyEnrolled: 'User already enrolled',
  fillAllFields: 'Fill all fields',
  couponExistsOrInvalid: 'Coupon already exists or invalid',
  /** Network failure or a 502/503/504 from the gateway. */
  retry: 'Could not reach the server. Check your connection and try again.',
  sessionMissing: 'Your session has ended. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  somethingWrong: 'Something went wrong. Please try again.',
  invalidCourse: 'Invalid course selected.',
  lessonsChanged: 'The lessons changed meanwhile: reload and try again.',
  liveNeedsStart: 'A live class needs a start time, and only a live class has one.',
  loadLesson: 'Could not load this lesson.',
  feedbackRequired: 'Write what to change: the learner reads it to improve their work.',
  checklistChanged: 'The project’s checklist changed meanwhile: reload and tick the items again.',
  // the Statistics tab's range (issue 36): beside its date fields, and the reports' refusals
  rangeMissing: 'Choose a start date and an end date.',
  rangeReversed: 'The end date is before the start date.',
  rangeInFuture: 'The end date is after today (days in Bangladesh time).',
  rangeTooLong: 'Choose at most a year: 366 days or fewer.',
  /** A range in the address the tab cannot show (edited, cut short, an old link). */
  rangeAddress: (why: string, days: number) =>
    `The range in this link could not be shown (${why.replace(/\.$/, '')}): showing the last ${days} days.`,
} as const
