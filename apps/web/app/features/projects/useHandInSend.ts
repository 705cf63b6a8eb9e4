import { removeSubmissionPhoto, submitProject, uploadSubmissionPhoto } from '@repo/api'
import { useCallback, useEffect, useRef, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { isApiError, isNetworkFailure } from '../../lib/apiError'
import { useForm } from '../../lib/forms'
import { preloadFormSchemas } from '../../lib/formSchemas'
import { useSendAgain } from '../../lib/useSendAgain'
import type { SupabaseClient } from '../../lib/supabase'
import type { Draft } from './draft'
import type { HandInInput } from '@repo/courses'
import { blankValues } from './handIn'
import type { DraftPhoto } from './photos'
import type { SendState } from './SendStatus'
import { sendFailureText } from './words'

/** When Send is tapped (outside render: the tap's own time). */
const tapTime = () => Date.now()

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * The photo's place in the learner's folder, fixed by its draft id: a retry whose first answer was
 * lost sends it to the same object, which storage then refuses as a duplicate (counted as done).
 */
const photoPath = (userId: string, photo: DraftPhoto) =>
  `${userId}/${photo.id}.${extensions[photo.blob.type] ?? 'jpg'}`

/** The hand-in form's fields (values and errors), for the parts that show them. */
export type HandInFields = ReturnType<typeof useHandInSend>['fields']

/**
 * The hand-in's sending: the form, the photos' upload (each once, kept across retries), the
 * attempt with the time of the first tap, and where the send stands. A lost signal keeps the tap
 * and sends again when the connection returns; a refusal says why in the learner's words.
 */
export function useHandInSend({
  client,
  userId,
  projectId,
  input,
  photos,
  forgetDraft,
  onSent,
}: {
  client: SupabaseClient
  userId: string
  projectId: string
  /** What is handed in: the parts the project takes, from the form's values. */
  input: (values: Record<string, string>) => HandInInput
  photos: DraftPhoto[]
  /** The attempt is stored: the draft kept on the phone is no longer wanted. */
  forgetDraft: () => Promise<void>
  /** The attempt landed: the page loads the conversation again and says so. */
  onSent: () => void
}) {
  const locale = useLocale()
  const [uploaded, setUploaded] = useState<Record<string, string>>({})
  const [tappedAt, setTappedAt] = useState<number | null>(null)
  const [status, setStatus] = useState<SendState>({ kind: 'idle' })
  const statusRef = useRef<HTMLDivElement>(null)

  const { fields, submission } = useForm({
    initial: blankValues,
    schema: (schemas) => schemas.handIn,
    schemaInput: input,
    failureToast: {
      title: m.project_sendFailed({}, { locale }),
      text: m.project_error_unknown({}, { locale }),
    },
    // Without a signal the tap is kept and sent again when it returns.
    sendOffline: true,
    send: async (data) => {
      // An earlier tap whose send the signal cut still counts: the due date is judged on it.
      const retried = tappedAt !== null
      const tap = tappedAt ?? tapTime()
      setTappedAt(tap)
      try {
        await send(data, tap)
      } catch (error) {
        if (retried && isApiError(error) && error.hint === 'submission_waiting') {
          // The first send landed and only its answer was lost.
          return finish()
        }
        throw error
      }
    },
    onResult: (result) => {
      if (result.ok || result.reason === 'offline') return
      const { error } = result
      if (isNetworkFailure(error)) {
        setStatus({ kind: 'waiting' })
      } else {
        console.warn('Hand-in refused:', error)
        // Refused, not lost: the next Send is a new tap.
        setTappedAt(null)
        setStatus({ kind: 'refused', text: sendFailureText(error, locale) })
        const field = isApiError(error) ? error.field : undefined
        if (field === 'links') fields.setError('link0', sendFailureText(error, locale))
        if (
          isApiError(error) &&
          ['project_approved', 'submission_waiting'].includes(error.hint ?? '')
        )
          onSent()
      }
      statusRef.current?.focus()
    },
  })

  // The form's rules come with the form, not its first focus: a learner who opens a kept draft
  // and taps Send after the signal went must still have the tap kept (and the send waiting).
  useEffect(preloadFormSchemas, [])

  // A send that waits for the signal goes when it returns, or on the retry tap.
  const sendAgain = useSendAgain(statusRef, status.kind === 'waiting')

  async function send(data: { note: string; links: string[] }, tap: number) {
    const done = { ...uploaded }
    const files: string[] = []
    for (const [i, photo] of photos.entries()) {
      setStatus({ kind: 'uploading', done: i, total: photos.length })
      let path = done[photo.id]
      if (!path) {
        path = await uploadSubmissionPhoto(client, userId, photo.blob, photoPath(userId, photo))
        done[photo.id] = path
        setUploaded({ ...done })
      }
      files.push(path)
    }
    setStatus({ kind: 'saving' })
    await submitProject(client, {
      projectId,
      note: data.note,
      links: data.links,
      files,
      submittedAt: new Date(tap).toISOString(),
    })
    await finish()
  }

  /** The attempt is stored: the draft is forgotten and the page shows the attempt. */
  async function finish() {
    await forgetDraft()
    setStatus({ kind: 'idle' })
    onSent()
  }

  /** A kept draft's send picked up again: its uploads, and a tap the signal cut (still waiting). */
  const resume = useCallback(({ uploaded, tappedAt }: Pick<Draft, 'uploaded' | 'tappedAt'>) => {
    setUploaded(uploaded)
    setTappedAt(tappedAt)
    if (tappedAt !== null) setStatus({ kind: 'waiting' })
  }, [])

  /**
   * A photo uploaded by a send the signal cut, and now not wanted: not left in the learner's
   * folder.
   */
  function forgetUpload(photoId: string) {
    const path = uploaded[photoId]
    if (!path) return
    setUploaded(({ [photoId]: _, ...rest }) => rest)
    void removeSubmissionPhoto(client, path).catch((error: unknown) =>
      console.warn('An unsent photo could not be deleted:', error),
    )
  }

  return {
    fields,
    submission,
    status,
    statusRef,
    sendAgain,
    uploaded,
    tappedAt,
    resume,
    forgetUpload,
  }
}
