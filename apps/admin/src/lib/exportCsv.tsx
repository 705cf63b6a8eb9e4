/**
 * A tab's "Export CSV": every row matching its filters, however many (issue 24). PostgREST
 * answers at most 1,000 rows a request, so the export reads the list a page at a time in its
 * keyset order and turns each page into CSV text at once: the rows themselves are let go, only
 * the file's text is kept (docs/decisions/0055-console-matching-and-exports.md).
 */
import { Button, Group, Text } from '@mantine/core'
import type { KeysetPage, KeysetQuery } from '@repo/api'
import { useRef, useState } from 'react'
import { csvHeader, csvRows, downloadCsv, type CsvColumn } from './csv'
import { notifyError } from './notify'

export type FetchPage<T> = (query: KeysetQuery) => Promise<KeysetPage<T>>
export type Download = (fileName: string, parts: readonly string[]) => void

/** Rows exported so far, and in all (null until the first page says, or when it cannot). */
export interface ExportProgress {
  done: number
  total: number | null
}

/**
 * Reads every page (the first one also counts the rows, for the progress) and answers the CSV
 * as parts: the header, then one part per page.
 */
export async function exportPages<T>(
  fetchPage: FetchPage<T>,
  columns: readonly CsvColumn<T>[],
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<string[]> {
  const parts = [csvHeader(columns)]
  let page = await fetchPage({ count: true })
  const total = page.total
  let done = 0
  for (;;) {
    // the next page is asked for before this one becomes text: the server reads it meanwhile
    // (at most two pages of rows in memory)
    const next: Promise<KeysetPage<T>> | null = page.next ? fetchPage({ after: page.next }) : null
    // a failed next page is reported by the await below, not as an unhandled rejection
    next?.catch(() => {})
    parts.push(csvRows(page.rows, columns))
    done += page.rows.length
    onProgress({ done, total })
    if (!next) return parts
    page = await next
  }
}

const number = (n: number) => n.toLocaleString('en-US')

export function progressText({ done, total }: ExportProgress): string {
  return total === null
    ? `Exporting… ${number(done)} rows`
    : `Exporting… ${number(done)} of ${number(total)}`
}

/**
 * Export CSV as `<name>-<today>.csv`, every page of `fetchPage`; busy (and deaf to a second
 * click) until the file is offered, saying how far it is in a status line. `download` is the
 * browser's download unless a test gives its own.
 */
export function ExportCsvButton<T>({
  fetchPage,
  disabled = false,
  name,
  columns,
  download = downloadCsv,
}: {
  fetchPage: FetchPage<T>
  disabled?: boolean
  name: string
  columns: readonly CsvColumn<T>[]
  download?: Download
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  // Set before any await: a second click cannot start a second export.
  const running = useRef(false)

  async function run() {
    if (running.current) return
    running.current = true
    setProgress({ done: 0, total: null })
    try {
      const parts = await exportPages(fetchPage, columns, setProgress)
      const day = new Date().toISOString().slice(0, 10)
      download(`${name}-${day}.csv`, parts)
    } catch (error) {
      notifyError(error, 'The export failed: no file was made. Try again.')
    } finally {
      running.current = false
      setProgress(null)
    }
  }

  return (
    <Group gap="xs">
      <Text size="xs" role="status" aria-live="polite">
        {progress ? progressText(progress) : ''}
      </Text>
      <Button
        size="xs"
        disabled={disabled}
        loading={progress !== null}
        aria-busy={progress !== null}
        onClick={() => void run()}
      >
        Export CSV
      </Button>
    </Group>
  )
}
