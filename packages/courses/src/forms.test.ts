import { describe, expect, it } from 'vitest'
import {
  avatarFileSchema,
  contactSchema,
  couponCreateSchema,
  createFormSchemas,
  enrollSchema,
  formSchemas,
  joinNowRecordSchema,
  joinNowSchema,
  loginSchema,
  profileEditSchema,
  signupSchema,
  toJoinNowRecord,
  workshopSchema,
} from './forms.ts'
import { file, filledForms, issues } from './forms.fixtures.ts'
import { messages, type Messages } from './messages.ts'

const bangladeshiPhone = 'Enter a Bangladeshi mobile number like 01712345678.'
const bangladeshiWhatsapp = 'Enter a Bangladeshi WhatsApp number like 01712345678.'

type FilledForm = keyof typeof filledForms

describe('every form', () => {
  it.each<[FilledForm, unknown]>([
    [
      'joinNow',
      {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        whatsapp: '01812345678',
        course: 'skill-pack',
        paymentMethod: 'Rocket',
      },
    ],
    [
      'contact',
      { name: 'Sadia', email: 'sadia@example.com', subject: 'Fees', message: 'How do I pay?' },
    ],
    ['signup', { email: 'nadia@example.com', username: 'nadia', password: 'secret' }],
    ['login', { email: 'a@example.com', password: '1' }],
    [
      'enroll',
      {
        courseId: 'web-development',
        name: 'Tania Akter',
        phone: '01712345678',
        paymentMethod: 'Nagad',
        transactionId: '8N7A6B5C4D',
        couponCode: 'EID25',
      },
    ],
    [
      'workshop',
      {
        name: 'Jannat',
        whatsapp: '01512345678',
        address: 'Agrabad, Chattogram',
        institution: 'Chittagong College',
        courses: ['creative-design', 'video-editing'],
      },
    ],
    [
      'profileEdit',
      {
        name: 'Mitu',
        phone: '01612345678',
        social_links: {
          twitter: null,
          linkedin: 'https://www.linkedin.com/in/mitu',
          facebook: 'http://facebook.com/mitu',
        },
      },
    ],
  ])('%s accepts a filled form, trimmed and normalised', (form, normalised) => {
    expect(formSchemas[form].parse(filledForms[form])).toEqual(normalised)
  })

  it.each<[FilledForm, string]>([
    ['joinNow', 'paymentMethod'],
    ['contact', 'subject'],
    ['enroll', 'couponCode'],
    ['profileEdit', 'phone'],
  ])('%s leaves %s optional: blank or missing comes out as null', (form, field) => {
    const { [field]: _omitted, ...without }: Record<string, unknown> = filledForms[form]
    for (const input of [{ ...without, [field]: '' }, { ...without, [field]: '  ' }, without]) {
      const parsed: Record<string, unknown> = formSchemas[form].parse(input)
      expect(parsed[field], JSON.stringify(input)).toBeNull()
    }
  })
})

describe('joinNowSchema', () => {
  // The payment method is optional (every form, above): it appears once a course is chosen.
  const good = filledForms.joinNow

  it.each(['bKash', 'Nagad', 'Rocket', 'Bank Transfer'])(
    'accepts the join-now payment method %s',
    (paymentMethod) => {
      expect(joinNowSchema.parse({ ...good, paymentMethod }).paymentMethod).toBe(paymentMethod)
    },
  )

  it.each(['creative-design', 'web-development', 'skill-pack'])(
    'accepts the join-now course option %s',
    (course) => {
      expect(joinNowSchema.parse({ ...good, course }).course).toBe(course)
    },
  )

  it.each([
    ['blank', { name: ' ', email: '', whatsapp: '', course: '' }],
    ['missing', {}],
  ])('requires name, email, whatsapp and course (%s)', (_case, input) => {
    expect(issues(joinNowSchema, input)).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter your email address.'],
      ['whatsapp', 'Enter your WhatsApp number.'],
      ['course', 'Choose a course.'],
    ])
  })

  it('refuses bad values with messages that say what is expected', () => {
    expect(
      issues(joinNowSchema, {
        ...good,
        email: 'rahim@',
        whatsapp: '1234',
        course: 'cooking',
        paymentMethod: 'Cash',
      }),
    ).toEqual([
      ['email', 'Enter a valid email address, like name@example.com.'],
      ['whatsapp', bangladeshiWhatsapp],
      ['course', 'Invalid course selected.'],
      ['paymentMethod', 'Choose a payment method from the list.'],
    ])
    // 'Bank' is an enrolment-page method, not a join-now one
    expect(issues(joinNowSchema, { ...good, paymentMethod: 'Bank' })).toEqual([
      ['paymentMethod', 'Choose a payment method from the list.'],
    ])
  })

  it('refuses a name over 100 characters', () => {
    expect(issues(joinNowSchema, { ...good, name: 'a'.repeat(101) })).toEqual([
      ['name', 'Keep your name under 100 characters.'],
    ])
    expect(joinNowSchema.parse({ ...good, name: 'a'.repeat(100) }).name).toHaveLength(100)
  })
})

