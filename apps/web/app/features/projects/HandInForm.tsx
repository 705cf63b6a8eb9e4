import type { Project } from '@repo/api'
import { handInLinkFields, MAX_HAND_IN_LINKS } from '@repo/courses'
import { Textarea } from '@repo/ui'
import { useEffect, useRef, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { Form } from '../../lib/Form'
import type { SupabaseClient } from '../../lib/supabase'
import { clearDraft, readDraft, saveDraftText, type Draft } from './draft'
import { blankValues } from './handIn'
import { LinkFields } from './LinkFields'
import { PhotoPicker } from './PhotoPicker'
import type { DraftPhoto } from './photos'
import { HandInSend } from './SendStatus'
import { useHandInSend } from './useHandInSend'
import { fieldErrorText } from './words'

/**
 * The hand-in: the parts the project takes (photos, links, a note), kept on the phone as they are
 * typed or picked and sent with the time of the tap. A lost signal keeps everything and sends it
 * again when the connection returns; a refusal says why in the learner's words.
 */
export function HandInForm({
  client,
  userId,
  project,
  again,
  onSent,
}: {
  client: SupabaseClient
  userId: string
  project: Project
  /** A new attempt after the mentor asked for changes. */
  again: boolean
  /** The attempt landed: the page loads the conversation again and says so. */
  onSent: () => void
}) {
  const locale = useLocale()
  const shows = {
    images: project.handIn.includes('images'),
    link: project.handIn.includes('link'),
    text: project.handIn.includes('text'),
  }
  const [restored, setRestored] = useState(false)
  // Set the moment the sent draft is forgotten: a save still pending from an earlier render
  // (effects can run after the click that sent) must not write it back.
  const forgotten = useRef(false)
  const [photos, setPhotos] = useState<DraftPhoto[]>([])
  const [linkCount, setLinkCount] = useState(1)
  const [preparing, setPreparing] = useState(false)

  const send = useHandInSend({
    client,
    userId,
    projectId: project.id,
    input: (v) => ({
      note: shows.text ? (v.note ?? '') : '',
      links: shows.link ? handInLinkFields.slice(0, linkCount).map((name) => v[name] ?? '') : [],
      files: shows.images ? photos : [],
      firstField: shows.images ? 'files' : shows.link ? handInLinkFields[0] : 'note',
    }),
    photos,
    forgetDraft,
    onSent,
  })
  const { fields, submission, status, uploaded, tappedAt, resume, forgetUpload } = send
  const { values, setValues } = fields

  // The kept draft comes back before the fields show, so nothing typed is overwritten.
  useEffect(() => {
    let cancelled = false
    void readDraft(userId, project.id)
      .catch((error: unknown) => {
        console.warn('The draft could not be read:', error)
        return null
      })
      .then((draft) => {
        if (cancelled) return
        if (draft) {
          setValues({
            ...blankValues(),
            note: draft.note,
            ...Object.fromEntries(draft.links.map((link, i) => [handInLinkFields[i], link])),
          })
          setLinkCount(Math.max(1, Math.min(draft.links.length, MAX_HAND_IN_LINKS)))
          setPhotos(draft.photos)
          resume(draft)
        }
        forgotten.current = false
        setRestored(true)
      })
    return () => {
      cancelled = true
    }
  }, [userId, project.id, setValues, resume])

  // Every change is kept at once.
  useEffect(() => {
    if (!restored || forgotten.current) return
    const draft: Draft = {
      note: values.note ?? '',
      links: handInLinkFields.slice(0, linkCount).map((name) => values[name] ?? ''),
      photos,
      uploaded,
      tappedAt,
    }
    saveDraftText(userId, project.id, draft)
  }, [restored, values, linkCount, photos, uploaded, tappedAt, userId, project.id])

  /** The attempt is stored: the draft is no longer kept, and forgotten. */
  async function forgetDraft() {
    forgotten.current = true
    setRestored(false)
    await clearDraft(
      userId,
      project.id,
      photos.map((p) => p.id),
    ).catch((error: unknown) => console.warn('The sent draft could not be cleared:', error))
  }

  if (!restored && status.kind === 'idle' && photos.length === 0)
    return (
      <p role="status" className="py-4 text-center">
        {m.project_draftLoading({}, { locale })}
      </p>
    )

  return (
    <section aria-labelledby="hand-in-title" className="flex flex-col gap-4">
      <h2 id="hand-in-title" className="text-lg font-bold">
        {again ? m.project_formTitleAgain({}, { locale }) : m.project_formTitle({}, { locale })}
      </h2>
      <Form submission={submission}>
        {shows.images ? (
          <PhotoPicker
            userId={userId}
            projectId={project.id}
            fields={fields}
            photos={photos}
            setPhotos={setPhotos}
            preparing={preparing}
            setPreparing={setPreparing}
            forgetUpload={forgetUpload}
          />
        ) : null}
        {shows.link ? (
          <LinkFields
            fields={fields}
            linkCount={linkCount}
            onAddLink={() => setLinkCount((n) => n + 1)}
          />
        ) : null}
        {shows.text ? (
          <Textarea
            label={m.project_noteLabel({}, { locale })}
            hint={m.project_noteHint({}, { locale })}
            {...fields.field('note')}
            error={fields.errors.note ? fieldErrorText(fields.errors.note, locale) : undefined}
          />
        ) : null}
        <HandInSend
          busy={submission.busy}
          label={m.project_send({}, { locale })}
          busyLabel={m.project_sending({}, { locale })}
          disabled={preparing}
          statusRef={send.statusRef}
          testId="hand-in-status"
          status={status}
          onRetry={send.sendAgain}
        />
      </Form>
    </section>
  )
}
