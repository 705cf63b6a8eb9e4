import { describe, expect, it } from 'vitest'
import {
  bnCourseList,
  bnCourses,
  cardHighlights,
  courseList,
  courseListFor,
  courses,
  coursesFor,
  coursesInCategory,
  getCourse,
  localizedCourse,
} from './catalogue.ts'
import { bnCourseTexts } from './catalogue.bn.ts'
import { avatarUpload, limits, support } from './constants.ts'
import { courseCategories, courseIds } from './course.ts'
import type { Course } from './course.schema.ts'
import { bnCourseSchema, courseSchema, courseSchemaFor } from './course.schema.ts'
import { toBanglaDigits } from './digits.ts'
import { formatTaka, formatTakaFor } from './format.ts'
import { bnFormSchemas, formSchemas, formSchemasFor, type FormSchemas } from './forms.ts'
import { file, filledForms, issues } from './forms.fixtures.ts'
import {
  bnFooterCourseLinks,
  bnJoinNowCourseOptions,
  courseCategoryLabel,
  courseCategoryLabels,
  footerCourseLinks,
  footerCourseLinksFor,
  joinNowCourseOptions,
  joinNowCourseOptionsFor,
} from './labels.ts'
import { isLocale, locales, resolveLocale, type Locale } from './locale.ts'
import { localeSchema } from './course.schema.ts'
import { messages, messagesFor } from './messages.ts'

import {
  enrollPaymentMethods,
  joinNowPaymentMethods,
  paymentMethodLabel,
  paymentMethodLabels,
} from './payment.ts'
import { discountLabel, discountLabelFor } from './pricing.ts'

const bnMessages = messagesFor('bn')

/** Bangla script (the Unicode Bengali block, without its digits, which alone prove nothing). */
const banglaLetter = /[\u0980-\u09e5\u09f0-\u09ff]/
/** Names that are the same in both languages: the wallets are brand names. */
const sameInBothLanguages = new Set(['bKash', 'Nagad', 'Rocket'])

/**
 * The structure of a value, without its text: the keys of every object (sorted), the length of
 * every array and the type of every leaf. Two catalogues with the same structure have the same
 * keys, the same number of modules, lessons, highlights... everywhere.
 */
function structure(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structure)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, structure((value as Record<string, unknown>)[key])]),
    )
  }
  return typeof value
}

/**
 * Every text of a value by its path ('curriculum.2.lessons.1'). A function (a message that
 * takes a number) is called with 25 so its text is checked too.
 */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (typeof value === 'function') return [[`${path}(25)`, String(value(25))]]
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      texts(inner, path === '' ? key : `${path}.${key}`),
    )
  }
  return []
}

/** A course's words: everything but ids, category, numbers, image path and icon. */
function wordsOf(course: Course) {
  const {
    id: _id,
    category: _category,
    students: _students,
    rating: _rating,
    price: _price,
    originalPrice: _originalPrice,
    icon: _icon,
    thumbnail,
    ...words
  } = course
  return { ...words, thumbnailAlt: thumbnail.alt }
}

/** What is not words, which must be identical in both languages. */
function factsOf(course: Course) {
  const { id, category, students, rating, price, originalPrice, icon, thumbnail } = course
  return { id, category, students, rating, price, originalPrice, icon, src: thumbnail.src }
}

describe('the test helpers', () => {
  it('structure() tells apart a missing key, an extra item and a changed type', () => {
    const base = { a: 'x', list: ['p', 'q'], nested: { b: 'y', lessons: [['r']] } }
    expect(structure(base)).toStrictEqual(
      structure({ a: 'other', list: ['s', 't'], nested: { b: 'z', lessons: [['u']] } }),
    )
    expect(structure(base)).not.toStrictEqual(structure({ ...base, a: undefined }))
    expect(structure(base)).not.toStrictEqual(structure({ list: base.list, nested: base.nested }))
    expect(structure(base)).not.toStrictEqual(structure({ ...base, extra: 'e' }))
    expect(structure(base)).not.toStrictEqual(structure({ ...base, list: ['p'] }))
    expect(structure(base)).not.toStrictEqual(
      structure({ ...base, nested: { b: 'y', lessons: [['r', 'r2']] } }),
    )
    expect(structure(base)).not.toStrictEqual(structure({ ...base, a: () => 'x' }))
  })

  it('texts() lists every string with its path, calling functions with 25', () => {
    expect(texts({ a: 'x', b: { c: ['y', 'z'] }, f: (n: number) => `n=${n}`, n: 1 })).toEqual([
      ['a', 'x'],
      ['b.c.0', 'y'],
      ['b.c.1', 'z'],
      ['f(25)', 'n=25'],
    ])
  })
})

