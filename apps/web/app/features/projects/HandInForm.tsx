import {
  removeSubmissionPhoto,
  submitProject,
  uploadSubmissionPhoto,
  type Project,
} from '@repo/api'
import { MAX_HAND_IN_FILES, MAX_HAND_IN_LINKS } from '@repo/courses'
import { Button, Field, Textarea } from '@repo/ui'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { m, useLocale } from '../../i18n'
import { isApiError } from '../../lib/apiError'
import { Form, SubmitButton } from '../../lib/Form'
import { useForm } from '../../lib/forms'
import { preloadFormSchemas } from '../../lib/formSchemas'
import type { SupabaseClient } from '../../lib/supabase'
import { clearDraft, readDraft, removePhoto, saveDraftText, savePhoto, type Draft } from './draft'
import { handInForm, linkFields, type HandInInput } from './handIn'
import { megabytes, photoTypes, preparePhoto, type DraftPhoto } from './photos'
import { isNetworkFailure, ruleText, sendFailureText } from './words'

type Values = Record<string, string>

/** When Send is tapped (outside render: the tap's own time). */
const tapTime = () => Date.now()

const blankValues = (): Values =>
  Object.fromEntries(['note', ...linkFields].map((name) => [name, ''])) as Values

/** Where the send stands, said in the live region under the button. */
type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; done: number; total: number }
  | { kind: 'saving' }
  /** No signal: kept on the phone, sent again when the connection returns (or on tap). */
  | { kind: 'waiting' }
  | { kind: 'refused'; text: string }

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
  const firstField = shows.images ? 'files' : shows.link ? 'link0' : 'note'
  const [restored, setRestored] = useState(false)
  const [photos, setPhotos] = useState<DraftPhoto[]>([])
  const [uploaded, setUploaded] = useState<Record<string, string>>({})
  const [tappedAt, setTappedAt] = useState<number | null>(null)
  const [linkCount, setLinkCount] = useState(1)
  const [preparing, setPreparing] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const statusRef = useRef<HTMLDivElement>(null)

  const { fields, submission } = useForm({
    initial: blankValues,
    schema: () => handInForm(firstField),
    input: (v): HandInInput => ({
      note: shows.text ? (v.note ?? '') : '',
      links: shows.link ? linkFields.slice(0, linkCount).map((name) => v[name] ?? '') : [],
      files: shows.images ? photos : [],
    }),
    failure: {
      title: m.project_sendFailed({}, { locale }),
      text: m.project_error_unknown({}, { locale }),
    },
    submit: async (data) => {
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
    onError: (error) => {
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
  const { values, setValues } = fields

  // The form's rules come with the form, not its first focus: a learner who opens a kept draft
  // and taps Send after the signal went must still have the tap kept (and the send waiting).
  useEffect(preloadFormSchemas, [])

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
            ...Object.fromEntries(draft.links.map((link, i) => [linkFields[i], link])),
          })
          setLinkCount(Math.max(1, Math.min(draft.links.length, MAX_HAND_IN_LINKS)))
          setPhotos(draft.photos)
          setUploaded(draft.uploaded)
          setTappedAt(draft.tappedAt)
          if (draft.tappedAt !== null) setStatus({ kind: 'waiting' })
        }
        setRestored(true)
      })
    return () => {
      cancelled = true
    }
  }, [userId, project.id, setValues])

  // Every change is kept at once.
  useEffect(() => {
    if (!restored) return
    const draft: Draft = {
      note: values.note ?? '',
      links: linkFields.slice(0, linkCount).map((name) => values[name] ?? ''),
      photos,
      uploaded,
      tappedAt,
    }
    saveDraftText(userId, project.id, draft)
  }, [restored, values, linkCount, photos, uploaded, tappedAt, userId, project.id])

  // A send that waits for the signal goes when it returns, through the form (one at a time).
  useEffect(() => {
    if (status.kind !== 'waiting') return
    const online = () => statusRef.current?.closest('form')?.requestSubmit()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [status.kind])

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
      projectId: project.id,
      note: data.note,
      links: data.links,
      files,
      submittedAt: new Date(tap).toISOString(),
    })
    await finish()
  }

  /** The attempt is stored: the draft is forgotten and the page shows the attempt. */
  async function finish() {
    setRestored(false)
    await clearDraft(
      userId,
      project.id,
      photos.map((p) => p.id),
    ).catch((error: unknown) => console.warn('The sent draft could not be cleared:', error))
    setStatus({ kind: 'idle' })
    onSent()
  }

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target
    const picked = Array.from(input.files ?? [])
    input.value = ''
    fields.setError('files')
    const room = MAX_HAND_IN_FILES - photos.length
    if (picked.length > room) fields.setError('files', m.project_error_files({}, { locale }))
    setPreparing(true)
    for (const file of picked.slice(0, Math.max(0, room))) {
      const prepared = await preparePhoto(file)
      if (!prepared.ok) {
        const words =
          prepared.reason === 'too_big' ? m.project_photoTooBig : m.project_photoNotImage
        fields.setError('files', words({ name: file.name }, { locale }))
        continue
      }
      const photo = prepared.photo
      await savePhoto(userId, project.id, photo).catch((error: unknown) =>
        // Not kept on the phone (storage full): still sent with this page.
        console.warn('A photo could not be kept in the draft:', error),
      )
      setPhotos((list) => [...list, photo])
    }
    setPreparing(false)
  }

  function onRemove(photo: DraftPhoto) {
    setPhotos((list) => list.filter((p) => p.id !== photo.id))
    fields.setError('files')
    // Uploaded by a send the signal cut, and now not wanted: not left in the learner's folder.
    const path = uploaded[photo.id]
    if (path) {
      setUploaded(({ [photo.id]: _, ...rest }) => rest)
      void removeSubmissionPhoto(client, path).catch((error: unknown) =>
        console.warn('An unsent photo could not be deleted:', error),
      )
    }
    void removePhoto(userId, project.id, photo.id).catch((error: unknown) =>
      console.warn('A photo could not be removed from the draft:', error),
    )
  }

  if (!restored && status.kind === 'idle' && photos.length === 0)
    return (
      <p role="status" className="py-4 text-center">
        {m.project_draftLoading({}, { locale })}
      </p>
    )

  const size = megabytes(photos)
  const pickerClass =
    'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-50 dark:text-white dark:hover:bg-slate-800'
  const full = photos.length >= MAX_HAND_IN_FILES

  return (
    <section aria-labelledby="hand-in-title" className="flex flex-col gap-4">
      <h2 id="hand-in-title" className="text-lg font-bold">
        {again ? m.project_formTitleAgain({}, { locale }) : m.project_formTitle({}, { locale })}
      </h2>
      <Form submission={submission}>
        {shows.images ? (
          <fieldset className="flex flex-col gap-2" aria-describedby="files-hint files-error">
            <legend className="text-sm font-semibold">
              {m.project_photosLabel({}, { locale })}
            </legend>
            <p id="files-hint" className="text-sm text-slate-600 dark:text-slate-300">
              {m.project_photosHint({ n: MAX_HAND_IN_FILES }, { locale })}
            </p>
            <div className="flex flex-wrap gap-2">
              <label className={`${pickerClass} ${full ? 'pointer-events-none opacity-60' : ''}`}>
                <input
                  type="file"
                  name="files"
                  accept={photoTypes.join(',')}
                  multiple
                  disabled={full || preparing}
                  onChange={onPick}
                  aria-invalid={fields.errors.files ? true : undefined}
                  aria-describedby="files-hint files-error"
                  className="sr-only"
                />
                {m.project_pickPhotos({}, { locale })}
              </label>
              <label className={`${pickerClass} ${full ? 'pointer-events-none opacity-60' : ''}`}>
                <input
                  type="file"
                  accept={photoTypes.join(',')}
                  capture="environment"
                  disabled={full || preparing}
                  onChange={onPick}
                  className="sr-only"
                />
                {m.project_takePhoto({}, { locale })}
              </label>
            </div>
            {fields.errors.files ? (
              <p
                id="files-error"
                role="alert"
                className="text-sm font-medium text-red-700 dark:text-red-400"
              >
                {ruleOrText(fields.errors.files)}
              </p>
            ) : null}
            {photos.length > 0 ? (
              <ul className="grid grid-cols-3 gap-2" data-testid="draft-photos">
                {photos.map((photo, i) => (
                  <PhotoThumb
                    key={photo.id}
                    photo={photo}
                    n={i + 1}
                    onRemove={() => onRemove(photo)}
                  />
                ))}
              </ul>
            ) : null}
            <p aria-live="polite" className="text-sm" data-testid="data-estimate">
              {preparing
                ? m.project_preparingPhoto({}, { locale })
                : photos.length > 0
                  ? m.project_dataEstimate({ count: photos.length, size }, { locale })
                  : m.project_noPhotos({}, { locale })}
            </p>
          </fieldset>
        ) : null}
        {shows.link ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-semibold">
              {m.project_linksLabel({}, { locale })}
            </legend>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {m.project_linksHint({}, { locale })}
            </p>
            {linkFields.slice(0, linkCount).map((name, i) => {
              const wiring = fields.field(name)
              return (
                <Field
                  key={name}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://"
                  label={m.project_linkLabel({ n: i + 1 }, { locale })}
                  {...wiring}
                  error={wiring.error ? ruleOrText(wiring.error) : undefined}
                />
              )
            })}
            {linkCount < MAX_HAND_IN_LINKS ? (
              <Button
                type="button"
                variant="secondary"
                className="self-start"
                onClick={() => setLinkCount((n) => n + 1)}
              >
                {m.project_addLink({}, { locale })}
              </Button>
            ) : null}
          </fieldset>
        ) : null}
        {shows.text ? (
          <Textarea
            label={m.project_noteLabel({}, { locale })}
            hint={m.project_noteHint({}, { locale })}
            {...fields.field('note')}
            error={fields.errors.note ? ruleOrText(fields.errors.note) : undefined}
          />
        ) : null}
        <SubmitButton
          busy={submission.busy}
          busyLabel={m.project_sending({}, { locale })}
          disabled={preparing}
          className="self-start"
        >
          {m.project_send({}, { locale })}
        </SubmitButton>
        <div ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="hand-in-status">
          <StatusText
            status={status}
            onRetry={() => statusRef.current?.closest('form')?.requestSubmit()}
          />
        </div>
      </Form>
    </section>
  )

  /** A field's error: the schema's code in words, or words already (a photo refused). */
  function ruleOrText(error: string) {
    return /^[a-z_]+$/.test(error) ? ruleText(error, locale) : error
  }
}

