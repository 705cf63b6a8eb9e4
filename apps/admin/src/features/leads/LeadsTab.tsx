import { Stack } from '@mantine/core'
import type { LeadRecord } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import type { CsvColumn } from '../../lib/csv'
import type { TableSpec } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { ExportCsvButton, type Download } from '../../lib/exportCsv'
import { PagedTable } from '../../lib/PageControls'
import { useCountedPages } from '../../lib/pages'
import { TabHeader } from '../../lib/states'

export const leadCsvColumns: CsvColumn<LeadRecord>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'WhatsApp', value: (l) => l.whatsapp },
  { header: 'Course', value: (l) => l.courseTitle },
  { header: 'Payment method', value: (l) => l.paymentMethod },
  { header: 'Submitted (UTC)', value: (l) => l.createdAt },
]

const leadsTable: TableSpec<LeadRecord> = {
  empty: 'No join-now requests yet.',
  label: 'Leads',
  minWidth: 720,
  highlightOnHover: true,
  rowKey: (l) => l.id,
  columns: [
    { header: 'Name', cell: (l) => l.name },
    {
      header: 'Email',
      cell: (l) => l.email,
      wrapAnywhere: true,
    },
    { header: 'WhatsApp', cell: (l) => l.whatsapp },
    { header: 'Course', cell: (l) => l.courseTitle },
    { header: 'Payment method', cell: (l) => l.paymentMethod ?? '—' },
    { header: 'Submitted', cell: (l) => formatDhakaDateTime(l.createdAt) },
  ],
}

export function LeadsTab({ download }: { download?: Download }) {
  const api = useAdminApi()
  const pages = useCountedPages('leads')
  const { state, reload } = pages

  return (
    <Stack>
      <TabHeader title="Leads" onRefresh={reload}>
        <ExportCsvButton
          fetchPage={api.leadsPage}
          disabled={state.status !== 'ready' || state.data.length === 0}
          name="leads"
          columns={leadCsvColumns}
          download={download}
        />
      </TabHeader>
      <PagedTable pages={pages} {...leadsTable} />
    </Stack>
  )
}
