import { Button, Group, Stack, Text } from '@mantine/core'
import type { DecisionRecord, KeysetPage, KeysetQuery } from '@repo/api'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { ExportCsvButton, type Download } from '../../lib/exportCsv'
import { formatTaka } from '../../lib/format'
import { notifySuccess } from '../../lib/notify'
import { PagedTable } from '../../lib/PageControls'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { changedBy, queries } from '../../lib/queries'
import { ReasonModal } from '../../lib/ReasonModal'
import { TabHeader } from '../../lib/states'
import { HistoryFilters, readFilters, toFilters, type FilterForm } from './HistoryFilters'
import { historyColumns, historyCsvColumns } from './historyColumns'

export const REFUND_CONFIRMATION =
  'Are you sure you want to refund this enrollment? The learner loses access to the course.'

/** Decisions per page of the tab. */
export const HISTORY_PAGE_SIZE = 50

/** A range that ends before it starts holds nothing: no call is made for it. */
const nothingToRead = {
  fetchPage: async (): Promise<KeysetPage<DecisionRecord>> => ({ rows: [], next: null, total: 0 }),
  fetchTotal: async () => ({ count: 0, estimated: false }),
}

/**
 * The decisions, newest first, 50 a page, filtered on the server; the filters and the page live
 * in the address (?decision=…&after=…), so a reload or Back keeps them.
 */
export function HistoryTab({ download }: { download?: Download }) {
  const api = useAdminApi()
  const [params, setParams] = useSearchParams()
  const form = readFilters(params)
  // ?request=…: the decisions of one request (the Payments tab's inbox links here)
  const requestId = params.get('request')
  const rangeReversed = form.from !== '' && form.to !== '' && form.to < form.from
  // query keys compare by value: a new object of the same filters is the same list
  const filters = { ...toFilters(form), ...(requestId ? { requestId } : {}) }
  // counted once per filter (exact up to 10,000, an estimate above), never per page
  const decisions = queries.decisions.list(api, filters)
  const pages = useKeysetPages(
    rangeReversed ? { ...decisions, ...nothingToRead } : decisions,
    HISTORY_PAGE_SIZE,
  )
  const { state, reload } = pages
  const [toRefund, setToRefund] = useState<DecisionRecord | null>(null)
  const refund = useMutation({
    mutationFn: ({ row, reason }: { row: DecisionRecord; reason: string }) =>
      api.refund(row.requestId, reason),
    meta: { invalidates: changedBy.refund },
    onSuccess: (_, { row }) => {
      // On failure the dialog stays open with the reason, to try again.
      setToRefund(null)
      notifySuccess(`Refunded: ${row.learnerName} no longer has ${row.courseTitle}.`)
    },
  })

  /** Another filter is another list: from its page 1. */
  function change(changes: Partial<Record<keyof FilterForm | 'request', string>>) {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    next.delete(PAGE_PARAM)
    setParams(next, { replace: true })
  }

  return (
    <Stack>
      <TabHeader title="History" onRefresh={reload}>
        <ExportCsvButton
          fetchPage={(query: KeysetQuery) => api.decisionsPage(filters, query)}
          disabled={state.status !== 'ready' || state.data.length === 0}
          name="decisions"
          columns={historyCsvColumns}
          download={download}
        />
      </TabHeader>
      <HistoryFilters
        form={form}
        rangeReversed={rangeReversed}
        onChange={(key, value) => change({ [key]: value })}
      />
      <Text size="xs" c="dimmed">
        Dates are days in Bangladesh (Asia/Dhaka), both included.
      </Text>
      {requestId && (
        <Group gap="xs">
          <Text size="sm">Showing the decisions of one request.</Text>
          <Button size="xs" variant="light" onClick={() => change({ request: '' })}>
            Show all decisions
          </Button>
        </Group>
      )}
      <PagedTable
        pages={pages}
        what="history"
        empty={
          Object.values(form).every((v) => v === '') && !requestId
            ? 'No decisions yet.'
            : 'No decision matches these filters.'
        }
        label="Decisions"
        minWidth={1100}
        highlightOnHover
        rowKey={(d) => d.id}
        columns={historyColumns(setToRefund)}
      />
      <ReasonModal
        target={toRefund}
        title="Refund enrollment"
        confirmation={REFUND_CONFIRMATION}
        summary={(d) =>
          `${d.learnerName}, ${d.courseTitle}, ${formatTaka(d.amountDue)}, transaction ${d.transactionId}`
        }
        action="Refund"
        color="orange"
        busy={refund.isPending}
        onClose={() => setToRefund(null)}
        onConfirm={(reason, row) => refund.mutate({ row, reason })}
      />
    </Stack>
  )
}
