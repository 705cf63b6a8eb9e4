import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csvField', () => {
  // each case: what a spreadsheet cell holds, and the field csvField writes for it
  const cases: [string, [Parameters<typeof csvField>[0], string][]][] = [
    [
      'leaves plain text alone',
      [
        ['Rahim Uddin', 'Rahim Uddin'],
        [42, '42'],
        [null, ''],
        [undefined, ''],
      ],
    ],
    [
      'quotes commas, quotes, line breaks and edge spaces, doubling quotes',
      [
        ['a,b', '"a,b"'],
        ['say "hi"', '"say ""hi"""'],
        ['line 1\nline 2', '"line 1\nline 2"'],
        ['cr\r', '"cr\r"'],
        [' padded ', '" padded "'],
      ],
    ],
    [
      'defuses spreadsheet formulas but keeps phone numbers',
      [
        ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
        ['@SUM(A1)', "'@SUM(A1)"],
        ['-2+3', "'-2+3"],
        ['+8801712345678', '+8801712345678'],
        ['+880 1712-345678', '+880 1712-345678'],
      ],
    ],
    ['keeps Bangla text as it is', [['রহিম উদ্দিন', 'রহিম উদ্দিন']]],
  ]
  it.each(cases)('%s', (_, fields) => {
    for (const [value, field] of fields) expect(csvField(value)).toBe(field)
  })
})

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = toCsv(
      [
        { a: 'x', b: 1 },
        { a: 'y,z', b: 2 },
      ],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
      ],
    )
    expect(csv).toBe('A,B\r\nx,1\r\n"y,z",2\r\n')
  })

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ header: 'Only', value: () => '' }])).toBe('Only\r\n')
  })
})
