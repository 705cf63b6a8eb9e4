import { SimpleGrid, Text } from '@mantine/core'
import type { FunnelCourse, FunnelReport } from '@repo/api'
import { EmptyState } from '../../lib/states'
import { ChartCard } from './ChartCard'
import { BarChart } from './lazyCharts'
import { csvPercent, formatCount, formatPercent, formatRange } from './numbers'
import { courseColor, reportSection, type SectionProps } from './report'
import { courseSteps, funnelSteps } from './series'

/**
 * The funnel per course: course page views, enrol page views, requests, approved, started, half
 * way, finished and certificates within the range, each with its rate from the step before.
 */
export const FunnelSection = reportSection('Funnel per course', 'funnel', FunnelCharts)

function FunnelCharts({ report, range, download }: SectionProps & { report: FunnelReport }) {
  if (report.courses.length === 0) return <EmptyState>No courses yet.</EmptyState>
  return (
    <>
      <Text size="xs" c="dimmed">
        Page views are counted without cookies, once a page loads, in both languages; a browser that
        asks not to be tracked is not counted. A rate is the step’s share of the step before.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {report.courses.map((course, i) => (
          <CourseFunnel
            key={course.courseId}
            course={course}
            color={courseColor(i)}
            range={range}
            download={download}
          />
        ))}
      </SimpleGrid>
    </>
  )
}

/** A bar of 28 px a step. */
const FUNNEL_HEIGHT = funnelSteps.length * 28 + 20

function CourseFunnel({
  course,
  color,
  range,
  download,
}: SectionProps & { course: FunnelCourse; color: string }) {
  const steps = courseSteps(course)
  const days = formatRange(range)
  const nothing = steps.every((s) => s.count === 0)
  return (
    <ChartCard
      title={course.title}
      summary={`Each step of the course’s funnel, from its page to its certificates, ${days}.`}
      empty={nothing ? `No visits, requests or learners, ${days}.` : null}
      chartHeight={FUNNEL_HEIGHT}
      chart={
        <BarChart
          h={FUNNEL_HEIGHT}
          data={steps.map((s) => ({ step: s.label, count: s.count }))}
          dataKey="step"
          orientation="vertical"
          series={[{ name: 'count', label: 'Count', color }]}
          valueFormatter={formatCount}
          yAxisProps={{ width: 112 }}
          withXAxis={false}
          // room for the longest count beside its bar
          barChartProps={{ margin: { right: 56 } }}
          gridAxis="none"
          withBarValueLabel
          accessibilityLayer={false}
        />
      }
      table={{
        rows: steps,
        rowKey: (s) => s.key,
        rowLabel: (s) => s.label,
        minWidth: 300,
        columns: [
          { header: 'Step', cell: (s) => s.label },
          { header: 'Count', right: true, cell: (s) => formatCount(s.count) },
          { header: 'Rate', right: true, cell: (s) => formatPercent(s.rate) },
        ],
      }}
      csv={{
        name: `funnel-${course.courseId}`,
        columns: [
          { header: 'Course', value: () => course.title },
          { header: 'Step', value: (s) => s.label },
          { header: 'Count', value: (s) => s.count },
          { header: 'Rate from the step before (%)', value: (s) => csvPercent(s.rate) },
        ],
      }}
      range={range}
      download={download}
    />
  )
}
