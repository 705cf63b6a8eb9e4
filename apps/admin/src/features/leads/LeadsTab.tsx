import { Stack } from '@mantine/core'
import type { LeadRecord } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import { LoadedTable } from '../../lib/DataTable'
import type { CsvColumn } from '../../lib/csv'
import { formatDhakaDateTime } from '../../lib/format'
import { ExportCsvButton, type Download } from '../../lib/exportCsv'
import { TabHeader } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export const leadCsvColumns: CsvColumn<LeadRecord>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'WhatsApp', value: (l) => l.whatsapp },
  { header: 'Course', value: (l) => l.courseTitle },
  { header: 'Payment method', value: (l) => l.paymentMethod },
  { header: 'Submitted (UTC)', value: (l) => l.createdAt },
]

export function LeadsTab({ download }: { download?: Download }) {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listLeads)

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
      <LoadedTable
        state={state}
        what="leads"
        empty="No join-now requests yet."
        onRetry={reload}
        minWidth={720}
        highlightOnHover
        rowKey={(l) => l.id}
        columns={[
          { header: 'Name', cell: (l) => l.name },
          {
            header: 'Email',
            cell: (l) => l.email,
            td: { style: { overflowWrap: 'anywhere' } },
          },
          { header: 'WhatsApp', cell: (l) => l.whatsapp },
          { header: 'Course', cell: (l) => l.courseTitle },
          { header: 'Payment method', cell: (l) => l.paymentMethod ?? '—' },
          { header: 'Submitted', cell: (l) => formatDhakaDateTime(l.createdAt) },
        ]}
      />
    </Stack>
  )
}
