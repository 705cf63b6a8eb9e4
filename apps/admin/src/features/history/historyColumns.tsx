import { Badge, Button, Text } from '@mantine/core'
import type { Decision, DecisionRecord } from '@repo/api'
import type { CsvColumn } from '../../lib/csv'
import type { Column } from '../../lib/DataTable'
import { formatDhakaDateTime, formatDhakaSortable, formatTaka } from '../../lib/format'

export const decisionLabel: Record<Decision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
}
const decisionColor: Record<Decision, string> = {
  approved: 'green',
  rejected: 'red',
  refunded: 'orange',
}

/**
 * A badge that reads whole ("APPROVED", never "APPRO…"): Mantine's badge cuts its label with an
 * ellipsis and, in a table, lets the column shrink below its text; this one keeps its width.
 */
const wholeBadge = {
  root: { minWidth: 'max-content', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const

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

/** The table's columns; an approval not refunded yet offers its Refund. */
export function historyColumns(onRefund: (row: DecisionRecord) => void): Column<DecisionRecord>[] {
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
      wrapAnywhere: true,
      td: { maw: 260 },
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
