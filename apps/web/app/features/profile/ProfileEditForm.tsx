import { saveProfileWithAvatar, type Profile } from '@repo/api'
import { avatarUpload } from '@repo/courses'
import { Avatar, Button, Field, NameField, PhoneField, toast } from '@repo/ui'
import { useEffect, useState, type ChangeEvent } from 'react'
import { m, useLocale, type Locale } from '../../i18n'
import { useForm } from '../../lib/forms'
import { Form, SubmitButton } from '../../lib/Form'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'
import type { SupabaseClient } from '../../lib/supabase'

type Values = { name: string; phone: string; twitter: string; linkedin: string; facebook: string }

/** What the profile schema (and the api) read: the social links nested. */
function toInput(v: Values) {
  return {
    name: v.name,
    phone: v.phone,
    social_links: { twitter: v.twitter, linkedin: v.linkedin, facebook: v.facebook },
  }
}

function initialValues(p: Profile): Values {
  return {
    name: p.name ?? '',
    phone: p.phone ?? '',
    twitter: p.social_links.twitter ?? '',
    linkedin: p.social_links.linkedin ?? '',
    facebook: p.social_links.facebook ?? '',
  }
}

/** What the toast says for a failed save ('Update failed', 'Upload failed', 'Upload error': docs/product.md#messages). */
export function saveFailure(
  error: unknown,
  hadFile: boolean,
  locale: Locale,
): { title: string; description?: string } {
  const network = browserOffline() || (isApiError(error) && error.kind === 'network')
  if (isApiError(error) && error.operation === 'storage.upload') {
    if (network)
      return {
        title: m.profile_uploadError({}, { locale }),
        description: m.auth_network({}, { locale }),
      }
    return {
      title: m.profile_uploadFailed({}, { locale }),
      ...(error.kind === 'invalid' && error.serverText ? { description: error.serverText } : {}),
    }
  }
  if (!isApiError(error))
    return hadFile
      ? { title: m.profile_uploadError({}, { locale }) }
      : { title: m.profile_updateFailed({}, { locale }) }
  if (network)
    return {
      title: m.profile_updateFailed({}, { locale }),
      description: m.auth_network({}, { locale }),
    }
  const limited = rateLimitedText(error, locale)
  if (limited) return { title: m.profile_updateFailed({}, { locale }), description: limited }
  if (error.kind === 'session')
    return {
      title: m.profile_updateFailed({}, { locale }),
      description: m.auth_sessionEnded({}, { locale }),
    }
  if (error.kind === 'invalid')
    return {
      title: m.profile_updateFailed({}, { locale }),
      // the form's words for its first problem; a refusal of the database's own checks says the title again
      description: error.serverText ?? m.profile_updateFailed({}, { locale }),
    }
  return { title: m.profile_updateFailed({}, { locale }) }
}

export function ProfileEditForm({
  client,
  profile,
  displayName,
  onSaved,
  onCancel,
}: {
  client: SupabaseClient
  profile: Profile
  displayName: string
  onSaved: (profile: Profile) => void
  onCancel: () => void
}) {
  const locale = useLocale()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const { fields, submission } = useForm({
    initial: () => initialValues(profile),
    // In the page's language: /bn/profile says what is wrong in Bangla.
    schema: (schemas) => schemas.profileEdit,
    schemaInput: toInput,
    // The social links are nested: their errors go to the field named by the path's end.
    errorField: 'path-end',
    // A save without a connection fails as a lost one does, and says so in the save's words.
    sendOffline: true,
    failureToast: {
      title: m.profile_updateFailed({}, { locale }),
      text: m.profile_updateFailed({}, { locale }),
    },
    send: async () => {
      const result = await saveProfileWithAvatar(
        client,
        profile.id,
        toInput(fields.values),
        { avatarUrl: profile.avatar_url },
        file,
      )
      toast({
        title: m.profile_savedTitle({}, { locale }),
        description: result.oldAvatarLeft
          ? m.profile_oldAvatarLeft({}, { locale })
          : m.profile_savedText({}, { locale }),
        variant: 'success',
      })
      onSaved(result.profile)
    },
    onResult: (result) => {
      if (result.ok || result.reason === 'offline') return
      console.warn('Profile save failed:', result.error)
      const failure = saveFailure(result.error, file !== null, locale)
      toast({ ...failure, variant: 'destructive' })
    },
  })
  const { errors } = fields
  const { busy } = submission

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!preview) return
    return () => URL.revokeObjectURL(preview)
  }, [preview])

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target
    const chosen = input.files?.[0] ?? null
    fields.setError('avatar')
    if (!chosen) return
    const failure = {
      title: m.profile_uploadFailed({}, { locale }),
      text: m.profile_uploadFailed({}, { locale }),
    }
    const checked = await fields.check('avatar', (schemas) => schemas.avatarFile, chosen, failure)
    // not loaded: already said
    if (!checked) return
    if ('error' in checked) {
      toast({ title: failure.title, description: checked.error, variant: 'destructive' })
      input.value = ''
      return
    }
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  return (
    <Form submission={submission}>
      <div className="flex items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={m.profile_avatarPreview({}, { locale })}
            width={80}
            height={80}
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <Avatar name={displayName} src={profile.avatar_url ?? undefined} size={80} />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="avatar" className="text-sm font-semibold">
            {m.profile_avatar({}, { locale })}
          </label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept={avatarUpload.mimeTypes.join(',')}
            onChange={onFile}
            aria-describedby="avatar-hint avatar-error"
            aria-invalid={errors.avatar ? true : undefined}
            className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
          />
          <p id="avatar-hint" className="text-sm text-slate-600 dark:text-slate-300">
            {file
              ? m.profile_avatarChosen({ name: file.name }, { locale })
              : m.profile_avatarHint({}, { locale })}
          </p>
          {errors.avatar ? (
            <p id="avatar-error" className="text-sm font-medium text-red-700 dark:text-red-400">
              {errors.avatar}
            </p>
          ) : null}
        </div>
      </div>
      <NameField label={m.profile_name({}, { locale })} {...fields.field('name')} required />
      <PhoneField
        label={m.profile_phone({}, { locale })}
        {...fields.field('phone')}
        hint={m.profile_phoneHint({}, { locale })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">
          {m.profile_socialTitle({}, { locale })}
        </legend>
        {(['facebook', 'linkedin', 'twitter'] as const).map((key) => (
          <Field
            key={key}
            label={{
              facebook: m.profile_social_facebook,
              linkedin: m.profile_social_linkedin,
              twitter: m.profile_social_twitter,
            }[key]({}, { locale })}
            {...fields.field(key)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={{
              facebook: m.profile_socialPlaceholders_facebook,
              linkedin: m.profile_socialPlaceholders_linkedin,
              twitter: m.profile_socialPlaceholders_twitter,
            }[key]({}, { locale })}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={m.profile_saving({}, { locale })}>
          {m.profile_save({}, { locale })}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {m.profile_cancel({}, { locale })}
        </Button>
      </div>
    </Form>
  )
}
