import { Stack, Table } from '@mantine/core'
import type { LeadRecord } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv'
import { formatDhakaDateTime } from '../../lib/format'
import { ExportCsvButton, LoadedRows, TabHeader } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export const leadCsvColumns: CsvColumn<LeadRecord>[] = [
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'WhatsApp', value: (l) => l.whatsapp },
  { header: 'Course', value: (l) => l.courseTitle },
  { header: 'Payment method', value: (l) => l.paymentMethod },
  { header: 'Submitted (UTC)', value: (l) => l.createdAt },
]

export function LeadsTab({
  download = downloadCsv,
}: {
  download?: (fileName: string, csv: string) => void
}) {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listLeads)

  function exportCsv(leads: LeadRecord[]) {
    const day = new Date().toISOString().slice(0, 10)
    download(`leads-${day}.csv`, toCsv(leads, leadCsvColumns))
  }

  return (
    <Stack>
      <TabHeader title="Leads" onRefresh={reload}>
        <ExportCsvButton state={state} onExport={exportCsv} />
      </TabHeader>
      <LoadedRows state={state} what="leads" empty="No join-now requests yet." onRetry={reload}>
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>WhatsApp</Table.Th>
                  <Table.Th>Course</Table.Th>
                  <Table.Th>Payment method</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.email}</Table.Td>
                    <Table.Td>{l.whatsapp}</Table.Td>
                    <Table.Td>{l.courseTitle}</Table.Td>
                    <Table.Td>{l.paymentMethod ?? '—'}</Table.Td>
                    <Table.Td>{formatDhakaDateTime(l.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </LoadedRows>
    </Stack>
  )
}
