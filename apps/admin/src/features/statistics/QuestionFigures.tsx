import { SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAdminApi } from '../../lib/api'
import { queryLoad } from '../../lib/loadState'
import { queryKeys } from '../../lib/queryKeys'
import { Loaded, Section } from '../../lib/states'
import { Figure } from './Figure'
import { formatWait } from './ReviewFigures'

/**
 * The learners' questions waiting for an answer (shown, no staff answer, none accepted) and the
 * median time to the first answer (questions of the last 90 days that have one).
 */
export function QuestionFigures() {
  const api = useAdminApi()
  const questions = useQuery({
    queryKey: queryKeys.statistics.questions,
    queryFn: api.questionStatistics,
  })
  return (
    <Section title="Questions" mt="md">
      <Loaded
        {...queryLoad(questions)}
        loading="Loading the question figures…"
        failed="Could not load the question figures."
      >
        {(figures) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Figure label="Questions waiting" value={figures.waiting} />
              <Figure
                label="Median time to first answer"
                value={
                  figures.medianFirstAnswerSeconds === null
                    ? 'No answers yet'
                    : formatWait(figures.medianFirstAnswerSeconds)
                }
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              An answer is a mentor’s or an admin’s, or the one the asker accepted. The median is
              over the questions of the last 90 days that have one.
            </Text>
          </>
        )}
      </Loaded>
    </Section>
  )
}