describe('joinNowRecordSchema and toJoinNowRecord', () => {
  it('builds a pending record with the submission time that reads back unchanged', () => {
    const form = joinNowSchema.parse(filledForms.joinNow)
    const record = toJoinNowRecord(form, new Date('2026-11-21T04:30:00.000Z'))
    expect(record).toEqual({
      ...form,
      enrollmentDate: '2026-11-21T04:30:00.000Z',
      status: 'pending',
    })
    expect(joinNowRecordSchema.parse(JSON.parse(JSON.stringify(record)))).toEqual(record)
  })

  it('refuses a stored record without a date or with another status', () => {
    const base = joinNowSchema.parse(filledForms.joinNow)
    expect(
      joinNowRecordSchema.safeParse({ ...base, enrollmentDate: 'yesterday', status: 'pending' })
        .success,
    ).toBe(false)
    expect(
      joinNowRecordSchema.safeParse({
        ...base,
        enrollmentDate: '2026-11-21T04:30:00.000Z',
        status: 'approved',
      }).success,
    ).toBe(false)
  })
})

describe('contactSchema', () => {
  it('requires name, email and message', () => {
    expect(issues(contactSchema, { name: '', email: '', subject: 'x', message: '   ' })).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter your email address.'],
      ['message', 'Write your message.'],
    ])
  })

  it('limits the lengths', () => {
    expect(
      issues(contactSchema, {
        ...filledForms.contact,
        subject: 'x'.repeat(201),
        message: 'x'.repeat(5001),
      }),
    ).toEqual([
      ['subject', 'Keep the subject under 200 characters.'],
      ['message', 'Keep your message under 5000 characters.'],
    ])
  })
})

describe('signupSchema', () => {
  it('keeps the password exactly as typed, spaces included', () => {
    expect(signupSchema.parse({ ...filledForms.signup, password: ' pass word ' }).password).toBe(
      ' pass word ',
    )
  })

  it('refuses a password under 6 characters and missing fields', () => {
    expect(issues(signupSchema, { ...filledForms.signup, password: '12345' })).toEqual([
      ['password', 'Password must be at least 6 characters.'],
    ])
    expect(issues(signupSchema, { email: '', username: '', password: '' })).toEqual([
      ['email', 'Enter your email address.'],
      ['username', 'Choose a username.'],
      ['password', 'Enter your password.'],
    ])
  })
})

describe('loginSchema', () => {
  // Any password length will do: the filled form of every form, above, has one character.
  it('needs an email and a password', () => {
    expect(issues(loginSchema, { email: 'not-an-email', password: '' })).toEqual([
      ['email', 'Enter a valid email address, like name@example.com.'],
      ['password', 'Enter your password.'],
    ])
  })
})

describe('enrollSchema', () => {
  // The coupon code is optional (every form, above).
  const good = filledForms.enroll

  it('defaults the payment method to bKash and accepts the enrolment page methods only', () => {
    const { paymentMethod: _omitted, ...withoutMethod } = good
    expect(enrollSchema.parse(withoutMethod).paymentMethod).toBe('bKash')
    expect(enrollSchema.parse({ ...good, paymentMethod: 'Bank' }).paymentMethod).toBe('Bank')
    expect(issues(enrollSchema, { ...good, paymentMethod: 'Rocket' })).toEqual([
      ['paymentMethod', 'Choose a payment method from the list.'],
    ])
  })

  it.each([
    ['creative-design', 'creative-design'],
    ['video-editing', 'video-editing'],
    ['skill-pack', 'video-editing'],
  ])('accepts the course %s (as %s)', (courseId, resolved) => {
    expect(enrollSchema.parse({ ...good, courseId }).courseId).toBe(resolved)
  })

  it.each(['cooking', '', 'WEB-DEVELOPMENT', undefined])(
    'refuses the course %j as an invalid course',
    (courseId) => {
      expect(issues(enrollSchema, { ...good, courseId })).toEqual([
        ['courseId', 'Invalid course selected.'],
      ])
    },
  )

  it('requires name, phone and transaction id', () => {
    expect(
      issues(enrollSchema, { courseId: 'web-development', name: '', phone: '', transactionId: '' }),
    ).toEqual([
      ['name', 'Enter your name.'],
      ['phone', 'Enter your mobile number.'],
      ['transactionId', 'Enter the transaction ID of your payment.'],
    ])
  })

  it('refuses a bad phone number and transaction id with what is expected', () => {
    expect(
      issues(enrollSchema, { ...good, phone: '01212345678', transactionId: 'TRX 123' }),
    ).toEqual([
      ['phone', bangladeshiPhone],
      [
        'transactionId',
        'Enter the transaction ID from your payment message: 6 to 30 letters and numbers, no spaces (a bKash ID has 10, like 8N7A6B5C4D).',
      ],
    ])
  })

  it('refuses a coupon code over 40 characters', () => {
    expect(issues(enrollSchema, { ...good, couponCode: 'x'.repeat(41) })).toEqual([
      ['couponCode', 'A coupon code has at most 40 characters.'],
    ])
  })
})

