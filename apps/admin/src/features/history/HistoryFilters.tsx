import { Select, SimpleGrid, TextInput } from '@mantine/core'
import type { Decision, DecisionFilters } from '@repo/api'
import { courseList, enrollPaymentMethods } from '@repo/courses'
import { decisionLabel } from './historyColumns'

const statusOptions = [
  { value: '', label: 'All decisions' },
  ...(['approved', 'rejected', 'refunded'] as const).map((d) => ({
    value: d,
    label: decisionLabel[d],
  })),
]
const courseOptions = [
  { value: '', label: 'All courses' },
  ...courseList.map((c) => ({ value: c.id, label: c.title })),
]
const methodOptions = [
  { value: '', label: 'All methods' },
  ...enrollPaymentMethods.map((m) => ({ value: m, label: m })),
]
/** The filters picked from a list (the dates are typed); `key` is also the address's parameter. */
const selectFilters = [
  { key: 'decision', label: 'Decision', options: statusOptions },
  { key: 'courseId', label: 'Course', options: courseOptions },
  { key: 'paymentMethod', label: 'Method', options: methodOptions },
] as const

export interface FilterForm {
  decision: string
  courseId: string
  paymentMethod: string
  from: string
  to: string
}
export const filterKeys = ['decision', 'courseId', 'paymentMethod', 'from', 'to'] as const

/** The filters as the address holds them (?decision=…&from=…); a value not offered reads as none. */
export function readFilters(params: URLSearchParams): FilterForm {
  const pick = (key: keyof FilterForm, options?: readonly { value: string }[]) => {
    const value = params.get(key) ?? ''
    return !options || options.some((o) => o.value === value) ? value : ''
  }
  return {
    decision: pick('decision', statusOptions),
    courseId: pick('courseId', courseOptions),
    paymentMethod: pick('paymentMethod', methodOptions),
    from: pick('from'),
    to: pick('to'),
  }
}

export function toFilters(form: FilterForm): DecisionFilters {
  return {
    ...(form.decision ? { decision: form.decision as Decision } : {}),
    ...(form.courseId ? { courseId: form.courseId } : {}),
    ...(form.paymentMethod ? { paymentMethod: form.paymentMethod } : {}),
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
  }
}

export function HistoryFilters({
  form,
  rangeReversed,
  onChange,
}: {
  form: FilterForm
  rangeReversed: boolean
  onChange: (key: keyof FilterForm, value: string) => void
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} role="group" aria-label="Filters">
      {selectFilters.map((f) => (
        <Select
          key={f.key}
          label={f.label}
          data={f.options}
          value={form[f.key]}
          onChange={(value) => onChange(f.key, value ?? '')}
          allowDeselect={false}
        />
      ))}
      <TextInput
        label="From"
        type="date"
        value={form.from}
        onChange={(e) => onChange('from', e.currentTarget.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={form.to}
        error={rangeReversed ? 'The end date is before the start date.' : undefined}
        onChange={(e) => onChange('to', e.currentTarget.value)}
      />
    </SimpleGrid>
  )
}
