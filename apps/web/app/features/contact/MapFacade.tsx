import { Button } from '@repo/ui'
import { useState } from 'react'
import { site } from '../../config/site'
import { m, useLocale } from '../../i18n'

/** The map loads only when asked: no third-party iframe (and its megabytes) on page load. */
export function MapFacade() {
  const locale = useLocale()
  const [shown, setShown] = useState(false)
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
      {shown ? (
        <iframe
          title={m.contact_mapFrameTitle({}, { locale })}
          src={site.mapEmbedUrl}
          className="size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex flex-col items-center gap-3 p-4 text-center">
          <p className="font-semibold">{m.footer_address({}, { locale })}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {m.contact_mapNote({}, { locale })}
          </p>
          {/* type="button": a tap before the island renders (when scrolled to) is repeated. */}
          <Button type="button" variant="secondary" onClick={() => setShown(true)}>
            {m.contact_showMap({}, { locale })}
          </Button>
        </div>
      )}
    </div>
  )
}