describe('couponCreateSchema', () => {
  it('normalises the code and parses the percent as a whole number', () => {
    expect(couponCreateSchema.parse({ code: ' eid25 ', discount_percent: ' 25 ' })).toEqual({
      code: 'EID25',
      discount_percent: 25,
    })
    expect(couponCreateSchema.parse({ code: 'FREE', discount_percent: 100 })).toEqual({
      code: 'FREE',
      discount_percent: 100,
    })
    expect(couponCreateSchema.parse({ code: 'ONE', discount_percent: '1' }).discount_percent).toBe(
      1,
    )
  })

  it.each([
    ['empty', { code: '  ', discount_percent: '' }],
    ['missing', {}],
  ])("says 'Fill all fields' when the fields are %s", (_case, input) => {
    expect(issues(couponCreateSchema, input)).toEqual([
      ['code', 'Fill all fields'],
      ['discount_percent', 'Fill all fields'],
    ])
  })

  it('treats NaN (an emptied number input) as an empty field', () => {
    expect(issues(couponCreateSchema, { code: 'X', discount_percent: Number.NaN })).toEqual([
      ['discount_percent', 'Fill all fields'],
    ])
  })

  it.each(['0', '101', '-5', '12.5', '1e2', 'ten', '0x10', 0, 101, 12.5, -1])(
    'refuses the percent %j rather than clamping or truncating it',
    (discount_percent) => {
      expect(issues(couponCreateSchema, { code: 'X', discount_percent })).toEqual([
        ['discount_percent', 'The discount must be a whole number from 1 to 100.'],
      ])
    },
  )

  it('refuses a code over 40 characters', () => {
    expect(issues(couponCreateSchema, { code: 'x'.repeat(41), discount_percent: '10' })).toEqual([
      ['code', 'A coupon code has at most 40 characters.'],
    ])
  })
})

describe('workshopSchema', () => {
  // Every form, above: a registration comes out with its courses resolved.
  const good = filledForms.workshop

  it('counts a course chosen twice (by id and alias) once', () => {
    expect(
      workshopSchema.parse({ ...good, courses: ['video-editing', 'skill-pack'] }).courses,
    ).toEqual(['video-editing'])
  })

  it('needs every field and at least one course', () => {
    expect(
      issues(workshopSchema, { name: '', whatsapp: '', address: '', institution: '', courses: [] }),
    ).toEqual([
      ['name', 'Enter your name.'],
      ['whatsapp', 'Enter your WhatsApp number.'],
      ['address', 'Enter your address.'],
      ['institution', 'Enter your school, college or university.'],
      ['courses', 'Choose at least one course.'],
    ])
    expect(issues(workshopSchema, { ...good, courses: undefined })).toEqual([
      ['courses', 'Choose at least one course.'],
    ])
  })

  it('refuses unknown courses and a bad WhatsApp number', () => {
    expect(
      issues(workshopSchema, { ...good, whatsapp: '+1 555 0100', courses: ['cooking'] }),
    ).toEqual([
      ['whatsapp', bangladeshiWhatsapp],
      ['courses.0', 'Invalid course selected.'],
    ])
  })
})

describe('profileEditSchema', () => {
  it('needs only a name: phone and links missing come out as null', () => {
    expect(profileEditSchema.parse({ name: ' Mitu ' })).toEqual({
      name: 'Mitu',
      phone: null,
      social_links: { twitter: null, linkedin: null, facebook: null },
    })
  })

  it.each([
    'javascript:alert(1)',
    'facebook.com/mitu',
    'ftp://facebook.com/mitu',
    'https://',
    'data:text/html,hi',
  ])('refuses the link %j', (link) => {
    expect(issues(profileEditSchema, { name: 'Mitu', social_links: { facebook: link } })).toEqual([
      [
        'social_links.facebook',
        'Enter a full link starting with http:// or https://, like https://facebook.com/yourname.',
      ],
    ])
  })

  it('refuses an empty name and a bad phone', () => {
    expect(issues(profileEditSchema, { name: '', phone: '12345' })).toEqual([
      ['name', 'Enter your name.'],
      ['phone', bangladeshiPhone],
    ])
  })

  it('refuses an overlong link', () => {
    expect(
      issues(profileEditSchema, {
        name: 'M',
        social_links: { twitter: `https://x.com/${'a'.repeat(500)}` },
      }),
    ).toEqual([['social_links.twitter', 'Keep the link under 500 characters.']])
  })
})

