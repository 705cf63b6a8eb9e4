import { ContactPage } from '../features/contact/ContactPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

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
