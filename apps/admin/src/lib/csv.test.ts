import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Rahim Uddin')).toBe('Rahim Uddin')
    expect(csvField(42)).toBe('42')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    expect(csvField(' padded ')).toBe('" padded "')
  })

  it('defuses spreadsheet formulas but keeps phone numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('+8801712345678')).toBe('+8801712345678')
    expect(csvField('+880 1712-345678')).toBe('+880 1712-345678')
  })

  it('keeps Bangla text as it is', () => {
    expect(csvField('রহিম উদ্দিন')).toBe('রহিম উদ্দিন')
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
