import { Outlet } from 'react-router'
import { bnCatalogue } from '../i18n/bn.catalogue'
import { registerCatalogue } from '../i18n'

// The Bangla pages' layout: loading this module (only on /bn/...) makes the Bangla catalogue
// available, so English pages never download it. See docs/decisions/0012-bangla.md.
registerCatalogue(bnCatalogue)

export default function BanglaLayout() {
  return <Outlet />
}
