import { describe, expect, it } from 'vitest'
import bnJson from '../messages/bn.json'
import enJson from '../messages/en.json'
import { m } from './i18n.ts'

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> }
type Catalogue = Record<string, string | Variant[]>

const load = ({ $schema: _, ...messages }: Record<string, unknown>) => messages as Catalogue
const en = load(enJson)
const bn = load(bnJson)

/** The inputs a message takes (`input n` declarations); none for a plain text. */
const inputs = (message: string | Variant[]) =>
  typeof message === 'string'
    ? []
    : message
        .flatMap((v) => v.declarations)
        .filter((d) => d.startsWith('input '))
        .sort()
const texts = (message: string | Variant[]) =>
  typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match))

/** Bangla texts that are rightly not in Bangla script: names, links and bare patterns. */
const latinInBangla = new Set([
  'meta_titleSuffix',
  'shell_language_label',
  'course_titleTemplate',
  'lesson_title',
  'profile_social_twitter',
  'profile_social_linkedin',
  'profile_socialPlaceholders_twitter',
  'profile_socialPlaceholders_linkedin',
  'profile_socialPlaceholders_facebook',
  'enroll_methodLabels_bKash',
  'enroll_methodLabels_Nagad',
  'classroom_shareWhatsApp',
  'classroom_shareFacebook',
])

describe('the Bangla catalogue', () => {
  it('has every English message and nothing else, with the same inputs', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort())
    const differing = Object.keys(en).filter(
      (key) => JSON.stringify(inputs(en[key]!)) !== JSON.stringify(inputs(bn[key]!)),
    )
    expect(differing).toEqual([])
  })

  it('is written in Bangla: every text uses Bangla script, none is empty', () => {
    const notBangla = Object.keys(bn).filter(
      (key) =>
        !latinInBangla.has(key) && texts(bn[key]!).some((text) => !/[\u0980-\u09FF]/.test(text)),
    )
    expect(notBangla).toEqual([])
    const empty = Object.keys(bn).filter((key) => texts(bn[key]!).some((t) => t.trim() === ''))
    expect(empty).toEqual([])
  })

  it('lets only names and links stay in Latin script', () => {
    for (const key of latinInBangla) expect(bn[key], key).toBeDefined()
  })
})

describe('messages', () => {
  it('take the language as an argument, with numbers in its digits', () => {
    expect(m.course_lessons({ n: 12 }, { locale: 'bn' })).toBe('১২টি ক্লাস')
    expect(m.course_lessons({ n: 12 }, { locale: 'en' })).toBe('12 lessons')
    expect(m.courses_resultCount({ n: 1 }, { locale: 'en' })).toBe('1 course')
    expect(m.courses_resultCount({ n: 3 }, { locale: 'en' })).toBe('3 courses')
    expect(m.footer_copyright({ year: 2026 }, { locale: 'bn' })).toContain('২০২৬')
  })

  it('refuse to guess the language: a call without one throws', () => {
    expect(() => m.shell_login()).toThrow(/without \{ locale \}/)
  })
})
