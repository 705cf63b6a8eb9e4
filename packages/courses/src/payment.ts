/** Payment methods offered on the public join-now form, in order. */
export const joinNowPaymentMethods = ['bKash', 'Nagad', 'Rocket', 'Bank Transfer'] as const
export type JoinNowPaymentMethod = (typeof joinNowPaymentMethods)[number]

/** Payment methods offered on the paid enrolment page (/enroll/{courseId}), in order. */
export const enrollPaymentMethods = ['bKash', 'Nagad', 'Bank'] as const
export type EnrollPaymentMethod = (typeof enrollPaymentMethods)[number]

/** The enrolment page's preselected payment method. */
export const defaultEnrollPaymentMethod: EnrollPaymentMethod = 'bKash'
