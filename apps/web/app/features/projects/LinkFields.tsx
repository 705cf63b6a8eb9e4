import { handInLinkFields, MAX_HAND_IN_LINKS } from '@repo/courses'
import { Button, Field } from '@repo/ui'
import { m, useLocale } from '../../i18n'
import type { HandInFields } from './useHandInSend'
import { fieldErrorText } from './words'

/** The hand-in's links: the fields shown so far, and a button for one more up to the limit. */
export function LinkFields({
  fields,
  linkCount,
  onAddLink,
}: {
  fields: HandInFields
  /** How many link fields show. */
  linkCount: number
  onAddLink: () => void
}) {
  const locale = useLocale()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">{m.project_linksLabel({}, { locale })}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {m.project_linksHint({}, { locale })}
      </p>
      {handInLinkFields.slice(0, linkCount).map((name, i) => {
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
            error={wiring.error ? fieldErrorText(wiring.error, locale) : undefined}
          />
        )
      })}
      {linkCount < MAX_HAND_IN_LINKS ? (
        <Button type="button" variant="secondary" className="self-start" onClick={onAddLink}>
          {m.project_addLink({}, { locale })}
        </Button>
      ) : null}
    </fieldset>
  )
}
