import { useMutation, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { useConsoleForm, type FormSchema } from '../../lib/consoleForm'
import { notifySuccess } from '../../lib/notify'

/** What a course item's editor gets from its list: the item (null: a new one) and its callbacks. */
export interface ItemEditorProps<T> {
  item: T | null
  onSaved: (item: T) => void
  onClose: () => void
}

/**
 * The form of a lesson's, a project's or a quiz's editor and its save. The item is written first
 * (`write` gets the stored item, null while it is new) and shown in the list, then what belongs to
 * it (`writeRest`: a lesson's content, a quiz's questions). If that fails, the editor stays open on
 * the saved item, so trying again saves the same item, not a second one. `formProps` go on
 * EditorForm.
 */
export function useItemEditor<S extends FormSchema, T extends { title: string }>({
  noun,
  schema,
  initialValues,
  editor: { item, onSaved, onClose },
  write,
  writeRest,
  invalidates,
}: {
  /** 'lesson': the form's name, and the words 'Save lesson' and 'Lesson "…" saved.' */
  noun: string
  schema: S
  initialValues: z.input<S>
  editor: ItemEditorProps<T>
  write: (checked: z.output<S>, stored: T | null) => Promise<T>
  writeRest?: (stored: T, checked: z.output<S>) => Promise<unknown>
  /** What else a save makes stale (../../lib/queries' `changedBy`). */
  invalidates?: readonly QueryKey[]
}) {
  const [saved, setSaved] = useState<T | null>(item)
  const { form, onSubmit } = useConsoleForm({
    name: noun,
    schema,
    initialValues,
    // a long form, maybe behind its Preview tab: the notification says what the first marked field is
    notifyInvalid: true,
    submit: (checked) => saving.mutate(checked),
  })
  const saving = useMutation({
    mutationFn: async (checked: z.output<S>) => {
      const stored = await write(checked, saved)
      setSaved(stored)
      onSaved(stored)
      await writeRest?.(stored, checked)
      return stored
    },
    ...(invalidates ? { meta: { invalidates } } : {}),
    onSuccess: (stored) => {
      notifySuccess(`${noun[0]!.toUpperCase()}${noun.slice(1)} "${stored.title}" saved.`)
      onClose()
    },
  })
  return {
    form,
    formProps: { what: noun, isNew: !saved, onSubmit, saving: saving.isPending },
  }
}
