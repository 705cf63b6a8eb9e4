import { z } from 'zod'
import { resolveCourseId } from './aliases.ts'
import { normaliseTransactionId } from './codes.ts'
import { avatarUpload, limits } from './constants.ts'
import { joinNowCourseIds } from './labels.ts'
import { resolveLocale, type Locale } from './locale.ts'
import { messages as englishMessages, messagesFor, type Messages } from './messages.ts'
import {
  enrollPaymentMethods,
  defaultEnrollPaymentMethod,
  joinNowPaymentMethods,
} from './payment.ts'
import { normaliseBangladeshiPhone } from './phone.ts'
import { handInFormSchema } from './project.schema.ts'
import { answerFormSchema, askFormSchema } from './question.schema.ts'

/*
 * The forms of docs/product.md#validation. Conventions:
 * - text is trimmed; a blank required field gives that field's `required` message;
 * - a blank optional field comes out as null (ready for the database or the form service);
 * - phone and WhatsApp numbers come out as '01XXXXXXXXX', emails lower-cased, coupon codes
 *   and transaction ids upper-cased, course ids canonical ('skill-pack' -> 'video-editing').
 */

/** A required, trimmed text field of at most `max` characters. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
}

/** An optional, trimmed text field: blank or missing comes out as null. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null))
}

function email(m: Messages) {
  return z
    .string({ error: m.email.required })
    .trim()
    .toLowerCase()
    .min(1, { error: m.email.required, abort: true })
    .max(limits.emailMaxLength, { error: m.email.invalid, abort: true })
    .pipe(z.email({ error: m.email.invalid }))
}

/**
 * A required, trimmed field put into its one stored form by `normalise`, which gives null for
 * anything it refuses: blank gives the `required` text, refused the `invalid` one.
 */
function normalisedField<T>(
  texts: { required: string; invalid: string },
  normalise: (value: string) => T | null,
) {
  return z
    .string({ error: texts.required })
    .trim()
    .min(1, { error: texts.required, abort: true })
    .transform((value, ctx): T => {
      const normalised = normalise(value)
      if (normalised === null) {
        ctx.issues.push({ code: 'custom', message: texts.invalid, input: value })
        return z.NEVER
      }
      return normalised
    })
}

/** A Bangladeshi mobile number, normalised to '01XXXXXXXXX' (see normaliseBangladeshiPhone). */
function mobile(texts: { required: string; invalid: string }) {
  return normalisedField(texts, normaliseBangladeshiPhone)
}

/** A course id or alias, resolved to its course id; blank or unknown, the course is invalid. */
function courseId(m: Messages) {
  return normalisedField({ required: m.course.invalid, invalid: m.course.invalid }, resolveCourseId)
}

/** A transaction id, trimmed and upper-cased (see normaliseTransactionId). */
function transactionId(m: Messages) {
  return normalisedField(m.transactionId, normaliseTransactionId)
}

/** An optional http(s) link: blank or missing comes out as null. */
function optionalLink(m: Messages) {
  return z
    .string({ error: m.socialLink.invalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(
      z
        .httpUrl({ error: m.socialLink.invalid })
        .max(limits.urlMaxLength, { error: m.socialLink.tooLong })
        .nullable(),
    )
}

/** The coupon percent as the admin types it ('25' or 25): a whole number from 1 to 100. */
function couponPercent(m: Messages) {
  return z
    .union([z.string(), z.number()], { error: m.coupon.fillAllFields })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : null
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: m.coupon.fillAllFields, input: value })
        return z.NEVER
      }
      const percent = text === null ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN
      if (
        typeof percent !== 'number' ||
        !Number.isInteger(percent) ||
        percent < limits.couponPercentMin ||
        percent > limits.couponPercentMax
      ) {
        ctx.issues.push({ code: 'custom', message: m.coupon.percentInvalid, input: value })
        return z.NEVER
      }
      return percent
    })
}

