import { ContactPage } from '../features/contact/ContactPage'
import { m } from '../i18n'
import { fixedPageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export const meta = fixedPageMeta('/contact', m.contact_title, m.contact_description)

export default function Contact() {
  return <ContactPage />
}
