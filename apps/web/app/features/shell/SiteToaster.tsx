import { Toaster } from '@repo/ui'
import { useEffect } from 'react'
import { m, useLocale } from '../../i18n'
import { resumeToasts } from './toastHandoff'

/** The page's toasts; shows the ones the previous page handed over. An island on prerendered pages. */
export function SiteToaster() {
  const locale = useLocale()
  useEffect(() => resumeToasts(), [])
  return <Toaster closeLabel={m.shell_toastClose({}, { locale })} />
}
