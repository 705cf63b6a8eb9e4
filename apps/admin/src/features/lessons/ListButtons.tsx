import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Up and Down for one of a list's items (`what`: 'item 2', '"Colour"'), named for screen readers
 * ('Move item 2 up'); the ends cannot move further.
 */
export function MoveButtons({
  what,
  index,
  count,
  disabled = false,
  onMove,
}: {
  what: string
  index: number
  count: number
  disabled?: boolean
  onMove: (by: -1 | 1) => void
}) {
  return (
    <>
      <Button
        size="xs"
        variant="default"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${what} up`}
      >
        Up
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${what} down`}
      >
        Down
      </Button>
    </>
  )
}

/** The button under a list of a form's items that adds one ('Add resource'). */
export function AddItemButton({
  disabled = false,
  onClick,
  children,
}: {
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Group>
      <Button variant="light" size="xs" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </Group>
  )
}

/** Remove for one of a form's list items (`what`: 'item 2'), named for screen readers. */
export function RemoveItemButton({
  what,
  disabled = false,
  size = 'xs',
  onClick,
}: {
  what: string
  disabled?: boolean
  size?: 'xs' | 'sm'
  onClick: () => void
}) {
  return (
    <Button
      size={size}
      variant="default"
      disabled={disabled}
      onClick={onClick}
      aria-label={`Remove ${what}`}
    >
      Remove
    </Button>
  )
}
