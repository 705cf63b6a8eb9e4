// Shared by the tests of the form schemas (forms.test.ts in English, bangla.test.ts in Bangla).
import type { z } from 'zod'
import type {
  ContactFormInput,
  EnrollFormInput,
  JoinNowFormInput,
  LoginFormInput,
  ProfileEditFormInput,
  SignupFormInput,
  WorkshopFormInput,
} from './forms.ts'

/** The [path, message] pairs of a failed parse (fails the test if the parse succeeded). */
export function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const result = schema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`)
  return result.error.issues.map((i) => [i.path.join('.'), i.message])
}

// The package's lib has no DOM types; Node 22 and browsers both have a global File.
const FileClass = (
  globalThis as unknown as {
    File: new (
      bits: Uint8Array[],
      name: string,
      options: { type: string },
    ) => { size: number; type: string }
  }
).File

/** A file of `bytes` zero bytes, as an avatar upload would give. */
export const file = (bytes: number, type: string, name = 'avatar') =>
  new FileClass([new Uint8Array(bytes)], name, { type })

/**
 * A filled form each schema accepts, written the way people type it (spaces, mixed case,
 * +880 and dashes): a test spreads one and changes only the fields it is about.
 */
export const filledForms = {
  joinNow: {
    name: '  Rahim Uddin ',
    email: ' Rahim@Example.COM ',
    whatsapp: '+880 1812-345678',
    course: 'skill-pack',
    paymentMethod: 'Rocket',
  } satisfies JoinNowFormInput,
  contact: {
    name: 'Sadia',
    email: 'sadia@example.com',
    subject: ' Fees ',
    message: ' How do I pay? ',
  } satisfies ContactFormInput,
  signup: {
    email: 'Nadia@Example.com',
    username: ' nadia ',
    password: 'secret',
  } satisfies SignupFormInput,
  login: { email: ' a@example.com ', password: '1' } satisfies LoginFormInput,
  enroll: {
    courseId: 'web-development',
    name: ' Tania Akter ',
    phone: '+88 01712-345678',
    paymentMethod: 'Nagad',
    transactionId: ' 8n7a6b5c4d ',
    couponCode: ' eid25 ',
  } satisfies EnrollFormInput,
  workshop: {
    name: 'Jannat',
    whatsapp: '01512345678',
    address: ' Agrabad, Chattogram ',
    institution: 'Chittagong College',
    courses: ['creative-design', 'skill-pack'],
  } satisfies WorkshopFormInput,
  profileEdit: {
    name: ' Mitu ',
    phone: '880 1612 345678',
    social_links: {
      twitter: ' ',
      linkedin: 'https://www.linkedin.com/in/mitu',
      facebook: 'http://facebook.com/mitu',
    },
  } satisfies ProfileEditFormInput,
}
