import { Button } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import { Markdown } from '../../components/Markdown'
import { useQuestions } from './scope'
import { EditForm } from './EditForm'
import { useEditWindow } from './useEditWindow'

/**
 * A question's or an answer's text: "hidden" when staff hid it, then the text itself, or its
 * author's edit form while they edit (saved: the form closes and the save is announced).
 */
export function EditableBody({
  kind,
  item: { id, body, hiddenAt },
  editing,
  onEditing,
  onSaved,
}: {
  kind: 'question' | 'answer'
  /** The question or the answer. */
  item: { id: string; body: string; hiddenAt: string | null }
  editing: boolean
  onEditing: (editing: boolean) => void
  onSaved: (body: string) => void
}) {
  const locale = useLocale()
  const { announce } = useQuestions()
  return (
    <>
      {hiddenAt ? <p className="text-sm italic">{m.questions_hidden({}, { locale })}</p> : null}
      {editing ? (
        <EditForm
          kind={kind}
          id={id}
          body={body}
          onSaved={(saved) => {
            onEditing(false)
            onSaved(saved)
            announce(m.questions_saved({}, { locale }))
          }}
          onCancel={() => onEditing(false)}
        />
      ) : (
        <Markdown text={body} className="break-words" />
      )}
    </>
  )
}

/** "Edit" on a question or an answer, while its author may still edit it and is not editing. */
export function EditButton({
  item: { createdAt, mine },
  editing,
  onEdit,
}: {
  item: { createdAt: string; mine: boolean }
  editing: boolean
  onEdit: () => void
}) {
  const locale = useLocale()
  const canEdit = useEditWindow(createdAt, mine)
  if (!canEdit || editing) return null
  return (
    <Button type="button" variant="secondary" onClick={onEdit}>
      {m.questions_edit({}, { locale })}
    </Button>
  )
}
