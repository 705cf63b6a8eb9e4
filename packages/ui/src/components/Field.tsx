import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cx } from '../lib/cx'

export const controlClass =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

interface FieldFrameProps {
  id: string
  label: ReactNode
  required?: boolean | undefined
  /** Shown under the control and tied to it with aria-describedby. */
  error?: string | undefined
  hint?: string | undefined
  /** Visually marks a required field; the control itself carries `required`/`aria-required`. */
  requiredMark?: string | undefined
  children: ReactNode
}

function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  requiredMark = '*',
  children,
}: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
            {requiredMark}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: string) {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}

/** The id of a field's control and what it carries for its label, screen readers and its look. */
function useControl({
  id,
  required,
  error,
  hint,
  className,
}: {
  id?: string | undefined
  required?: boolean | undefined
  error?: string | undefined
  hint?: string | undefined
  className?: string | undefined
}) {
  const generated = useId()
  const inputId = id ?? generated
  return {
    id: inputId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, error, hint),
    className: cx(controlClass, className),
  }
}

type Common = { label: ReactNode; error?: string | undefined; hint?: string | undefined }

export type FieldProps = Common & InputHTMLAttributes<HTMLInputElement>

/** A text input with its label, an optional hint and an error message tied to it. */
export function Field({ label, error, hint, id, required, className, ...rest }: FieldProps) {
  const control = useControl({ id, required, error, hint, className })
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <input {...rest} {...control} />
    </FieldFrame>
  )
}

export type TextareaProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement>

export function Textarea({
  label,
  error,
  hint,
  id,
  required,
  className,
  rows = 5,
  ...rest
}: TextareaProps) {
  const control = useControl({ id, required, error, hint, className })
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <textarea {...rest} {...control} rows={rows} />
    </FieldFrame>
  )
}

export interface SelectOption {
  value: string
  label: string
}

export type SelectProps = Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: SelectOption[]
    /** The first, empty choice ("Select a course"). */
    placeholder?: string
  }

export function Select({
  label,
  error,
  hint,
  id,
  required,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const control = useControl({ id, required, error, hint, className })
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <select {...rest} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

export interface CheckboxGroupProps {
  legend: ReactNode
  name: string
  options: SelectOption[]
  value?: string[]
  defaultValue?: string[]
  onChange?: (value: string[]) => void
  error?: string | undefined
  required?: boolean
}

/** Several checkboxes sharing one name (posted as `name[]`-style repeated fields). */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  error,
}: CheckboxGroupProps) {
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 dark:border-slate-700"
        >
          <input
            type="checkbox"
            name={name}
            value={o.value}
            className="size-5 accent-brand-600"
            {...(value
              ? {
                  checked: value.includes(o.value),
                  onChange: (e) =>
                    onChange?.(
                      e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value),
                    ),
                }
              : { defaultChecked: defaultValue?.includes(o.value) })}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