describe('avatarFileSchema', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts a %s image', (type) => {
    expect(avatarFileSchema.safeParse(file(1024, type)).success).toBe(true)
  })

  it('accepts an image of exactly 2 MB', () => {
    expect(avatarFileSchema.safeParse(file(2 * 1024 * 1024, 'image/png')).success).toBe(true)
  })

  it.each(['application/pdf', 'image/svg+xml', 'text/html', 'video/mp4', ''])(
    'refuses the file type %j, even an image one',
    (type) => {
      expect(issues(avatarFileSchema, file(10, type))).toEqual([
        ['', 'Choose an image file: JPEG, PNG, WebP or GIF.'],
      ])
    },
  )

  it('refuses images over 2 MB and empty files', () => {
    expect(issues(avatarFileSchema, file(2 * 1024 * 1024 + 1, 'image/jpeg'))).toEqual([
      ['', 'The image is too large: choose one of 2 MB or less.'],
    ])
    expect(issues(avatarFileSchema, file(0, 'image/jpeg'))).toEqual([
      ['', 'This file is empty: choose another image.'],
    ])
  })

  it('asks for an image when given none', () => {
    expect(issues(avatarFileSchema, undefined)).toEqual([['', 'Choose an image to upload.']])
    expect(issues(avatarFileSchema, 'avatar.png')).toEqual([['', 'Choose an image to upload.']])
  })
})

describe('resetPassword', () => {
  const { resetPassword } = createFormSchemas()

  it('accepts the same new password typed twice, as typed', () => {
    expect(resetPassword.parse({ password: ' secret ', confirm: ' secret ' })).toEqual({
      password: ' secret ',
      confirm: ' secret ',
    })
  })

  it('says the passwords differ only once the password itself is acceptable', () => {
    expect(issues(resetPassword, { password: 'secret', confirm: 'secreT' })).toEqual([
      ['confirm', 'The two passwords do not match.'],
    ])
    expect(issues(resetPassword, { password: '123', confirm: '' })).toEqual([
      ['password', 'Password must be at least 6 characters.'],
    ])
  })
})

describe('enrollForm: a typed coupon must have been applied and valid', () => {
  const { enrollForm } = createFormSchemas()
  const good = filledForms.enroll
  const notChecked = 'Tap Apply to check this coupon before you submit, or clear the field.'

  it('accepts no coupon, and a coupon the check found valid', () => {
    expect(enrollForm.safeParse({ ...good, couponCode: '', checkedCoupon: null }).success).toBe(
      true,
    )
    expect(
      enrollForm.parse({
        ...good,
        couponCode: ' eid25 ',
        checkedCoupon: { code: 'EID25', percent: 25 },
      }).couponCode,
    ).toBe('EID25')
  })

  it('refuses a coupon never applied, or applied before it was changed', () => {
    expect(issues(enrollForm, { ...good, couponCode: 'EID25', checkedCoupon: null })).toEqual([
      ['couponCode', notChecked],
    ])
    expect(
      issues(enrollForm, {
        ...good,
        couponCode: 'EID30',
        checkedCoupon: { code: 'EID25', percent: 25 },
      }),
    ).toEqual([['couponCode', notChecked]])
  })

  it('refuses a coupon the check found invalid or expired', () => {
    expect(
      issues(enrollForm, {
        ...good,
        couponCode: 'OLD',
        checkedCoupon: { code: 'OLD', percent: null },
      }),
    ).toEqual([['couponCode', '❌ Invalid or expired coupon.']])
  })

  it('judges the coupon even when another field is wrong', () => {
    expect(
      issues(enrollForm, { ...good, name: '', couponCode: 'EID25', checkedCoupon: null }),
    ).toEqual([
      ['name', 'Enter your name.'],
      ['couponCode', notChecked],
    ])
  })
})

describe('createFormSchemas', () => {
  it('builds the same schemas with another message catalogue', () => {
    const bangla: Messages = {
      ...messages,
      name: { ...messages.name, required: 'আপনার নাম লিখুন।' },
      course: { ...messages.course, invalid: 'কোর্সটি সঠিক নয়।' },
    }
    const schemas = createFormSchemas(bangla)
    expect(issues(schemas.contact, { ...filledForms.contact, name: '' })).toEqual([
      ['name', 'আপনার নাম লিখুন।'],
    ])
    expect(issues(schemas.enroll, { ...filledForms.enroll, courseId: 'x' })).toEqual([
      ['courseId', 'কোর্সটি সঠিক নয়।'],
    ])
  })
})