/** The form schemas with the texts of one message catalogue. */
export function createFormSchemas(m: Messages = englishMessages) {
  const name = requiredText(m.name.required, limits.nameMaxLength, m.name.tooLong)

  /** /join-now: the public enrolment interest form (kept in local storage). */
  const joinNow = z.object({
    name,
    email: email(m),
    whatsapp: mobile(m.whatsapp),
    /** The option id the form shows: 'creative-design', 'web-development' or 'skill-pack'. */
    course: z
      .string({ error: m.course.required })
      .trim()
      .min(1, { error: m.course.required, abort: true })
      .pipe(z.enum(joinNowCourseIds, { error: m.course.invalid })),
    /** Shown once a course is chosen; not required. */
    paymentMethod: z
      .string({ error: m.paymentMethod.invalid })
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(z.enum(joinNowPaymentMethods, { error: m.paymentMethod.invalid }).nullable()),
  })

  /** The record join-now keeps in local storage. */
  const joinNowRecord = joinNow.extend({
    /** ISO 8601 date and time of submission. */
    enrollmentDate: z.iso.datetime({ offset: true }),
    status: z.literal('pending'),
  })

  /** /contact: the message form. */
  const contact = z.object({
    name,
    email: email(m),
    subject: optionalText(limits.subjectMaxLength, m.subject.tooLong),
    message: requiredText(m.message.required, limits.messageMaxLength, m.message.tooLong),
  })

  /** /signup. */
  const signup = z.object({
    email: email(m),
    username: requiredText(m.username.required, limits.usernameMaxLength, m.username.tooLong),
    password: z
      .string({ error: m.password.required })
      .min(1, { error: m.password.required, abort: true })
      .min(limits.passwordMinLength, { error: m.password.tooShort }),
  })

  /** /reset-password: the new password (the sign-up rules), typed twice alike. */
  const resetPassword = z
    .object({ password: signup.shape.password, confirm: z.string() })
    // Only said once the password itself is acceptable.
    .refine((v) => v.confirm === v.password, {
      error: m.password.mismatch,
      path: ['confirm'],
      when: (payload) => payload.issues.length === 0,
    })

  /** /login. The password is only required: its length is the server's business. */
  const login = z.object({
    email: email(m),
    password: z.string({ error: m.password.required }).min(1, { error: m.password.required }),
  })

  /**
   * /enroll/{courseId}: the paid enrolment form. The coupon code is optional (a deliberate
   * departure from the original specification, where the browser required it, so a learner without a coupon can
   * enrol); blank comes out as null.
   */
  const enroll = z.object({
    courseId: courseId(m),
    name,
    phone: mobile(m.phone),
    paymentMethod: z
      .enum(enrollPaymentMethods, { error: m.paymentMethod.invalid })
      .default(defaultEnrollPaymentMethod),
    transactionId: transactionId(m),
    couponCode: optionalText(limits.couponCodeMaxLength, m.couponCode.tooLong).transform((code) =>
      code === null ? null : code.toUpperCase(),
    ),
  })

  /**
   * The enrolment form as the learner sends it: the enrol schema, and a typed coupon code must
   * have been applied (`checkedCoupon`, the answer of the coupon check) and found valid. An
   * intersection, so the coupon is judged even when another field is wrong.
   */
  const enrollForm = z.intersection(
    enroll,
    z
      .object({
        couponCode: z.string().nullish(),
        checkedCoupon: z.object({ code: z.string(), percent: z.number().nullable() }).nullish(),
      })
      .check((ctx) => {
        const typed = ctx.value.couponCode?.trim().toUpperCase() ?? ''
        const checked = ctx.value.checkedCoupon
        if (typed === '') return
        const message =
          checked?.code !== typed
            ? m.couponCode.notChecked
            : checked.percent === null
              ? m.couponCode.invalid
              : null
        if (message)
          ctx.issues.push({ code: 'custom', message, path: ['couponCode'], input: typed })
      })
      // Adds nothing to the enrol schema's values (which differ from the raw ones it read).
      .transform(() => ({})),
  )

  /** Admin: a new coupon. Both fields required ('Fill all fields'). */
  const couponCreate = z.object({
    code: requiredText(
      m.coupon.fillAllFields,
      limits.couponCodeMaxLength,
      m.couponCode.tooLong,
    ).transform((code) => code.toUpperCase()),
    discount_percent: couponPercent(m),
  })

  /** /form: the free workshop registration. */
  const workshop = z.object({
    name,
    whatsapp: mobile(m.whatsapp),
    address: requiredText(m.address.required, limits.addressMaxLength, m.address.tooLong),
    institution: requiredText(
      m.institution.required,
      limits.institutionMaxLength,
      m.institution.tooLong,
    ),
    courses: z
      .array(courseId(m), { error: m.course.atLeastOne })
      .min(1, { error: m.course.atLeastOne })
      .transform((ids) => [...new Set(ids)]),
  })

  /** /profile in edit mode. Phone and links are optional; blank comes out as null. */
  const profileEdit = z.object({
    name,
    phone: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(mobile(m.phone).nullable()),
    social_links: z
      .object({
        twitter: optionalLink(m),
        linkedin: optionalLink(m),
        facebook: optionalLink(m),
      })
      .prefault({}),
  })

  /** /profile: the avatar image file. */
  const avatarFile = z
    .file({ error: m.avatar.required })
    .mime([...avatarUpload.mimeTypes], { error: m.avatar.notAnImage })
    .min(1, { error: m.avatar.empty })
    .max(avatarUpload.maxBytes, { error: m.avatar.tooLarge })

  return {
    joinNow,
    joinNowRecord,
    contact,
    signup,
    login,
    resetPassword,
    enroll,
    enrollForm,
    couponCreate,
    workshop,
    profileEdit,
    avatarFile,
    /** A project's hand-in (its words are the rules' codes: the site says them). */
    handIn: handInFormSchema,
    /** A question under a lesson, and an answer (their words are the rules' codes: the apps say them). */
    ask: askFormSchema,
    answer: answerFormSchema,
  }
}

