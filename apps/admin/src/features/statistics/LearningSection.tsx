import { SimpleGrid } from '@mantine/core'
import type { LearningDay, LearningReport } from '@repo/api'
import { ChartCard, dayCsv, dayTable } from './ChartCard'
import { DayLines } from './lazyCharts'
import { Figure } from './Figure'
import { formatCount, formatDecimal, formatRange } from './numbers'
import { reportSection, type SectionProps } from './report'
import { learningRows, sum } from './series'

/**
 * Learning: hand-ins waiting for a mentor and questions waiting for an answer (now), and per day
 * of the first feedback or first answer, the median hours the learners waited for it (the old
 * tab's Reviews and Questions figures, in one place).
 */
export const LearningSection = reportSection('Learning', 'learning', LearningCharts)

function LearningCharts({ report, range, download }: SectionProps & { report: LearningReport }) {
  const rows = learningRows(report, range)
  const feedbacks = sum(rows, (r) => r.feedbacks)
  const answers = sum(rows, (r) => r.answers)
  const days = formatRange(range)
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Hand-ins waiting" value={report.handInsWaiting} note="for feedback, now" />
        <Figure
          label="Questions waiting"
          value={report.questionsWaiting}
          note="for an answer, now"
        />
        <Figure label="First feedback given" value={feedbacks} note={days} />
        <Figure label="Questions answered" value={answers} note={days} />
      </SimpleGrid>
      <ChartCard
        title="Hours to first feedback and to first answer"
        summary={`The median hours from a hand-in to its first feedback, and from a question to its first answer (a mentor’s, an admin’s or the one the asker accepted), per day of the feedback or answer, ${days}. A day without any has no point: the lines join the days that have one.`}
        empty={
          feedbacks === 0 && answers === 0
            ? `No feedback given and no question answered, ${days}.`
            : null
        }
        chart={
          <DayLines
            rows={rows}
            lines={[
              {
                name: 'feedback',
                label: 'To first feedback',
                color: 'grape.6',
                value: (r) => r.feedbackMedianHours,
              },
              {
                name: 'answer',
                label: 'To first answer',
                color: 'cyan.7',
                value: (r) => r.answerMedianHours,
              },
            ]}
            valueFormatter={formatDecimal}
          />
        }
        table={dayTable(rows, 640, [
          { header: 'Feedback given', right: true, cell: (r) => formatCount(r.feedbacks) },
          {
            header: 'Median hours to feedback',
            right: true,
            cell: (r) => formatDecimal(r.feedbackMedianHours),
          },
          { header: 'Answers', right: true, cell: (r) => formatCount(r.answers) },
          {
            header: 'Median hours to answer',
            right: true,
            cell: (r) => formatDecimal(r.answerMedianHours),
          },
        ])}
        csv={dayCsv<LearningDay>('learning', [
          { header: 'First feedbacks', value: (r) => r.feedbacks },
          { header: 'Median hours to first feedback', value: (r) => r.feedbackMedianHours },
          { header: 'First answers', value: (r) => r.answers },
          { header: 'Median hours to first answer', value: (r) => r.answerMedianHours },
        ])}
        range={range}
        download={download}
      />
    </>
  )
}
