import type {
  DeskReport,
  FunnelReport,
  LearningReport,
  MoneyReport,
  StatisticsRange,
} from '@repo/api'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { useAdminApi, type AdminApi } from '../../lib/api'
import type { Download } from '../../lib/exportCsv'
import { queryLoad } from '../../lib/loadState'
import { queries } from '../../lib/queries'
import { Loaded, Section } from '../../lib/states'

/** The tab's four reports, by name. */
interface Reports {
  money: MoneyReport
  desk: DeskReport
  funnel: FunnelReport
  learning: LearningReport
}

/**
 * The tab's four reports for a range, in the order the tab shows them: the tab starts all four
 * at once, each section reads its own (the same query, read once).
 */
export function reportQueries(
  api: AdminApi,
  range: StatisticsRange,
): { [Name in keyof Reports]: UseQueryOptions<Reports[Name], Error, Reports[Name], string[]> } {
  return {
    money: queries.statistics.money(api, range),
    desk: queries.statistics.desk(api, range),
    funnel: queries.statistics.funnel(api, range),
    learning: queries.statistics.learning(api, range),
  }
}

/** What each section of the tab is given: the range shown, and how a CSV is offered. */
export interface SectionProps {
  range: StatisticsRange
  download: Download
}

/** Colours of the courses in the charts, in the report's course order. */
const courseColors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7']
export const courseColor = (index: number) => courseColors[index % courseColors.length]!

/**
 * One section of the tab under its heading (`title`): its report for the range (`name`: 'money' →
 * 'Loading the money figures…'), the report's refusal in words with Try again, or its `Charts`.
 */
export function reportSection<Name extends keyof Reports>(
  title: string,
  name: Name,
  Charts: ComponentType<SectionProps & { report: Reports[Name] }>,
): ComponentType<SectionProps> {
  return function ReportSection({ range, download }: SectionProps) {
    const api = useAdminApi()
    const query = useQuery(reportQueries(api, range)[name])
    return (
      <Section title={title} mt="md">
        <Loaded
          {...queryLoad(query)}
          loading={`Loading the ${name} figures…`}
          failed={`Could not load the ${name} figures.`}
        >
          {(report) => <Charts report={report} range={range} download={download} />}
        </Loaded>
      </Section>
    )
  }
}
