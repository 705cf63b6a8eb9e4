import { useMutation, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useCachedList, type ListRead } from '../../lib/cachedList'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { withSaved, type DeleteItem } from './CourseItems'

/** What the question before a delete says. */
type DeleteWords<T> = Pick<DeleteItem<T>, 'title' | 'question' | 'about'>

/**
 * What a list of the course's items (lessons, projects, quizzes) does around CourseItemList: it
 * reads the list, keeps which item the editor shows (`{ item: null }`: a new one), changes the
 * list in place after each write (each write answers what changed: no second read), and
 * deletes an item (by `remove`), saying so in the words of `noun` ('Project').
 */
export function useCourseItems<T extends { id: string; title: string }, K extends QueryKey>({
  list,
  noun,
  remove,
  invalidates,
  order,
}: {
  list: ListRead<T, K>
  noun: string
  remove: (id: string) => Promise<unknown>
  /** What else a delete makes stale (../../lib/queries' `changedBy`). */
  invalidates?: readonly QueryKey[]
  /** The order the list is kept in, where it is kept in one (byPosition). */
  order?: (a: T, b: T) => number
}) {
  const [query, setRows] = useCachedList(list)
  const [editing, setEditing] = useState<{ item: T | null } | null>(null)
  const update = (change: (rows: T[]) => T[]) =>
    setRows((rows) => {
      const changed = change(rows)
      return order ? changed.sort(order) : changed
    })

  const deleting = useMutation({
    mutationFn: (item: T) => remove(item.id),
    ...(invalidates ? { meta: { invalidates } } : {}),
    onSuccess: (_, item) => {
      update((rows) => rows.filter((r) => r.id !== item.id))
      notifySuccess(`${noun} "${item.title}" deleted.`)
    },
  })

  const edit = (item: T | null) => setEditing({ item })

  return {
    rows: query.data ?? [],
    /** CourseItemList's read, Add and Edit. */
    listProps: { ...queryLoad(query), onAdd: () => edit(null), onEdit: edit },
    /** CourseItemList's delete, asked in `words`; `busy` also while another write runs. */
    removal: (words: DeleteWords<T>, busy = deleting.isPending): DeleteItem<T> => ({
      ...words,
      busy,
      onConfirm: (item) => deleting.mutateAsync(item),
    }),
    update,
    deleting,
    /** The open editor's item and callbacks (ItemEditorProps), or null when none is open. */
    editor: editing && {
      item: editing.item,
      onSaved: (item: T) => update((rows) => withSaved(rows, item)),
      onClose: () => setEditing(null),
    },
  }
}
