import { MAX_HAND_IN_FILES } from '@repo/courses'
import { useEffect, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react'
import { m, useLocale } from '../../i18n'
import { removePhoto, savePhoto } from './draft'
import { megabytes, photoTypes, preparePhoto, type DraftPhoto } from './photos'
import type { HandInFields } from './useHandInSend'
import { fieldErrorText } from './words'

const pickerClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-50 dark:text-white dark:hover:bg-slate-800'

/**
 * The hand-in's photos: picked from the gallery or taken with the camera, prepared and kept in the
 * draft as they come, listed with a remove button each, and the data the send will take.
 */
export function PhotoPicker({
  userId,
  projectId,
  fields,
  photos,
  setPhotos,
  preparing,
  setPreparing,
  forgetUpload,
}: {
  userId: string
  projectId: string
  fields: HandInFields
  photos: DraftPhoto[]
  setPhotos: Dispatch<SetStateAction<DraftPhoto[]>>
  /** A picked photo is being made ready (the form waits for it). */
  preparing: boolean
  setPreparing: (preparing: boolean) => void
  /** A removed photo's upload by an earlier send, deleted. */
  forgetUpload: (photoId: string) => void
}) {
  const locale = useLocale()

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
      await savePhoto(userId, projectId, photo).catch((error: unknown) =>
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
    forgetUpload(photo.id)
    void removePhoto(userId, projectId, photo.id).catch((error: unknown) =>
      console.warn('A photo could not be removed from the draft:', error),
    )
  }

  const size = megabytes(photos)
  const full = photos.length >= MAX_HAND_IN_FILES

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="files-hint files-error">
      <legend className="text-sm font-semibold">{m.project_photosLabel({}, { locale })}</legend>
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
          {fieldErrorText(fields.errors.files, locale)}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2" data-testid="draft-photos">
          {photos.map((photo, i) => (
            <PhotoThumb key={photo.id} photo={photo} n={i + 1} onRemove={() => onRemove(photo)} />
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
  )
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
