import { Button, type ButtonProps } from '@repo/ui'
import type { FormHTMLAttributes, ReactNode } from 'react'
import type { useForm } from './forms'

/** What `useForm` returns about sending the form. */
export type Submission = ReturnType<typeof useForm>['submission']

/**
 * The `<form>` of a `useForm` form (docs/decisions/0066-one-form-hook.md): its submit handler
 * and `submission.attrs` wired once. The site checks the fields itself (`noValidate`) unless
 * the form says otherwise: a native form posted to the form service (`method`, `action`) lets
 * the browser check them until the page is hydrated.
 */
export function Form({
  submission,
  noValidate = true,
  className = 'flex flex-col gap-4',
  children,
  ...native
}: Pick<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'noValidate' | 'className'> & {
  submission: Pick<Submission, 'onSubmit' | 'attrs'>
  children: ReactNode
}) {
  return (
    <form
      {...native}
      noValidate={noValidate}
      onSubmit={submission.onSubmit}
      {...submission.attrs}
      className={className}
    >
      {children}
    </form>
  )
}

/** A form's submit button: locked while sending, and saying so (`busyLabel`). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'loading'> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <Button type="submit" loading={busy} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  )
}
