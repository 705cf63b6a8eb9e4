import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBangladeshiMobile, normaliseBangladeshiPhone, whatsAppHref } from './phone.ts'

describe('normaliseBangladeshiPhone', () => {
  it.each([
    '01712345678',
    ' 01712345678 ',
    '+8801712345678',
    '8801712345678',
    '+880 1712 345678',
    '+88 017 1234 5678',
    '017-1234-5678',
    '+88-01712-345678',
    '০১৭১২৩৪৫৬৭৮',
    '+৮৮০১৭১২৩৪৫৬৭৮',
  ])('normalises %j to 01712345678', (input) => {
    expect(normaliseBangladeshiPhone(input)).toBe('01712345678')
  })

  it('accepts every operator digit 3 to 9', () => {
    for (const d of '3456789')
      expect(normaliseBangladeshiPhone(`01${d}12345678`)).toBe(`01${d}12345678`)
  })

  it.each([
    '',
    '   ',
    '0171234567', // 10 digits
    '017123456789', // 12 digits
    '01212345678', // operator 2
    '01112345678',
    '01012345678',
    '02712345678', // Dhaka landline style
    '1712345678', // no leading 0
    '+8701712345678', // wrong country code
    '008801712345678',
    '+88+8801712345678',
    '(017)12345678',
    '017.1234.5678',
    '0171234567a',
    '01712345678 ext 2',
    '+1 555 123 4567',
  ])('refuses %j', (input) => {
    expect(normaliseBangladeshiPhone(input)).toBeNull()
    expect(isBangladeshiMobile(input)).toBe(false)
  })

  it('normalises any valid number written with a country code and separators back to itself', () => {
    const number = fc
      .tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{8}$/))
      .map(([op, rest]) => `01${op}${rest}`)
    const prefix = fc.constantFrom('', '88', '+88')
    const separator = fc.constantFrom('', ' ', '-', '  ', ' - ')
    fc.assert(
      fc.property(
        number,
        prefix,
        fc.array(separator, { minLength: 12, maxLength: 12 }),
        (n, p, seps) => {
          const written = p + [...n].map((digit, i) => digit + (seps[i] ?? '')).join('')
          return normaliseBangladeshiPhone(written) === n
        },
      ),
    )
  })

  it('only ever gives 11-digit 01[3-9] numbers', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const n = normaliseBangladeshiPhone(s)
        return n === null || /^01[3-9]\d{8}$/.test(n)
      }),
    )
  })
})

describe('whatsAppHref', () => {
  it('gives a Bangladeshi mobile number its country code and encodes the message', () => {
    expect(whatsAppHref('01712345678', 'TX 1 & ২')).toBe(
      'https://wa.me/8801712345678?text=TX%201%20%26%20%E0%A7%A8',
    )
    expect(whatsAppHref('+880 1712-345678')).toBe('https://wa.me/8801712345678')
    expect(whatsAppHref('+44 20 7946 0000')).toBe('https://wa.me/442079460000')
  })
})
