import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type {
  Decision,
  DecisionFilters,
  DecisionRecord,
  KeysetCursor,
  KeysetPage,
  KeysetQuery,
} from '@repo/api'
import { courseList, enrollPaymentMethods } from '@repo/courses'
import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import type { CsvColumn } from '../../lib/csv'
import { LoadedTable, type Column } from '../../lib/DataTable'
import { PageControls, useKeysetPages } from '../../lib/pages'
import { formatDhakaDateTime, formatDhakaSortable, formatTaka } from '../../lib/format'
import { ReasonModal } from '../../lib/ReasonModal'
import { ExportCsvButton, type Download } from '../../lib/exportCsv'
import { TabHeader } from '../../lib/states'
import { useAction } from '../../lib/useAction'

export const REFUND_CONFIRMATION =
  'Are you sure you want to refund this enrollment? The learner loses access to the course.'

const decisionLabel: Record<Decision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
}
const decisionColor: Record<Decision, string> = {
  approved: 'green',
  rejected: 'red',
  refunded: 'orange',
}

/** Decisions per page of the tab. */
export const HISTORY_PAGE_SIZE = 50

/**
 * A badge that reads whole ("APPROVED", never "APPRO…"): Mantine's badge cuts its label with an
 * ellipsis and, in a table, lets the column shrink below its text; this one keeps its width.
 */
