import { Button } from '@repo/ui'
import { useState } from 'react'
import { site } from '../../config/site'
import { messages } from '../../i18n'

/** The map loads only when asked: no third-party iframe (and its megabytes) on page load. */
export function MapFacade() {
  const m = messages.contact
  const [shown, setShown] = useState(false)
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
      {shown ? (
        <iframe
          title={m.mapFrameTitle}
          src={site.mapEmbedUrl}
          className="size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="flex flex-col items-center gap-3 p-4 text-center">
          <p className="font-semibold">{messages.footer.address}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{m.mapNote}</p>
          <Button variant="secondary" onClick={() => setShown(true)}>
            {m.showMap}
          </Button>
        </div>
      )}
    </div>
  )
}
