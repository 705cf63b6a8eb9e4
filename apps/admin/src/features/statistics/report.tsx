import type { StatisticsRange } from '@repo/api'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { AdminApi } from '../../lib/api'
import type { Download } from '../../lib/exportCsv'
import { queryLoad } from '../../lib/loadState'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded, Section } from '../../lib/states'

/** A report's query: its key and how it is read. */
export interface ReportQuery<T> {
  queryKey: QueryKey
  queryFn: () => Promise<T>
}

/**
 * The tab's four reports for a range, in the order the tab shows them: the tab starts all four
 * at once, each section reads its own (the same query, read once).
 */
export function reportQueries(api: AdminApi, range: StatisticsRange) {
  return {
    money: { queryKey: queryKeys.statistics.money(range), queryFn: () => api.moneyReport(range) },
    desk: { queryKey: queryKeys.statistics.desk(range), queryFn: () => api.deskReport(range) },
    funnel: {
      queryKey: queryKeys.statistics.funnel(range),
      queryFn: () => api.funnelReport(range),
    },
    learning: {
      queryKey: queryKeys.statistics.learning(range),
      queryFn: () => api.learningReport(range),
    },
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
 * One section of the tab under its heading: its report for the range (`what`: 'money' →
 * 'Loading the money figures…'), the report's refusal in words with Try again, or `children`.
 */
export function ReportSection<T>({
  title,
  what,
  query: options,
  children,
}: {
  title: string
  what: string
  query: ReportQuery<T>
  children: (report: T) => ReactNode
}) {
  const query = useQuery(options)
  return (
    <Section title={title} mt="md">
      <Loaded
        {...queryLoad(query)}
        loading={`Loading the ${what} figures…`}
        failed={`Could not load the ${what} figures.`}
      >
        {children}
      </Loaded>
    </Section>
  )
}
