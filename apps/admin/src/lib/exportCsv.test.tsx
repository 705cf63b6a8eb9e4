import type { KeysetPage, KeysetQuery } from '@repo/api'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderScreen } from '../../tests/render'
import { downloadCsv, type CsvColumn } from './csv'
import { ExportCsvButton, exportPages, progressText } from './exportCsv'

interface Row {
  id: string
  name: string
}
const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
]
const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from }, (_, i) => ({ id: `r${from + i}`, name: `নাম ${from + i}` }))
const cursor = (n: number) => ({ at: '2026-11-20T12:00:00+00:00', id: `cursor-${n}` })

/** A list of `total` rows answered `size` a page, as the keyset pages of @repo/api do. */
function pagedList(total: number, size: number) {
  return vi.fn(async (query: KeysetQuery): Promise<KeysetPage<Row>> => {
    const start = query.after ? Number(query.after.id.slice('cursor-'.length)) : 0
    const end = Math.min(start + size, total)
    return {
      rows: rows(start, end),
      next: end < total ? cursor(end) : null,
      total: query.count ? total : null,
    }
  })
}

describe('exportPages', () => {
  it('reads every page after the last, counting once, and keeps each page as CSV text', async () => {
    const fetchPage = pagedList(1001, 500)
    const progress = vi.fn()
    const parts = await exportPages(fetchPage, columns, progress)
    expect(fetchPage.mock.calls.map(([q]) => q)).toEqual([
      { count: true },
      { after: cursor(500) },
      { after: cursor(1000) },
    ])
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { done: 500, total: 1001 },
      { done: 1000, total: 1001 },
      { done: 1001, total: 1001 },
    ])
    expect(parts).toHaveLength(4)
    const lines = parts.join('').split('\r\n')
    expect(lines[0]).toBe('ID,Name')
    expect(lines).toHaveLength(1003) // header, 1,001 rows, final line end
    expect(lines[1001]).toBe('r1000,নাম 1000')
  })

  it('writes the header alone for no rows, and says how far it is', async () => {
    expect((await exportPages(pagedList(0, 500), columns)).join('')).toBe('ID,Name\r\n')
    expect(progressText({ done: 2000, total: 6513 })).toBe('Exporting… 2,000 of 6,513')
    expect(progressText({ done: 500, total: null })).toBe('Exporting… 500 rows')
  })
})

describe('ExportCsvButton', () => {
  it('shows its progress as a status, ignores a second click and downloads once', async () => {
    let release: () => void = () => {}
    const list = pagedList(3, 2)
    const fetchPage = vi.fn(async (query: KeysetQuery) => {
      // the second page waits until the test lets it go
      if (query.after) await new Promise<void>((resolve) => (release = resolve))
      return list(query)
    })
    const download = vi.fn()
    const { user } = renderScreen(
      fakeApi(),
      <ExportCsvButton fetchPage={fetchPage} name="rows" columns={columns} download={download} />,
    )
    const button = screen.getByRole('button', { name: 'Export CSV' })
    await user.click(button)
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting… 2 of 3')
    expect(button).toBeDisabled()
    await user.click(button)
    release()
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    expect(fetchPage).toHaveBeenCalledTimes(2)
    expect((download.mock.calls[0] as [string, string[]])[1].join('')).toBe(
      'ID,Name\r\nr0,নাম 0\r\nr1,নাম 1\r\nr2,নাম 2\r\n',
    )
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(button).toBeEnabled()
  })

  it('says so when a page fails, and downloads nothing', async () => {
    const download = vi.fn()
    const fetchPage = vi.fn(async () => {
      throw new Error('offline')
    })
    const { user } = renderScreen(
      fakeApi(),
      <ExportCsvButton fetchPage={fetchPage} name="rows" columns={columns} download={download} />,
    )
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText(/The export failed/)).toBeVisible()
    expect(download).not.toHaveBeenCalled()
  })
})

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offers one file of the parts behind a UTF-8 BOM, Bangla intact', async () => {
    let blob: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob
      return 'blob:csv'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    downloadCsv('rows.csv', ['ID,Name\r\n', 'r0,নাম 0\r\n'])
    expect(click).toHaveBeenCalledTimes(1)
    expect(blob?.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blob!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('ID,Name\r\nr0,নাম 0\r\n')
  })
})
