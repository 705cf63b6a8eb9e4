import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { formatRange } from './numbers'
import { PRESETS, rangeOf, rangeProblem, type Preset, type RangeChoice } from './range'

const CUSTOM = 'custom'
const modes = [
  ...PRESETS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: CUSTOM, label: 'From–to' },
]

const modeOf = (choice: RangeChoice) => ('preset' in choice ? String(choice.preset) : CUSTOM)
const keyOf = (choice: RangeChoice) =>
  'preset' in choice ? String(choice.preset) : `${choice.from}/${choice.to}`

/**
 * The range: 7, 30 or 90 days ending today, or from-to (two date fields). A from-to range is
 * chosen once both days make a good range; until then the fields say what is wrong and the
 * charts keep the range they show (`choice`, the address's).
 */
export function RangeControl({
  choice,
  today,
  onChoose,
}: {
  choice: RangeChoice
  /** Today in Bangladesh: the last day a range may end on. */
  today: string
  onChoose: (choice: RangeChoice) => void
}) {
  const shown = rangeOf(choice, today)
  const [mode, setMode] = useState(modeOf(choice))
  const [from, setFrom] = useState(shown.from)
  const [to, setTo] = useState(shown.to)
  // the address changed (Back, a link): the control shows its range
  const [seen, setSeen] = useState(keyOf(choice))
  if (seen !== keyOf(choice)) {
    setSeen(keyOf(choice))
    setMode(modeOf(choice))
    setFrom(shown.from)
    setTo(shown.to)
  }
  const problem = mode === CUSTOM ? rangeProblem(from, to, today) : null

  function chooseMode(value: string) {
    setMode(value)
    if (value !== CUSTOM) onChoose({ preset: Number(value) as Preset })
    else {
      // from-to starts from the days shown, for the admin to change
      setFrom(shown.from)
      setTo(shown.to)
    }
  }

  function change(field: 'from' | 'to', value: string) {
    const next = { from, to, [field]: value }
    if (field === 'from') setFrom(value)
    else setTo(value)
    if (!rangeProblem(next.from, next.to, today)) onChoose(next)
  }

  return (
    <Stack gap="xs" role="group" aria-label="Range">
      <SegmentedControl
        data={modes}
        value={mode}
        onChange={chooseMode}
        fullWidth
        maw={520}
        size="sm"
        aria-label="Days shown"
      />
      {mode === CUSTOM && (
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            label="From"
            type="date"
            value={from}
            max={today}
            error={problem?.field === 'from' ? problem.message : undefined}
            onChange={(e) => change('from', e.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={to}
            max={today}
            error={problem?.field === 'to' ? problem.message : undefined}
            onChange={(e) => change('to', e.currentTarget.value)}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        Showing {formatRange(shown)}: days in Bangladesh (Asia/Dhaka), both included.
      </Text>
    </Stack>
  )
}
