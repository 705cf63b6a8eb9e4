import { describe, expect, it } from 'vitest'
import { bn } from './bn'
import { en } from './en'
import { catalogueProblems } from './parity'

describe('the Bangla catalogue', () => {
  it('has every message of the English one and nothing else, with the same arguments, none empty', () => {
    expect(catalogueProblems(en, bn)).toEqual([])
  })

  it('is written in Bangla: its page texts use Bangla script', () => {
    // Every page's title and heading (brand and app names alone may stay in Latin script).
    const texts = [
      bn.home.title,
      bn.courses.heading,
      bn.course.curriculum,
      bn.about.heading,
      bn.stories.heading,
      bn.joinNow.heading,
      bn.contact.heading,
      bn.workshop.heading,
      bn.notFound.text,
      bn.forms.email.invalid,
    ]
    for (const text of texts) expect(text).toMatch(/[\u0980-\u09FF]/)
    expect(bn.lang).toBe('bn')
    expect(bn.course.lessons(12)).toBe('১২টি ক্লাস')
  })
})

describe('catalogueProblems', () => {
  it('reports missing and extra keys, other kinds, arity, list lengths and empty texts', () => {
    const reference = {
      a: 'A',
      b: { c: 'C', d: (n: number) => `${n}` },
      e: ['x', 'y'],
      f: 'F',
      g: 'G',
    }
    const other = {
      a: '  ',
      b: { c: 'সি', d: (n: number, m: number) => `${n}${m}`, z: 'extra' },
      e: ['x'],
      f: () => 'F',
    }
    expect(catalogueProblems(reference, other)).toEqual([
      'g: missing in bn',
      'a: empty in bn',
      'b.z: only in bn',
      'b.d: takes 1 argument(s), 2 in bn',
      'e: 2 item(s), 1 in bn',
      'f: string in the reference, function in bn',
    ])
  })

  it('checks what functions return', () => {
    expect(catalogueProblems({ f: (n: number) => [`${n}`] }, { f: () => [''] }, 'bn')).toEqual([
      'f: takes 1 argument(s), 0 in bn',
    ])
    expect(
      catalogueProblems({ f: (n: number) => [`${n}`] }, { f: (n: number) => [n > 5 ? 'x' : ''] }),
    ).toEqual(['f()[0]: empty in bn'])
  })
})
