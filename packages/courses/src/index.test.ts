import { describe, expect, it } from 'vitest'
import * as api from './index.ts'

/** The functions the apps and packages call, the Bangla additions last. */
const functions = [
  'getCourse',
  'resolveCourseId',
  'coursesInCategory',
  'cardHighlights',
  'coursePath',
  'enrollPath',
  'discountedPrice',
  'discountAmount',
  'percentOff',
  'discountLabel',
  'isValidDiscountPercent',
  'formatTaka',
  'toBanglaDigits',
  'toAsciiDigits',
  'normaliseCouponCode',
  'normaliseTransactionId',
  'normaliseBangladeshiPhone',
  'isBangladeshiMobile',
  'createFormSchemas',
  'toJoinNowRecord',
  'isLocale',
  'resolveLocale',
  'coursesFor',
  'courseListFor',
  'localizedCourse',
  'courseSchemaFor',
  'messagesFor',
  'formSchemasFor',
  'formatTakaFor',
  'discountLabelFor',
  'footerCourseLinksFor',
  'joinNowCourseOptionsFor',
  'paymentMethodLabel',
  'courseCategoryLabel',
] as const

/** The zod schemas it exports. */
const schemas = [
  'courseSchema',
  'courseIdSchema',
  'joinNowSchema',
  'joinNowRecordSchema',
  'contactSchema',
  'signupSchema',
  'loginSchema',
  'enrollSchema',
  'couponCreateSchema',
  'workshopSchema',
  'profileEditSchema',
  'avatarFileSchema',
  'bnCourseSchema',
] as const

describe('the public entry', () => {
  it.each(functions)('exports the function %s', (name) => {
    expect(typeof api[name]).toBe('function')
  })

  it.each(schemas)('exports the schema %s', (name) => {
    expect(typeof api[name].safeParse).toBe('function')
  })

  it('exports the API the apps and packages use', () => {
    expect(api.courseList).toHaveLength(3)
    expect(api.messages.course.invalid).toBe('Invalid course selected.')
    expect(api.limits.passwordMinLength).toBe(6)
    expect(api.joinNowCourseOptions).toHaveLength(3)
  })

  it('exports the Bangla additions', () => {
    expect(api.locales).toEqual(['en', 'bn'])
    expect(api.defaultLocale).toBe('en')
    expect(api.bnCourseList).toHaveLength(3)
    expect(api.bnCourses['creative-design'].discount).toBe('৬০% ছাড়')
    expect(api.messagesFor('bn').course.invalid).toBe('বেছে নেওয়া কোর্সটি সঠিক নয়।')
    expect(typeof api.bnFormSchemas.joinNow.safeParse).toBe('function')
    expect(api.getCourse('skill-pack', 'bn')?.title).toBe('ভিডিও এডিটিং')
    expect(api.getCourse('skill-pack')?.title).toBe('Video Editing')
  })
})
