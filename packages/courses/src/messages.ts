import { m } from './i18n.ts'
import { resolveLocale, type Locale } from './locale.ts'

/**
 * The texts of the form schemas in a language, shaped for `createFormSchemas`. They live in the
 * site's catalogue (`messages/{en,bn}.json`, keys `forms_*`, docs/decisions/0032); texts
 * quoted by docs/product.md#messages are word for word there.
 */
function build(locale: Locale) {
  const l = { locale }
  return {
    missingInformation: {
      title: m.forms_missingInformation_title({}, l),
      description: m.forms_missingInformation_description({}, l),
      text: m.forms_missingInformation_text({}, l),
    },
    name: {
      required: m.forms_name_required({}, l),
      tooLong: m.forms_name_tooLong({}, l),
    },
    email: {
      required: m.forms_email_required({}, l),
      invalid: m.forms_email_invalid({}, l),
    },
    phone: {
      required: m.forms_phone_required({}, l),
      invalid: m.forms_phone_invalid({}, l),
    },
    whatsapp: {
      required: m.forms_whatsapp_required({}, l),
      invalid: m.forms_whatsapp_invalid({}, l),
    },
    course: {
      required: m.forms_course_required({}, l),
      invalid: m.forms_course_invalid({}, l),
      atLeastOne: m.forms_course_atLeastOne({}, l),
    },
    paymentMethod: {
      invalid: m.forms_paymentMethod_invalid({}, l),
    },
    subject: {
      tooLong: m.forms_subject_tooLong({}, l),
    },
    message: {
      required: m.forms_message_required({}, l),
      tooLong: m.forms_message_tooLong({}, l),
    },
    username: {
      required: m.forms_username_required({}, l),
      tooLong: m.forms_username_tooLong({}, l),
    },
    password: {
      required: m.forms_password_required({}, l),
      tooShort: m.forms_password_tooShort({}, l),
      mismatch: m.auth_reset_mismatch({}, l),
    },
    transactionId: {
      required: m.forms_transactionId_required({}, l),
      invalid: m.forms_transactionId_invalid({}, l),
    },
    couponCode: {
      tooLong: m.forms_couponCode_tooLong({}, l),
      notChecked: m.enroll_couponNotChecked({}, l),
      invalid: m.enroll_couponInvalid({}, l),
    },
    coupon: {
      fillAllFields: m.forms_coupon_fillAllFields({}, l),
      percentInvalid: m.forms_coupon_percentInvalid({}, l),
      applied: (percent: number): string => m.forms_coupon_applied({ percent }, l),
      invalidOrExpired: m.forms_coupon_invalidOrExpired({}, l),
    },
    address: {
      required: m.forms_address_required({}, l),
      tooLong: m.forms_address_tooLong({}, l),
    },
    institution: {
      required: m.forms_institution_required({}, l),
      tooLong: m.forms_institution_tooLong({}, l),
    },
    socialLink: {
      invalid: m.forms_socialLink_invalid({}, l),
      tooLong: m.forms_socialLink_tooLong({}, l),
    },
    avatar: {
      required: m.forms_avatar_required({}, l),
      notAnImage: m.forms_avatar_notAnImage({}, l),
      tooLarge: m.forms_avatar_tooLarge({}, l),
      empty: m.forms_avatar_empty({}, l),
    },
    support: {
      hours: m.forms_support_hours({}, l),
    },
  }
}

/** Texts as plain strings (paraglide brands its results), so another catalogue can be built by hand. */
type Plain<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Plain<T[K]>
}

/** The shape of the form texts (the same in every language). */
export type Messages = Plain<ReturnType<typeof build>>

const built = new Map<Locale, Messages>()

/** The form texts of a language: English for 'en' and anything unknown, Bangla for 'bn'. */
export function messagesFor(locale: Locale = 'en'): Messages {
  const resolved = resolveLocale(locale)
  let texts = built.get(resolved)
  if (!texts) built.set(resolved, (texts = build(resolved)))
  return texts
}

/** The English form texts (the default of the schemas the API and the console use). */
export const messages = messagesFor('en')
