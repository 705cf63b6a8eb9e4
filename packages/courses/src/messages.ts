import { avatarUpload, limits, support } from './constants'
import { resolveLocale, type Locale } from './locale'
import { bnMessages } from './messages.bn'

/**
 * Every user-facing message of this package, in English. The form schemas take their texts
 * from here (see `createFormSchemas`), so a Bangla catalogue is another object of type
 * `Messages`, not a rewrite. Texts quoted by SPEC.md are kept word for word.
 */
export const messages = {
  /** SPEC.md: the destructive toast of join-now and contact when a required field is empty. */
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all required fields.',
    /** Title and description on one line, as SPEC.md writes it. */
    text: 'Missing Information - Please fill in all required fields.',
  },
  name: {
    required: 'Enter your name.',
    tooLong: `Keep your name under ${limits.nameMaxLength} characters.`,
  },
  email: {
    required: 'Enter your email address.',
    invalid: 'Enter a valid email address, like name@example.com.',
  },
  phone: {
    required: 'Enter your mobile number.',
    invalid: 'Enter a Bangladeshi mobile number like 01712345678.',
  },
  whatsapp: {
    required: 'Enter your WhatsApp number.',
    invalid: 'Enter a Bangladeshi WhatsApp number like 01712345678.',
  },
  course: {
    required: 'Choose a course.',
    /** SPEC.md: enrolment for an unknown course id. */
    invalid: 'Invalid course selected.',
    atLeastOne: 'Choose at least one course.',
  },
  paymentMethod: {
    invalid: 'Choose a payment method from the list.',
  },
  subject: {
    tooLong: `Keep the subject under ${limits.subjectMaxLength} characters.`,
  },
  message: {
    required: 'Write your message.',
    tooLong: `Keep your message under ${limits.messageMaxLength} characters.`,
  },
  username: {
    required: 'Choose a username.',
    tooLong: `Keep your username under ${limits.usernameMaxLength} characters.`,
  },
  password: {
    required: 'Enter your password.',
    tooShort: `Password must be at least ${limits.passwordMinLength} characters.`,
  },
  transactionId: {
    required: 'Enter the transaction ID of your payment.',
    invalid: `Enter the transaction ID from your payment message: ${limits.transactionIdMinLength} to ${limits.transactionIdMaxLength} letters and numbers, no spaces (a bKash ID has 10, like 8N7A6B5C4D).`,
  },
  couponCode: {
    tooLong: `A coupon code has at most ${limits.couponCodeMaxLength} characters.`,
  },
  coupon: {
    /** SPEC.md: the admin's coupon form with an empty field. */
    fillAllFields: 'Fill all fields',
    percentInvalid: `The discount must be a whole number from ${limits.couponPercentMin} to ${limits.couponPercentMax}.`,
    /** SPEC.md: the enrolment page after a coupon is checked. */
    applied: (percent: number): string => `✅ Coupon applied! ${percent}% discount.`,
    invalidOrExpired: '❌ Invalid or expired coupon.',
  },
  address: {
    required: 'Enter your address.',
    tooLong: `Keep your address under ${limits.addressMaxLength} characters.`,
  },
  institution: {
    required: 'Enter your school, college or university.',
    tooLong: `Keep the institution name under ${limits.institutionMaxLength} characters.`,
  },
  socialLink: {
    invalid:
      'Enter a full link starting with http:// or https://, like https://facebook.com/yourname.',
    tooLong: `Keep the link under ${limits.urlMaxLength} characters.`,
  },
  avatar: {
    required: 'Choose an image to upload.',
    notAnImage: 'Choose an image file: JPEG, PNG, WebP or GIF.',
    tooLarge: `The image is too large: choose one of ${avatarUpload.maxBytes / (1024 * 1024)} MB or less.`,
    empty: 'This file is empty: choose another image.',
  },
  support: {
    hours: `${support.opensAtHour} AM to ${support.closesAtHour - 12} PM daily`,
  },
}

/** The shape of a message catalogue (English above; a Bangla one must have the same keys). */
export type Messages = typeof messages

/** The message catalogue of a language: `messages` for 'en' (and anything unknown), `bnMessages` for 'bn'. */
export function messagesFor(locale: Locale = 'en'): Messages {
  return resolveLocale(locale) === 'bn' ? bnMessages : messages
}
