/**
 * The business constants and limits of docs/product.md#constants (and the few limits this package adds
 * for its form schemas), grouped by what they are for. Everything is read-only.
 */
import { courseIds } from './course.ts'

/** Validation limits. */
export const limits = {
  passwordMinLength: 6,
  couponPercentMin: 1,
  couponPercentMax: 100,
  /** Course cards show this many highlights, then '+N more'. */
  highlightsShown: 3,
  /** At most this many toasts are kept at a time. */
  maxToasts: 1,
  /** Transaction ids: bKash ids are 10 letters and digits; Nagad, Rocket and bank references vary. */
  transactionIdMinLength: 6,
  transactionIdMaxLength: 30,
  /** Lengths this package chose where the specification was silent (generous; they only stop garbage). */
  nameMaxLength: 100,
  usernameMaxLength: 50,
  emailMaxLength: 254,
  subjectMaxLength: 200,
  messageMaxLength: 5000,
  addressMaxLength: 300,
  institutionMaxLength: 200,
  couponCodeMaxLength: 40,
  urlMaxLength: 500,
} as const

/** Durations in milliseconds (and the count-up step count). */
export const timings = {
  /** Home stats count up over this long once scrolled into view... */
  statsCountUpMs: 2000,
  /** ...in this many steps. */
  statsCountUpSteps: 60,
  /** The testimonial carousel advances this often. */
  carouselIntervalMs: 5000,
  /** After a successful enrolment the page goes to /profile after this delay. */
  enrollRedirectMs: 1500,
  /** A toast stays this long. */
  toastDurationMs: 5000,
} as const

/** Distances in CSS pixels. */
export const thresholds = {
  /** The header becomes compact after scrolling more than this. */
  headerCompactScrollPx: 50,
  /** Swiping a toast further than this dismisses it. */
  toastSwipePx: 50,
} as const

/** The home page stats: 250+ students, 95% success, 3 courses. */
export const stats = {
  students: { value: 250, suffix: '+' },
  successRate: { value: 95, suffix: '%' },
  courses: { value: courseIds.length, suffix: '' },
} as const

/** Promises made to learners. Hours are 24-hour clock, Bangladesh time. */
export const support = {
  replyWithinHours: 24,
  opensAtHour: 9,
  closesAtHour: 21,
  daily: true,
  moneyBackGuaranteeDays: 30,
} as const

/** The avatar upload (profile page). */
export const avatarUpload = {
  bucket: 'avatars',
  /** Seconds, sent as the object's cache-control. */
  cacheControlSeconds: 3600,
  upsert: false,
  maxBytes: 2 * 1024 * 1024,
  /** Accepted image types and the file extension used for each. */
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  extensions: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
  },
} as const
export type AvatarMimeType = (typeof avatarUpload.mimeTypes)[number]

/** The storage client's defaults (docs/product.md#constants). */
export const storageDefaults = {
  listLimit: 100,
  listOffset: 0,
  sortBy: { column: 'name', order: 'asc' },
  cacheControlSeconds: 3600,
  upsert: false,
} as const

/** The authentication client's timings (docs/product.md#constants). */
export const authClient = {
  autoRefreshTickMs: 30_000,
  /** Refresh the session when this many ticks or fewer remain before it expires. */
  autoRefreshThresholdTicks: 3,
  /** Retries back off from this delay, doubling each time. */
  retryBaseDelayMs: 200,
  retryBackoffFactor: 2,
  jwksCacheMs: 10 * 60 * 1000,
} as const

/** The realtime client's timings (docs/product.md#constants). */
export const realtime = {
  timeoutMs: 10_000,
  heartbeatIntervalMs: 25_000,
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
} as const

/** Browser local-storage keys. The join-now list (docs/product.md#constants). */
export const storageKeys = {
  joinNowEnrollments: 'skill-courses_enrollments',
} as const