describe('locales', () => {
  it('are en and bn, en being the default for anything else', () => {
    expect(locales).toEqual(['en', 'bn'])
    expect(isLocale('bn')).toBe(true)
    expect(isLocale('en')).toBe(true)
    for (const value of ['BN', 'bn-BD', 'fr', '', 0, undefined, null]) {
      expect(isLocale(value), String(value)).toBe(false)
      expect(resolveLocale(value), String(value)).toBe('en')
    }
    expect(resolveLocale('bn')).toBe('bn')
    expect(localeSchema.safeParse('bn').success).toBe(true)
    expect(localeSchema.safeParse('de').success).toBe(false)
  })
})

describe('the Bangla catalogue has the structure of the English one', () => {
  it.each(courseIds)('%s: same keys and the same length of every list', (id) => {
    expect(structure(bnCourses[id])).toStrictEqual(structure(courses[id]))
    // The Bangla text holds everything but the discount label, which is built from the prices.
    const { discount: _discount, ...text } = wordsOf(courses[id])
    expect(structure(bnCourseTexts[id])).toStrictEqual(structure(text))
    const en = courses[id]
    const bn = bnCourses[id]
    expect(bn.curriculum.map((m) => m.lessons.length)).toEqual(
      en.curriculum.map((m) => m.lessons.length),
    )
    for (const list of [
      'targetAudience',
      'requirements',
      'features',
      'highlights',
      'curriculum',
    ] as const) {
      expect(bn[list], list).toHaveLength(en[list].length)
    }
  })

  it.each(courseIds)('%s: ids, category, prices, numbers, image and icon are identical', (id) => {
    expect(factsOf(bnCourses[id])).toStrictEqual(factsOf(courses[id]))
  })

  it('lists the same courses in the same order', () => {
    expect(bnCourseList.map((c) => c.id)).toEqual(courseList.map((c) => c.id))
    for (const course of bnCourseList) expect(bnCourses[course.id]).toBe(course)
  })
})

