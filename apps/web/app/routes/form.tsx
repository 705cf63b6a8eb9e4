import { WorkshopPage } from '../features/workshop/WorkshopPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/form', m.workshop_title, m.workshop_description)

export default function WorkshopRoute() {
  return <WorkshopPage />
}
