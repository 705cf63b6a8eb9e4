/**
 * CSV as RFC 4180 writes it: comma separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote, a line break or edge spaces, with quotes doubled. A field that a spreadsheet
 * would run as a formula (=, +, -, @ at the start, unless it is a plain number such as a phone
 * number '+8801...') gets a leading apostrophe.
 */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null | undefined
}

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?[\d\s()-]+$/

export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The header line (CRLF-terminated). */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return `${columns.map((c) => csvField(c.header)).join(',')}\r\n`
}

/** One CRLF-terminated line per row ('' for none): an export writes a page at a time. */
export function csvRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  let text = ''
  for (const row of rows) text += `${columns.map((c) => csvField(c.value(row))).join(',')}\r\n`
  return text
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHeader(columns) + csvRows(rows, columns)
}

/**
 * Offers the text as a file download (a UTF-8 BOM so spreadsheet apps read Bangla names right).
 * The text comes in parts (an export's pages), which the file joins without one long string.
 */
export function downloadCsv(fileName: string, parts: readonly string[]): void {
  const url = URL.createObjectURL(
    new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
