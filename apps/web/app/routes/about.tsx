import { AboutPage } from '../features/about/AboutPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/about', m.about_title, m.about_description)

export default function About() {
  return <AboutPage />
}
