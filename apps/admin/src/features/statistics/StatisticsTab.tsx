import { Alert, Stack } from '@mantine/core'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { downloadCsv } from '../../lib/csv'
import type { Download } from '../../lib/exportCsv'
import { queries } from '../../lib/queries'
import { TabHeader } from '../../lib/states'
import { DeskSection } from './DeskSection'
import { FunnelSection } from './FunnelSection'
import { LearningSection } from './LearningSection'
import { MoneySection } from './MoneySection'
import { RangeControl } from './RangeControl'
import { reportQueries } from './report'
import { dhakaToday, rangeOf, readRange, writeRange, type RangeChoice } from './range'

/** The tab's sections, top to bottom. */
const sections = [MoneySection, DeskSection, FunnelSection, LearningSection]

/**
 * The provider's numbers for a range of Bangladesh days (issue 36): money, the desk, the funnel
 * per course and learning, each chart with its numbers as a table and a CSV. The range lives in
 * the address (?range=30, ?from=…&to=…); one the tab cannot show is read as the last 30 days,
 * said once (the notice travels with that one navigation, as a list's broken page link does).
 */
export function StatisticsTab({ download = downloadCsv }: { download?: Download }) {
  const [params, setParams] = useSearchParams()
  const today = dhakaToday()
  const { choice, notice: broken } = readRange(params, today)
  const range = rangeOf(choice, today)
  const { state } = useLocation() as { state: { rangeNotice?: string } | null }
  const notice = state?.rangeNotice ?? null

  useEffect(() => {
    if (broken)
      setParams((now) => writeRange(now, choice), {
        replace: true,
        state: { rangeNotice: broken },
      })
  }, [broken, choice, setParams])

  const choose = (next: RangeChoice) => setParams((now) => writeRange(now, next), { replace: true })
  // the four reports are read at once; a section shows once those above it have settled, so
  // one section at a time says it is loading and nothing below it is pushed down when it arrives
  const api = useAdminApi()
  const { money, desk, funnel, learning } = reportQueries(api, range)
  const reads = useQueries({ queries: [money, desk, funnel, learning] })
  const pending = reads.findIndex((read) => read.isPending)
  const shown = pending === -1 ? sections.length : pending + 1
  const queryClient = useQueryClient()
  const reload = () => void queryClient.refetchQueries({ queryKey: queries.statistics.all })

  return (
    <Stack>
      <TabHeader title="Statistics" onRefresh={reload} />
      <RangeControl choice={choice} today={today} onChoose={choose} />
      {notice && (
        <Alert color="yellow" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {sections.slice(0, shown).map((Shown, place) => (
        <Shown key={place} range={range} download={download} />
      ))}
    </Stack>
  )
}
