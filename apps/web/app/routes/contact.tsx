import { ContactPage } from '../features/contact/ContactPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta() {
  return pageMeta({
    title: messages.contact.title,
    description: messages.contact.description,
    path: '/contact',
  })
}

export default function Contact() {
  return <ContactPage />
}
