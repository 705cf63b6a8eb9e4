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

type Common = {
  label: ReactNode
  error?: string | undefined
  hint?: string | undefined
  id?: string | undefined
  required?: boolean | undefined
  className?: string | undefined
}

/**
 * A field's props split in two: its frame's (label, hint, error, under one id) and its control's,
 * which gets that id and what it carries for screen readers and its look, and the rest as given.
 */
function useFieldParts<P extends Common>({
  label,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: P) {
  const generated = useId()
  const inputId = id ?? generated
  const frame = { id: inputId, label, required, error, hint }
  const control = {
    ...rest,
    id: inputId,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, error, hint),
    className: cx(controlClass, className),
  }
  return { frame, control }
}

export type FieldProps = Common & InputHTMLAttributes<HTMLInputElement>

/** A text input with its label, an optional hint and an error message tied to it. */
export function Field(props: FieldProps) {
  const { frame, control } = useFieldParts(props)
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  )
}

/** The e-mail field: the phone shows its e-mail keyboard and offers the learner's address. */
export function EmailField(props: FieldProps) {
  return <Field type="email" autoComplete="email" inputMode="email" {...props} />
}

/** A phone-number field (WhatsApp, bKash): the phone shows its keypad and offers its number. */
export function PhoneField(props: FieldProps) {
  return <Field type="tel" autoComplete="tel" inputMode="tel" {...props} />
}

/** A person's full name: the phone offers the owner's. */
export function NameField(props: FieldProps) {
  return <Field autoComplete="name" {...props} />
}

/** A password field: with `isNew` the browser offers to make one and save it, else the saved one. */
export function PasswordField({ isNew = false, ...props }: FieldProps & { isNew?: boolean }) {
  return (
    <Field type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />
  )
}

export type TextareaProps = Common & TextareaHTMLAttributes<HTMLTextAreaElement>

export function Textarea({ rows = 5, ...props }: TextareaProps) {
  const { frame, control } = useFieldParts(props)
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} />
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

export function Select({ options, placeholder, ...props }: SelectProps) {
  const { frame, control } = useFieldParts(props)
  return (
    <FieldFrame {...frame}>
      <select {...control}>
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
