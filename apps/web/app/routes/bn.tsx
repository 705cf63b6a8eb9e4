import { Outlet } from 'react-router'
import { banglaFontPreload } from '../i18n/fonts'

// The Bangla pages' layout (the root layout provides their language from the URL).

/** Only Bangla pages preload the Bangla font (regular weight: most of the text). */
export function links() {
  return [banglaFontPreload]
}

export default function BanglaLayout() {
  return <Outlet />
}