const wholeBadge = {
  root: { minWidth: 'max-content', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const

const noDecisions: KeysetPage<DecisionRecord> = { rows: [], next: null, total: 0 }

/** The exported file: every column of the table, times in Bangladesh, amounts in whole taka. */
export const historyCsvColumns: CsvColumn<DecisionRecord>[] = [
  { header: 'Decided (Asia/Dhaka)', value: (d) => formatDhakaSortable(d.decidedAt) },
  { header: 'Decision', value: (d) => decisionLabel[d.decision] },
  { header: 'Status now', value: (d) => d.requestStatus },
  { header: 'Learner', value: (d) => d.learnerName },
  { header: 'Phone', value: (d) => d.phone },
  { header: 'Course', value: (d) => d.courseTitle },
  { header: 'Method', value: (d) => d.paymentMethod },
  { header: 'Amount due (Tk)', value: (d) => d.amountDue },
  { header: 'Transaction ID', value: (d) => d.transactionId },
  { header: 'Wallet', value: (d) => d.payment?.wallet },
  { header: 'Wallet transaction ID', value: (d) => d.payment?.transactionId },
  { header: 'Amount paid (Tk)', value: (d) => d.payment?.amount },
  { header: 'Sender', value: (d) => d.payment?.sender },
  {
    header: 'Received (Asia/Dhaka)',
    value: (d) => (d.payment?.receivedAt ? formatDhakaSortable(d.payment.receivedAt) : ''),
  },
  { header: 'Decided by', value: (d) => d.decidedBy },
  { header: 'Reason', value: (d) => d.reason },
  { header: 'Automatic (SMS)', value: (d) => (d.automatic ? 'yes' : 'no') },
]

const statusOptions = [
  { value: '', label: 'All decisions' },
  ...(['approved', 'rejected', 'refunded'] as const).map((d) => ({
    value: d,
    label: decisionLabel[d],
  })),
]
const courseOptions = [
  { value: '', label: 'All courses' },
  ...courseList.map((c) => ({ value: c.id, label: c.title })),
]
const methodOptions = [
  { value: '', label: 'All methods' },
  ...enrollPaymentMethods.map((m) => ({ value: m, label: m })),
]
/** The filters picked from a list (the dates are typed). */
const selectFilters = [
  { key: 'decision', label: 'Decision', options: statusOptions },
  { key: 'courseId', label: 'Course', options: courseOptions },
  { key: 'paymentMethod', label: 'Method', options: methodOptions },
] as const

interface FilterForm {
  decision: string
  courseId: string
  paymentMethod: string
  from: string
  to: string
}
const noFilters: FilterForm = { decision: '', courseId: '', paymentMethod: '', from: '', to: '' }

function toFilters(form: FilterForm): DecisionFilters {
  return {
    ...(form.decision ? { decision: form.decision as Decision } : {}),
    ...(form.courseId ? { courseId: form.courseId } : {}),
    ...(form.paymentMethod ? { paymentMethod: form.paymentMethod } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
  }
}

export function HistoryTab({ download }: { download?: Download }) {
  const api = useAdminApi()
  const [form, setForm] = useState<FilterForm>(noFilters)
  // ?request=…: the decisions of one request (the Payments tab's inbox links here)
  const [params, setParams] = useSearchParams()
  const requestId = params.get('request')
  const rangeReversed = form.from !== '' && form.to !== '' && form.to < form.from
  const filters = useMemo(
    () => ({ ...toFilters(form), ...(requestId ? { requestId } : {}) }),
    [form, requestId],
  )
  // 50 a page, newest first, filtered on the server; counted once per filter (exact up to
  // 10,000, an estimate above), never per page
  const fetchPage = useCallback(
    (after: KeysetCursor | undefined) =>
      rangeReversed
        ? Promise.resolve(noDecisions)
        : api.decisionsPage(filters, { limit: HISTORY_PAGE_SIZE, ...(after ? { after } : {}) }),
    [api, filters, rangeReversed],
  )
  const fetchTotal = useCallback(
    () =>
      rangeReversed ? Promise.resolve({ count: 0, estimated: false }) : api.decisionsCount(filters),
    [api, filters, rangeReversed],
  )
  // The export reads every decision matching the same filters, a page at a time.
  const exportPage = useCallback(
    (query: KeysetQuery) => api.decisionsPage(filters, query),
    [api, filters],
  )
  const pages = useKeysetPages(fetchPage, HISTORY_PAGE_SIZE, fetchTotal)
  const { state, reload } = pages
  const [toRefund, setToRefund] = useState<DecisionRecord | null>(null)
  const refunding = useAction()

  const set = (key: keyof FilterForm) => (value: string | null) =>
    setForm((f) => ({ ...f, [key]: value ?? '' }))

  async function refund(row: DecisionRecord, reason: string) {
    const refunded = await refunding.run(async () => {
      await api.refund(row.requestId, reason)
      // On failure the dialog stays open with the reason, to try again.
      setToRefund(null)
      return `Refunded: ${row.learnerName} no longer has ${row.courseTitle}.`
    })
    if (refunded) reload()
  }

  return (
    <Stack>
      <TabHeader title="History" onRefresh={reload}>
        <ExportCsvButton
          fetchPage={exportPage}
          disabled={state.status !== 'ready' || state.data.length === 0}
          name="decisions"
          columns={historyCsvColumns}
          download={download}
        />
      </TabHeader>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} role="group" aria-label="Filters">
        {selectFilters.map((f) => (
          <Select
            key={f.key}
            label={f.label}
            data={f.options}
            value={form[f.key]}
            onChange={set(f.key)}
            allowDeselect={false}
          />
        ))}
        <TextInput
          label="From"
          type="date"
          value={form.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={form.to}
          error={rangeReversed ? 'The end date is before the start date.' : undefined}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Dates are days in Bangladesh (Asia/Dhaka), both included.
      </Text>
      {requestId && (
        <Group gap="xs">
          <Text size="sm">Showing the decisions of one request.</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              const next = new URLSearchParams(params)
              next.delete('request')
              setParams(next, { replace: true })
            }}
          >
            Show all decisions
          </Button>
        </Group>
      )}
      <PageControls pages={pages} label="Decisions" />
      <LoadedTable
        state={state}
        what="history"
        empty={
          Object.values(form).every((v) => v === '') && !requestId
            ? 'No decisions yet.'
            : 'No decision matches these filters.'
        }
        onRetry={reload}
        label="Decisions"
        minWidth={1100}
        highlightOnHover
        rowKey={(d) => d.id}
        columns={historyColumns(setToRefund)}
      />
      <ReasonModal
        opened={toRefund !== null}
        title="Refund enrollment"
        confirmation={REFUND_CONFIRMATION}
        summary={
          toRefund &&
          `${toRefund.learnerName}, ${toRefund.courseTitle}, ${formatTaka(toRefund.amountDue)}, transaction ${toRefund.transactionId}`
        }
        action="Refund"
        color="orange"
        busy={refunding.busy}
        onClose={() => setToRefund(null)}
        onConfirm={(reason) => toRefund && void refund(toRefund, reason)}
      />
    </Stack>
  )
}

/** The table's columns; an approval not refunded yet offers its Refund. */
function historyColumns(onRefund: (row: DecisionRecord) => void): Column<DecisionRecord>[] {
  return [
    { header: 'Decided', cell: (d) => formatDhakaDateTime(d.decidedAt) },
    {
      header: 'Decision',
      cell: (d) => (
        <Badge variant="light" color={decisionColor[d.decision]} styles={wholeBadge}>
          {decisionLabel[d.decision]}
        </Badge>
      ),
    },
    {
      header: 'Learner',
      cell: (d) => (
        <>
          <Text size="sm">{d.learnerName}</Text>
          <Text size="xs" c="dimmed">
            {d.phone}
          </Text>
        </>
      ),
    },
    { header: 'Course', cell: (d) => d.courseTitle },
    { header: 'Method', cell: (d) => d.paymentMethod },
    {
      header: 'Amount',
      right: true,
      cell: (d) => (
        <>
          <Text size="sm">{formatTaka(d.amountDue)}</Text>
          {d.payment && (
            <Text size="xs" c="dimmed">
              paid {formatTaka(d.payment.amount)} by {d.payment.wallet}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Transaction ID', cell: (d) => d.transactionId, td: { ff: 'monospace' } },
    { header: 'By', cell: (d) => <DecidedBy decision={d} /> },
    {
      header: 'Reason',
      cell: (d) => d.reason ?? '—',
      td: { style: { overflowWrap: 'anywhere', maxWidth: 260 } },
    },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (d) =>
        d.decision === 'approved' &&
        d.requestStatus === 'approved' && (
          <Button
            size="xs"
            variant="outline"
            color="orange"
            aria-label={`Refund ${d.learnerName}, ${d.courseTitle}`}
            onClick={() => onRefund(d)}
          >
            Refund
          </Button>
        ),
    },
  ]
}

/**
 * Who decided: the admin, or "Automatic (SMS)" for an approval the database made from a
 * forwarded SMS; and the SMS (its transaction id) when the approval came from one.
 */
function DecidedBy({ decision: d }: { decision: DecisionRecord }) {
  return (
    <>
      {d.automatic ? (
        <Badge variant="light" color="grape" styles={wholeBadge}>
          Automatic (SMS)
        </Badge>
      ) : (
        <Text size="sm">{d.decidedBy ?? '—'}</Text>
      )}
      {d.walletMessage && (
        <Text size="xs" c="dimmed">
          from SMS {d.walletMessage.transactionId ?? '(no transaction ID)'}
        </Text>
      )}
    </>
  )
}
