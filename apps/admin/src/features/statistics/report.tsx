import type { StatisticsRange } from '@repo/api'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Download } from '../../lib/exportCsv'
import { queryLoad } from '../../lib/loadState'
import { Loaded, Section } from '../../lib/states'

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
  queryKey,
  read,
  children,
}: {
  title: string
  what: string
  queryKey: QueryKey
  read: () => Promise<T>
  children: (report: T) => ReactNode
}) {
  const query = useQuery({ queryKey, queryFn: read })
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
