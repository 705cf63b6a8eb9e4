import { HomePage } from '../features/home/HomePage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/', m.home_title, m.home_description)

export default function Home() {
  return <HomePage />
}
