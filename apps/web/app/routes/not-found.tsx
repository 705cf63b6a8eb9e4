import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/404', m.notFound_title, m.notFound_description, {
  noindex: true,
})

export default function NotFound() {
  return <NotFoundPage />
}