describe('the Bangla catalogue is translated', () => {
  const pairs = courseIds.flatMap((id) => {
    const bn = new Map(texts(wordsOf(bnCourses[id])))
    return texts(wordsOf(courses[id])).map(([path, en]) => [`${id} ${path}`, en, bn.get(path)])
  })

  it('has a text for every English text', () => {
    expect(pairs.length).toBeGreaterThan(150)
    for (const [path, , bn] of pairs) expect(bn, path).toBeTypeOf('string')
  })

  it('has no empty, padded or untranslated text', () => {
    for (const [path, en, bn] of pairs) {
      expect(bn?.trim(), path).toBe(bn)
      expect(bn, path).not.toBe('')
      expect(bn, path).not.toBe(en)
    }
  })

  it('writes every text in Bangla script, numbers in Bangla digits', () => {
    for (const [path, , bn] of pairs) {
      expect(bn, path).toMatch(banglaLetter)
      expect(bn, path).not.toMatch(/[0-9]/)
    }
  })

  it('has no repeated module title or highlight, like the English', () => {
    for (const course of bnCourseList) {
      const modules = course.curriculum.map((m) => m.module)
      expect(new Set(modules).size).toBe(modules.length)
      expect(new Set(course.highlights).size).toBe(course.highlights.length)
    }
  })

  it('gives durations in Bangla digits and weeks (সপ্তাহ)', () => {
    expect(bnCourseList.map((c) => c.duration)).toEqual(['৮ সপ্তাহ', '১২ সপ্তাহ', '১০ সপ্তাহ'])
    for (const id of courseIds) {
      const weeks = courses[id].duration.match(/\d+/)?.[0] ?? 'none'
      expect(bnCourses[id].duration).toBe(`${toBanglaDigits(weeks)} সপ্তাহ`)
    }
  })

  it('writes the instructors’ names in Bangla script', () => {
    expect(bnCourseList.map((c) => c.instructor.name)).toEqual([
      'তানভীর হোসেন',
      'আরিফ চৌধুরী',
      'নুসরাত জাহান',
    ])
    for (const course of bnCourseList) expect(course.instructor.name).toMatch(/^[\u0980-\u09ff ]+$/)
  })

  it('has the titles, and the Bangla discount labels built from the prices', () => {
    expect(bnCourseList.map(({ title, discount }) => ({ title, discount }))).toEqual([
      { title: 'ক্রিয়েটিভ ডিজাইন', discount: '৬০% ছাড়' },
      { title: 'AI দিয়ে ওয়েব ডেভেলপমেন্ট', discount: '৫৩% ছাড়' },
      { title: 'ভিডিও এডিটিং', discount: '৬২% ছাড়' },
    ])
    for (const c of bnCourseList) {
      expect(c.discount).toBe(discountLabelFor(c.price, c.originalPrice, 'bn'))
    }
  })

  it('keeps the tool names learners see in their apps', () => {
    const all = (id: keyof typeof bnCourses) => texts(wordsOf(bnCourses[id])).join(' ')
    for (const tool of ['Canva', 'PixelLab']) expect(all('creative-design')).toContain(tool)
    for (const tool of ['HTML', 'CSS', 'JavaScript', 'React', 'AI', 'GitHub'])
      expect(all('web-development')).toContain(tool)
    for (const tool of ['CapCut', 'VN', 'Premiere Pro'])
      expect(all('video-editing')).toContain(tool)
  })

  it.each(bnCourseList.map((c) => [c.id, c] as const))(
    '%s parses with bnCourseSchema unchanged, and not with the English schema',
    (_id, course) => {
      expect(bnCourseSchema.parse(course)).toEqual(course)
      expect(courseSchemaFor('bn').parse(course)).toEqual(course)
      expect(courseSchema.safeParse(course).success).toBe(false)
    },
  )

  it('is frozen, like the English catalogue', () => {
    expect(() => {
      ;(bnCourses['creative-design'] as { title: string }).title = 'x'
    }).toThrow(TypeError)
    expect(() => {
      ;(bnCourses['video-editing'].curriculum[0]?.lessons as string[]).push('x')
    }).toThrow(TypeError)
    expect(() => {
      ;(bnCourseList as Course[]).pop()
    }).toThrow(TypeError)
  })
})

describe('the catalogue in a language', () => {
  it('is English by default, exactly as before', () => {
    expect(courseListFor()).toBe(courseList)
    expect(courseListFor('en')).toBe(courseList)
    expect(coursesFor()).toBe(courses)
    for (const id of courseIds) {
      expect(getCourse(id)).toBe(courses[id])
      expect(getCourse(id, 'en')).toBe(courses[id])
    }
    expect(getCourse('skill-pack')).toBe(courses['video-editing'])
    expect(coursesInCategory('all')).toBe(courseList)
    expect(coursesInCategory('design')).toEqual([courses['creative-design']])
    expect(courseSchemaFor()).toBe(courseSchema)
  })

  it('gives the English course when getCourse is used as a map callback (index, not locale)', () => {
    expect(['web-development', 'skill-pack'].map(getCourse)).toEqual([
      courses['web-development'],
      courses['video-editing'],
    ])
  })

  it('is Bangla for bn', () => {
    expect(courseListFor('bn')).toBe(bnCourseList)
    expect(coursesFor('bn')).toBe(bnCourses)
    for (const id of courseIds) expect(getCourse(id, 'bn')).toBe(bnCourses[id])
    expect(getCourse('skill-pack', 'bn')).toBe(bnCourses['video-editing'])
    expect(getCourse('cooking', 'bn')).toBeNull()
    expect(getCourse('', 'bn')).toBeNull()
    expect(coursesInCategory('all', 'bn')).toBe(bnCourseList)
    for (const category of courseCategories) {
      expect(coursesInCategory(category, 'bn').map((c) => c.id)).toEqual(
        coursesInCategory(category).map((c) => c.id),
      )
      for (const c of coursesInCategory(category, 'bn')) expect(c).toBe(bnCourses[c.id])
    }
  })

  it('switches a course between languages by id', () => {
    for (const id of courseIds) {
      expect(localizedCourse(courses[id], 'bn')).toBe(bnCourses[id])
      expect(localizedCourse(bnCourses[id], 'en')).toBe(courses[id])
      expect(localizedCourse(bnCourses[id], 'bn')).toBe(bnCourses[id])
    }
  })

  it('shows Bangla highlights on Bangla cards, with the same count', () => {
    const en = cardHighlights(courses['web-development'])
    const bn = cardHighlights(bnCourses['web-development'])
    expect(bn.more).toBe(en.more)
    expect(bn.shown).toEqual(bnCourses['web-development'].highlights.slice(0, 3))
  })

  it('leaves the English catalogue free of Bangla script', () => {
    for (const course of courseList) {
      for (const [path, text] of texts(wordsOf(course)))
        expect(text, path).not.toMatch(banglaLetter)
    }
  })
})

