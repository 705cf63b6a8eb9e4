import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { formatRange } from './numbers'
import { PRESETS, rangeOf, rangeProblem, type Preset, type RangeChoice } from './range'

const CUSTOM = 'custom'
const modes = [
  ...PRESETS.map((days) => ({ value: String(days), label: `${days} days` })),
  { value: CUSTOM, label: 'From–to' },
]

const dayFields = [
  { field: 'from', label: 'From' },
  { field: 'to', label: 'To' },
] as const

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
  // the from-to fields' days, as typed
  const [days, setDays] = useState({ from: shown.from, to: shown.to })
  // the address changed (Back, a link): the control shows its range
  const [seen, setSeen] = useState(keyOf(choice))
  if (seen !== keyOf(choice)) {
    setSeen(keyOf(choice))
    setMode(modeOf(choice))
    setDays({ from: shown.from, to: shown.to })
  }
  const problem = mode === CUSTOM ? rangeProblem(days.from, days.to, today) : null

  function chooseMode(value: string) {
    setMode(value)
    if (value !== CUSTOM) onChoose({ preset: Number(value) as Preset })
    else {
      // from-to starts from the days shown, for the admin to change
      setDays({ from: shown.from, to: shown.to })
    }
  }

  function change(field: 'from' | 'to', value: string) {
    const next = { ...days, [field]: value }
    setDays(next)
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
          {dayFields.map(({ field, label }) => (
            <TextInput
              key={field}
              label={label}
              type="date"
              value={days[field]}
              max={today}
              error={problem?.field === field ? problem.message : undefined}
              onChange={(e) => change(field, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        Showing {formatRange(shown)}: days in Bangladesh (Asia/Dhaka), both included.
      </Text>
    </Stack>
  )
}