function StatusText({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const locale = useLocale()
  switch (status.kind) {
    case 'idle':
      return null
    case 'uploading':
      return (
        <p className="text-sm">
          {m.project_uploading({ done: status.done + 1, total: status.total }, { locale })}
        </p>
      )
    case 'saving':
      return <p className="text-sm">{m.project_saving({}, { locale })}</p>
    case 'waiting':
      return (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <p>{m.project_waitingSignal({}, { locale })}</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            {m.project_retryNow({}, { locale })}
          </Button>
        </div>
      )
    case 'refused':
      return (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {status.text} {m.project_draftKept({}, { locale })}
        </p>
      )
  }
}

/**
 * A picked photo, shown from the phone's memory (as a data: URL: the site's CSP allows data:
 * images, not blob: ones), with its remove button.
 */
function PhotoThumb({
  photo,
  n,
  onRemove,
}: {
  photo: DraftPhoto
  n: number
  onRemove: () => void
}) {
  const locale = useLocale()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const reader = new FileReader()
    reader.onload = () => typeof reader.result === 'string' && setUrl(reader.result)
    reader.readAsDataURL(photo.blob)
    return () => {
      reader.onload = null
    }
  }, [photo.blob])
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
      {url ? (
        <img
          src={url}
          alt={m.project_draftPhotoAlt({ n }, { locale })}
          className="size-full object-cover"
        />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        className="absolute end-1 top-1 min-h-11 min-w-11 rounded-full bg-white/90 text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={m.project_removePhoto({ n }, { locale })}
      >
        ×
      </button>
    </li>
  )
}
