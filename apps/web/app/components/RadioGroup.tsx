import type { ReactNode } from 'react'

/** The two looks: side-by-side tiles (the ways to pay), or a row of plain choices. */
const looks = {
  tiles: {
    legend: 'mb-1 text-sm font-semibold',
    options: 'grid grid-cols-3 gap-2',
    option:
      'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800',
    input: 'size-4 accent-brand-600',
  },
  inline: {
    legend: 'font-semibold',
    options: 'flex flex-wrap gap-4',
    option: 'inline-flex min-h-11 items-center gap-2',
    input: 'size-5',
  },
}

/**
 * One choice of a few, as radio buttons under a legend: `hint` between the legend and the
 * choices, `children` after them (what the choice did).
 */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  look,
  disabled,
  hint,
  children,
}: {
  legend: string
  name: string
  options: readonly { value: Value; label: ReactNode }[]
  value: Value
  onChange: (value: Value) => void
  look: keyof typeof looks
  disabled?: boolean
  hint?: ReactNode
  children?: ReactNode
}) {
  const classes = looks[look]
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className={classes.legend}>{legend}</legend>
      {hint}
      <div className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={classes.input}
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  )
}
