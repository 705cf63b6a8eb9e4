import { Button, Group } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { FormPanel } from '../lib/states'

/**
 * A short form above a list (create a coupon, add a sender): its fields on one row that wraps on
 * a phone, then its submit button (`submit`), busy while the form's write runs.
 */
export function InlineForm({
  label,
  onSubmit,
  submit,
  busy,
  submitBasis,
  children,
}: {
  label: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  submit: string
  busy: boolean
  /** The button's width before the row shares out the rest ('100px'). */
  submitBasis: string
  children: ReactNode
}) {
  return (
    <FormPanel label={label} onSubmit={onSubmit}>
      <Group align="end" wrap="wrap">
        {children}
        <Button type="submit" loading={busy} style={{ flex: `1 1 ${submitBasis}` }}>
          {submit}
        </Button>
      </Group>
    </FormPanel>
  )
}