describe('the Bangla messages', () => {
  const enTexts = texts(messages)
  const bnTexts = new Map(texts(bnMessages))

  it('have exactly the keys of the English messages', () => {
    expect(structure(bnMessages)).toStrictEqual(structure(messages))
    expect([...bnTexts.keys()]).toEqual(enTexts.map(([path]) => path))
  })

  it('are all translated, in Bangla script, with Bangla digits', () => {
    expect(enTexts.length).toBeGreaterThanOrEqual(40)
    for (const [path, en] of enTexts) {
      const bn = bnTexts.get(path)
      expect(bn, path).toBeTypeOf('string')
      expect(bn?.trim(), path).toBe(bn)
      expect(bn, path).not.toBe('')
      expect(bn, path).not.toBe(en)
      expect(bn, path).toMatch(banglaLetter)
      // The only ASCII digits: the sample bKash transaction id, typed exactly as the SMS shows it.
      expect(bn?.replace('8N7A6B5C4D', ''), path).not.toMatch(/[0-9]/)
    }
  })

  it('say the numbers of the English messages, in Bangla digits', () => {
    for (const [path, en] of enTexts) {
      const numbers = en.replace('8N7A6B5C4D', '').match(/\d+/g) ?? []
      for (const n of numbers) expect(bnTexts.get(path), path).toContain(toBanglaDigits(n))
    }
  })

  it('read as a Bangladeshi learner expects', () => {
    expect(bnMessages.missingInformation).toEqual({
      title: 'তথ্য অসম্পূর্ণ',
      description: 'অনুগ্রহ করে প্রয়োজনীয় সব ঘর পূরণ করুন।',
      text: 'তথ্য অসম্পূর্ণ - অনুগ্রহ করে প্রয়োজনীয় সব ঘর পূরণ করুন।',
    })
    expect(bnMessages.phone.invalid).toBe('বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।')
    expect(bnMessages.password.tooShort).toBe('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে।')
    expect(bnMessages.coupon.applied(25)).toBe('✅ কুপন অ্যাপ্লাই হয়েছে! ২৫% ছাড়।')
    expect(bnMessages.coupon.applied(100)).toBe('✅ কুপন অ্যাপ্লাই হয়েছে! ১০০% ছাড়।')
    expect(bnMessages.coupon.invalidOrExpired.startsWith('❌ ')).toBe(true)
    expect(bnMessages.avatar.tooLarge).toContain('২ MB')
    expect(bnMessages.support.hours).toBe('প্রতিদিন সকাল ৯টা থেকে রাত ৯টা')
  })

  it('leave the English messages as they were', () => {
    expect(messages.missingInformation.text).toBe(
      'Missing Information - Please fill in all required fields.',
    )
    expect(messages.coupon.applied(25)).toBe('✅ Coupon applied! 25% discount.')
    expect(messages.course.invalid).toBe('Invalid course selected.')
    expect(messages.support.hours).toBe('9 AM to 9 PM daily')
    for (const [path, en] of enTexts) expect(en, path).not.toMatch(banglaLetter)
  })

  it('are chosen by messagesFor, English by default', () => {
    expect(messagesFor()).toBe(messages)
    expect(messagesFor('en')).toBe(messages)
    expect(messagesFor('bn')).toBe(bnMessages)
    expect(messagesFor('fr' as Locale)).toBe(messages)
  })
})