/** The form schemas with the English messages. */
export const formSchemas = createFormSchemas()
export type FormSchemas = ReturnType<typeof createFormSchemas>

/** The form schemas with the Bangla messages: `createFormSchemas(messagesFor('bn'))`. */
export const bnFormSchemas: FormSchemas = createFormSchemas(messagesFor('bn'))

/**
 * The form schemas of a language: `formSchemas` (the objects behind `joinNowSchema` etc.) for
 * 'en', `bnFormSchemas` for 'bn'. Both accept the same input and give the same values; only
 * the error messages differ.
 */
export function formSchemasFor(locale: Locale = 'en'): FormSchemas {
  return resolveLocale(locale) === 'bn' ? bnFormSchemas : formSchemas
}

export const joinNowSchema = formSchemas.joinNow
export const joinNowRecordSchema = formSchemas.joinNowRecord
export const contactSchema = formSchemas.contact
export const signupSchema = formSchemas.signup
export const loginSchema = formSchemas.login
export const enrollSchema = formSchemas.enroll
export const couponCreateSchema = formSchemas.couponCreate
export const workshopSchema = formSchemas.workshop
export const profileEditSchema = formSchemas.profileEdit
export const avatarFileSchema = formSchemas.avatarFile

/** What each form gives after parsing (normalised values). */
export type JoinNowForm = z.output<typeof joinNowSchema>
export type JoinNowRecord = z.output<typeof joinNowRecordSchema>
export type ContactForm = z.output<typeof contactSchema>
export type SignupForm = z.output<typeof signupSchema>
export type LoginForm = z.output<typeof loginSchema>
export type EnrollForm = z.output<typeof enrollSchema>
export type CouponCreateForm = z.output<typeof couponCreateSchema>
export type WorkshopForm = z.output<typeof workshopSchema>
export type ProfileEditForm = z.output<typeof profileEditSchema>

/** What each form accepts (the raw field values). */
export type JoinNowFormInput = z.input<typeof joinNowSchema>
export type JoinNowRecordInput = z.input<typeof joinNowRecordSchema>
export type ContactFormInput = z.input<typeof contactSchema>
export type SignupFormInput = z.input<typeof signupSchema>
export type LoginFormInput = z.input<typeof loginSchema>
export type EnrollFormInput = z.input<typeof enrollSchema>
export type CouponCreateFormInput = z.input<typeof couponCreateSchema>
export type WorkshopFormInput = z.input<typeof workshopSchema>
export type ProfileEditFormInput = z.input<typeof profileEditSchema>

/**
 * The join-now record to keep in local storage for a parsed form: status 'pending' and the
 * submission time.
 */
export function toJoinNowRecord(form: JoinNowForm, submittedAt: Date = new Date()): JoinNowRecord {
  return { ...form, enrollmentDate: submittedAt.toISOString(), status: 'pending' }
}
