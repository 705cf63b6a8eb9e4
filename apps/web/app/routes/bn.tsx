import { Outlet } from 'react-router'
import { bnCatalogue } from '../i18n/bn.catalogue'
import { registerCatalogue } from '../i18n'
import { banglaFontPreload } from '../i18n/fonts'

// The Bangla pages' layout: loading this module (only on /bn/...) makes the Bangla catalogue
// available, so English pages never download it. See docs/decisions/0012-bangla.md.
registerCatalogue(bnCatalogue)

/** Only Bangla pages preload the Bangla font (regular weight: most of the text). */
export function links() {
  return [banglaFontPreload]
}

export default function BanglaLayout() {
  return <Outlet />
}