describe('the form texts', () => {
  it('state the limits the schemas enforce, in both languages', () => {
    const bn = (n: number) => toBanglaDigits(String(n))
    expect(messages.password.tooShort).toContain(String(limits.passwordMinLength))
    expect(bnMessages.password.tooShort).toContain(bn(limits.passwordMinLength))
    expect(messages.name.tooLong).toContain(String(limits.nameMaxLength))
    expect(bnMessages.name.tooLong).toContain(bn(limits.nameMaxLength))
    expect(messages.message.tooLong).toContain(String(limits.messageMaxLength))
    expect(messages.transactionId.invalid).toContain(
      `${limits.transactionIdMinLength} to ${limits.transactionIdMaxLength}`,
    )
    expect(messages.avatar.tooLarge).toContain(`${avatarUpload.maxBytes / (1024 * 1024)} MB`)
    expect(messages.support.hours).toBe(
      `${support.opensAtHour} AM to ${support.closesAtHour - 12} PM daily`,
    )
  })
})

/** Bad input for every form, touching every message a schema can give. */
const badInputs: [keyof FormSchemas, unknown][] = [
  ['joinNow', {}],
  [
    'joinNow',
    { name: 'x'.repeat(101), email: 'no', whatsapp: '123', course: 'x', paymentMethod: 'Cash' },
  ],
  ['contact', { name: 'A', email: 'a@b.co', subject: 'x'.repeat(201), message: ' ' }],
  ['contact', { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }],
  ['signup', { email: '', username: '', password: '' }],
  ['signup', { email: 'a@b.co', username: 'x'.repeat(51), password: '12345' }],
  ['login', { email: 'a@b.co' }],
  ['enroll', { courseId: 'cooking', name: 'A', phone: '', transactionId: '' }],
  [
    'enroll',
    {
      courseId: 'web-development',
      name: 'A',
      phone: '0123',
      paymentMethod: 'Cash',
      transactionId: 'ab',
      couponCode: 'x'.repeat(41),
    },
  ],
  ['resetPassword', { password: 'secret', confirm: 'secreT' }],
  ['enrollForm', { ...filledForms.enroll, couponCode: 'EID25', checkedCoupon: null }],
  [
    'enrollForm',
    { ...filledForms.enroll, couponCode: 'OLD', checkedCoupon: { code: 'OLD', percent: null } },
  ],
  ['couponCreate', { code: '', discount_percent: '' }],
  ['couponCreate', { code: 'EID', discount_percent: '101' }],
  ['workshop', { name: 'A', whatsapp: '', address: '', institution: '', courses: [] }],
  [
    'workshop',
    {
      name: 'A',
      whatsapp: '01712345678',
      address: 'x'.repeat(301),
      institution: 'x'.repeat(201),
      courses: ['x'],
    },
  ],
  ['profileEdit', { name: 'A', phone: '12', social_links: { facebook: 'facebook.com/me' } }],
  ['profileEdit', { name: 'A', social_links: { twitter: `https://x.com/${'a'.repeat(500)}` } }],
  ['avatarFile', undefined],
  ['avatarFile', file(5, 'text/plain', 'notes.txt')],
  ['avatarFile', file(0, 'image/png', 'empty.png')],
  ['avatarFile', file(3 * 1024 * 1024, 'image/png', 'big.png')],
]

