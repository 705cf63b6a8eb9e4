import { Badge, Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'

type Kind = 'question' | 'answer'

/** What hiding takes from the course's learners, said before it is done. */
const hiding: Record<Kind, { question: string; about: string; done: string; shown: string }> = {
  question: {
    question: 'Hide this question from the course’s learners?',
    about:
      'Learners will no longer see it under the lesson, nor its answers, nor find it by search. Its asker still sees it, and no one can answer it until it is shown again. It leaves the queue.',
    done: 'Question hidden from the learners.',
    shown: 'Question shown to the learners again.',
  },
  answer: {
    question: 'Hide this answer from the course’s learners?',
    about:
      'Learners will no longer see it under the question. Its author still sees it; the other answers stay.',
    done: 'Answer hidden from the learners.',
    shown: 'Answer shown to the learners again.',
  },
}

/**
 * Hide (asked first: what the learners will no longer see) or Show a question or an answer.
 * Staff only: the database refuses anyone else (not_staff).
 */
export function HideToggle({ kind, id, hidden }: { kind: Kind; id: string; hidden: boolean }) {
  const api = useAdminApi()
  const [asking, setAsking] = useState<string | null>(null)
  const words = hiding[kind]
  const toggle = useMutation({
    mutationFn: (hide: boolean) =>
      kind === 'question' ? api.hideQuestion(id, hide) : api.hideAnswer(id, hide),
    meta: { invalidates: changedBy.hide },
    onSuccess: (_, hide) => {
      setAsking(null)
      notifySuccess(hide ? words.done : words.shown)
    },
  })

  return (
    <>
      {hidden ? (
        <Button
          variant="default"
          size="xs"
          loading={toggle.isPending}
          onClick={() => toggle.mutate(false)}
        >
          Show
        </Button>
      ) : (
        <Button variant="light" color="red" size="xs" onClick={() => setAsking(id)}>
          Hide
        </Button>
      )}
      <ConfirmModal
        target={asking}
        title={kind === 'question' ? 'Hide the question' : 'Hide the answer'}
        question={words.question}
        about={() => words.about}
        action="Hide"
        color="red"
        busy={toggle.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => toggle.mutate(true)}
      />
    </>
  )
}

/** A question or an answer the learners do not see. */
export function HiddenBadge() {
  return (
    <Badge color="dark" variant="light">
      Hidden from learners
    </Badge>
  )
}