describe('the form schemas in Bangla', () => {
  it('are createFormSchemas(messagesFor("bn")), chosen by formSchemasFor', () => {
    expect(formSchemasFor('bn')).toBe(bnFormSchemas)
    expect(formSchemasFor()).toBe(formSchemas)
    expect(formSchemasFor('en')).toBe(formSchemas)
    expect(Object.keys(bnFormSchemas)).toEqual(Object.keys(formSchemas))
  })

  it('give the Bangla message for an invalid phone or WhatsApp number', () => {
    const enroll = { ...filledForms.enroll, name: 'রহিম', phone: '0171234' }
    expect(issues(bnFormSchemas.enroll, enroll)).toEqual([
      ['phone', 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।'],
    ])
    expect(issues(formSchemas.enroll, enroll)).toEqual([
      ['phone', 'Enter a Bangladeshi mobile number like 01712345678.'],
    ])
    const joinNow = { ...filledForms.joinNow, name: 'রহিম', whatsapp: '12345' }
    expect(issues(bnFormSchemas.joinNow, joinNow)).toEqual([
      ['whatsapp', 'বাংলাদেশের একটি হোয়াটসঅ্যাপ নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।'],
    ])
  })

  it('give the Bangla required messages, in field order', () => {
    expect(
      issues(bnFormSchemas.joinNow, { name: ' ', email: '', whatsapp: '', course: '' }),
    ).toEqual([
      ['name', 'আপনার নাম লিখুন।'],
      ['email', 'আপনার ইমেইল ঠিকানা লিখুন।'],
      ['whatsapp', 'আপনার হোয়াটসঅ্যাপ নম্বর লিখুন।'],
      ['course', 'একটি কোর্স বেছে নিন।'],
    ])
    expect(issues(bnFormSchemas.signup, { ...filledForms.signup, password: '123' })).toEqual([
      ['password', 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে।'],
    ])
    expect(issues(bnFormSchemas.enroll, { ...filledForms.enroll, courseId: 'cooking' })).toEqual([
      ['courseId', 'বেছে নেওয়া কোর্সটি সঠিক নয়।'],
    ])
  })

  it.each(badInputs.map(([form, input], i) => [i, form, input] as const))(
    'case %i (%s): the Bangla schema gives, field by field, the Bangla text of each English message',
    (_i, form, input) => {
      const byText = new Map(texts(messages).map(([path, text]) => [text, path]))
      const bnByPath = new Map(texts(bnMessages))
      const en = issues(formSchemas[form], input)
      const bn = issues(bnFormSchemas[form], input)
      expect(bn.map(([path]) => path)).toEqual(en.map(([path]) => path))
      en.forEach(([field, text], index) => {
        const key = byText.get(text)
        expect(key, `${field}: '${text}' is not in messages`).toBeDefined()
        expect(bn[index]?.[1], field).toBe(bnByPath.get(key ?? ''))
      })
    },
  )

  it('cover every form-field message of the catalogue in the cases above', () => {
    const used = new Set(
      badInputs.flatMap(([form, input]) =>
        issues(formSchemas[form], input).map(([, text]) => text),
      ),
    )
    const notFormErrors = new Set([
      'missingInformation.title',
      'missingInformation.description',
      'missingInformation.text',
      'coupon.applied(25)',
      'coupon.invalidOrExpired',
      'support.hours',
    ])
    const unused = texts(messages)
      .filter(([path, text]) => !notFormErrors.has(path) && !used.has(text))
      .map(([path]) => path)
    expect(unused).toEqual([])
  })

  it.each<['joinNow' | 'enroll', Record<string, string>, unknown]>([
    [
      'joinNow',
      { name: ' রহিম উদ্দিন ', whatsapp: '০১৮১২-৩৪৫৬৭৮', paymentMethod: 'Bank Transfer' },
      {
        name: 'রহিম উদ্দিন',
        email: 'rahim@example.com',
        whatsapp: '01812345678',
        course: 'skill-pack',
        paymentMethod: 'Bank Transfer',
      },
    ],
    [
      'enroll',
      { courseId: 'skill-pack', name: 'নুসরাত', phone: '+৮৮০১৭১২৩৪৫৬৭৮' },
      {
        courseId: 'video-editing',
        name: 'নুসরাত',
        phone: '01712345678',
        paymentMethod: 'Nagad',
        transactionId: '8N7A6B5C4D',
        couponCode: 'EID25',
      },
    ],
  ])(
    'accept the same input (%s, with Bangla names and digits) and give the same values as the English schemas',
    (form, banglaFields, values) => {
      const input = { ...filledForms[form], ...banglaFields }
      expect(bnFormSchemas[form].parse(input)).toEqual(values)
      expect(formSchemas[form].parse(input)).toEqual(values)
    },
  )
})

describe('labels in Bangla', () => {
  it('keep the footer slugs and join-now ids, with Bangla text', () => {
    expect(footerCourseLinksFor()).toBe(footerCourseLinks)
    expect(footerCourseLinksFor('bn')).toBe(bnFooterCourseLinks)
    expect(joinNowCourseOptionsFor()).toBe(joinNowCourseOptions)
    expect(joinNowCourseOptionsFor('bn')).toBe(bnJoinNowCourseOptions)
    expect(bnFooterCourseLinks.map((l) => l.slug)).toEqual(footerCourseLinks.map((l) => l.slug))
    expect(bnJoinNowCourseOptions.map((o) => o.id)).toEqual(joinNowCourseOptions.map((o) => o.id))
    const labels = [...bnFooterCourseLinks, ...bnJoinNowCourseOptions].map((l) => l.label)
    for (const label of labels) expect(label).toMatch(banglaLetter)
    expect(bnFooterCourseLinks.map((l) => l.label)).toEqual([
      'ক্রিয়েটিভ ডিজাইন',
      'AI দিয়ে ওয়েব ডেভেলপমেন্ট',
      'বেসিক থেকে অ্যাডভান্সড ভিডিও এডিটিং',
    ])
    expect(bnJoinNowCourseOptions[2]?.label).toBe('অ্যাডভান্সড ভিডিও এডিটিং')
  })

  it('use the Bangla course titles for the first two courses', () => {
    expect(bnFooterCourseLinks[0]?.label).toBe(bnCourses['creative-design'].title)
    expect(bnFooterCourseLinks[1]?.label).toBe(bnCourses['web-development'].title)
  })

  it('translate payment methods that are words and keep the wallet brands', () => {
    const methods = [...new Set([...joinNowPaymentMethods, ...enrollPaymentMethods])]
    expect(structure(paymentMethodLabels.bn)).toStrictEqual(structure(paymentMethodLabels.en))
    expect(Object.keys(paymentMethodLabels.en).sort()).toEqual([...methods].sort())
    for (const method of methods) {
      expect(paymentMethodLabel(method)).toBe(method)
      expect(paymentMethodLabel(method, 'en')).toBe(method)
      const bn = paymentMethodLabel(method, 'bn')
      if (sameInBothLanguages.has(method)) expect(bn).toBe(method)
      else {
        expect(bn).not.toBe(method)
        expect(bn).toMatch(banglaLetter)
      }
    }
    expect(paymentMethodLabel('Bank Transfer', 'bn')).toBe('ব্যাংক ট্রান্সফার')
    expect(paymentMethodLabel('Bank', 'bn')).toBe('ব্যাংক')
    expect(paymentMethodLabel('bKash', 'bn')).toBe('bKash')
  })

  it('name the categories in both languages', () => {
    expect(structure(courseCategoryLabels.bn)).toStrictEqual(structure(courseCategoryLabels.en))
    expect(Object.keys(courseCategoryLabels.en)).toEqual(['all', ...courseCategories])
    expect(courseCategoryLabel('all')).toBe('All Courses')
    expect(courseCategoryLabel('editing', 'bn')).toBe('এডিটিং')
    for (const category of ['all', ...courseCategories] as const) {
      const bn = courseCategoryLabel(category, 'bn')
      expect(bn).toMatch(banglaLetter)
      expect(bn).not.toBe(courseCategoryLabel(category, 'en'))
    }
  })
})

describe('prices in a language', () => {
  it('formatTakaFor uses the language’s digits, English by default', () => {
    expect(formatTakaFor(1499)).toBe('৳1,499')
    expect(formatTakaFor(1499, 'en')).toBe('৳1,499')
    expect(formatTakaFor(1499, 'bn')).toBe('৳১,৪৯৯')
    expect(formatTakaFor(100000, 'bn')).toBe('৳১,০০,০০০')
    for (const course of bnCourseList) {
      expect(formatTakaFor(course.price, 'bn')).toBe(formatTaka(course.price, { digits: 'bn' }))
    }
    expect(() => formatTakaFor(-1, 'bn')).toThrow(RangeError)
  })

  it('discountLabelFor is discountLabel in English and ‘N% ছাড়’ in Bangla', () => {
    for (const c of courseList) {
      expect(discountLabelFor(c.price, c.originalPrice)).toBe(
        discountLabel(c.price, c.originalPrice),
      )
      expect(discountLabelFor(c.price, c.originalPrice, 'en')).toBe(c.discount)
    }
    expect(discountLabelFor(399, 999, 'bn')).toBe('৬০% ছাড়')
    expect(() => discountLabelFor(999, 399, 'bn')).toThrow(RangeError)
  })
})
